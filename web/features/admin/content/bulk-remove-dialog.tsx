// Delete / Reset for the selected items, saying first which are deleted (added in the manager) and which go back
// to the site's default value (the site's own items cannot be deleted).
import type { AdminContentItem } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRemoveContent } from './content-api';

interface BulkRemoveDialogProps {
  items: AdminContentItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (keys: string[]) => void;
}

export function BulkRemoveDialog({ items, open, onOpenChange, onDone }: BulkRemoveDialogProps) {
  const remove = useRemoveContent();
  const deleted = items.filter((i) => !i.isDefault);
  const reset = items.filter((i) => i.isDefault);
  const [title, confirmLabel] = !reset.length ? ['Delete content?', 'Delete']
    : !deleted.length ? ['Reset content to default?', 'Reset to default'] : ['Delete and reset content?', 'Delete and reset'];

  const confirm = async () => {
    const keys = items.map((i) => i.key);
    try {
      await remove.mutateAsync(keys);
      toast.success([deleted.length && `${deleted.length} deleted`, reset.length && `${reset.length} reset to default`].filter(Boolean).join(', '));
      onDone(keys);
    } catch (error) {
      toast.error('The content could not be changed.', { description: (error as Error).message });
    }
  };

  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={title} confirmLabel={confirmLabel} busy={remove.isPending} onConfirm={() => void confirm()}>
      {deleted.length > 0 && <KeyList heading={`Will be deleted (${deleted.length}):`} items={deleted} />}
      {reset.length > 0 && <KeyList heading={`Will be reset to the default value (${reset.length}):`} items={reset} />}
      {reset.length > 0 && <p>The values they have now stay in their version history.</p>}
    </ConfirmDialog>
  );
}

function KeyList({ heading, items }: { heading: string; items: AdminContentItem[] }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{heading}</p>
      <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
        {items.map((i) => <li key={i.key}>{i.label} <code className="text-xs text-slate-500">{i.key}</code></li>)}
      </ul>
    </div>
  );
}
