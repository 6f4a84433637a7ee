// Asks before something that cannot be undone (or should not happen by accident), with the consequences spelled out.
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, tone = 'danger', busy, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild><div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div></DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant={tone} disabled={busy} onClick={onConfirm}>{busy ? 'Working...' : confirmLabel}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
