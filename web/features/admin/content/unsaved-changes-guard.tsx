// Keeps unsaved edits from being lost by accident: the browser asks before the tab is closed or reloaded, and this
// dialog asks before the app navigates to another page.
import { countOf } from '../../../../common/count';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export function UnsavedChangesGuard({ count }: { count: number }) {
  const dirty = count > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => { if (!open) blocker.reset?.(); }}
      title="Leave without saving?"
      confirmLabel="Leave and discard"
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{unsavedLabel(count)} will be lost. Stay on the page and press Save Changes to keep {count === 1 ? 'it' : 'them'}.</p>
    </ConfirmDialog>
  );
}

export const unsavedLabel = (count: number) => countOf(count, 'unsaved change');
