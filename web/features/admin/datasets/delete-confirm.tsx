// Asks before deleting; when the server refuses (a dataset that was ordered, a category still in use), the dialog stays
// open with the server's reason, which says what to do instead.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Deletes; throws the server's refusal. */
  onDelete: () => Promise<unknown>;
}

export function DeleteConfirm({ open, onOpenChange, title, children, onDelete }: DeleteConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const setOpen = (next: boolean) => {
    if (!next) setRefusal(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (error) {
      setRefusal((error as Error).message || 'It could not be deleted. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog open={open} onOpenChange={setOpen} title={title} confirmLabel="Delete" busy={busy} onConfirm={() => void confirm()}>
      {children}
      {refusal && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">{refusal}</p>}
    </ConfirmDialog>
  );
}
