import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useContent } from '../../features/content/content-context';
import { toast } from '../toast';

/** Admins' shortcut to see content edits now instead of at the next 30-second refresh. */
export function RefreshContentButton() {
  const { refresh } = useContent();
  const [busy, setBusy] = useState(false);
  const refreshContent = async () => {
    setBusy(true);
    try {
      await refresh();
      toast.success('Content refreshed', { description: 'The latest site content is now live on this page.' });
    } catch (error) {
      toast.error('Content refresh failed', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={refreshContent}
      disabled={busy}
      aria-label="Refresh content"
      title="Refresh content"
      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-primary-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-60"
    >
      <RefreshCw className={cn('h-4 w-4', busy && 'animate-spin')} aria-hidden="true" />
    </button>
  );
}
