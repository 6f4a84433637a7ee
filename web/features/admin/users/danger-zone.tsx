// Deleting a user: asked first, because it cannot be undone. The account is anonymised, not erased: orders and
// ledger entries stay for accounting.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminUserDetail } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from './section-card';
import { displayName } from './user-labels';
import { useDeleteUser } from './users-api';

export function DangerZone({ user }: { user: AdminUserDetail }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteUser();
  const navigate = useNavigate();
  const name = displayName(user);

  const confirm = () => remove.mutate(user.id, {
    onSuccess: () => {
      toast.success(`${name} is deleted`);
      void navigate('/admin/users');
    },
    onError: (error) => {
      setAsking(false);
      toast.error(`Could not delete ${name}`, { description: error.message });
    },
  });

  return (
    <SectionCard id="danger" title="Danger zone" tone="danger">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">Delete this user: they are signed out and their personal details are removed for good.</p>
        <Button variant="danger" className="shrink-0" onClick={() => setAsking(true)}>Delete user</Button>
      </div>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title={`Delete ${name}?`} confirmLabel="Delete user" busy={remove.isPending} onConfirm={confirm}>
        <p>The account is anonymised: their name, e-mail address, phone and company are removed, they are signed out everywhere, and they can no longer sign in. Their cart, wishlist, saved card and imported leads are deleted, and their lead imports stop.</p>
        <p>Their orders and balance ledger are kept for accounting, under "Deleted user". This cannot be undone.</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
