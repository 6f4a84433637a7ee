// A list row's Ban / Unban: banning asks first (it signs the user out everywhere), unbanning does not.
import { useState } from 'react';
import type { AdminUser } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { displayName, SIGN_OUT_NOTICE } from './user-labels';
import { useUpdateUser } from './users-api';

export function BanAction({ user }: { user: AdminUser }) {
  const [asking, setAsking] = useState(false);
  const update = useUpdateUser();
  const name = displayName(user);

  const setStatus = (status: 'active' | 'banned') => update.mutate({ id: user.id, change: { status } }, {
    onSuccess: () => toast.success(status === 'banned' ? `${name} is banned` : `${name} is unbanned`),
    onError: (error) => toast.error(status === 'banned' ? `Could not ban ${name}` : `Could not unban ${name}`, { description: error.message }),
    onSettled: () => setAsking(false),
  });

  if (user.status === 'banned') {
    return <Button variant="outline" size="sm" disabled={update.isPending} aria-label={`Unban ${name}`} onClick={() => setStatus('active')}>Unban</Button>;
  }
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Ban ${name}`} onClick={() => setAsking(true)}>Ban</Button>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title={`Ban ${name}?`} confirmLabel="Ban user" busy={update.isPending} onConfirm={() => setStatus('banned')}>
        <p>{SIGN_OUT_NOTICE.banned}</p>
        <p>Their orders, balance and leads are kept.</p>
      </ConfirmDialog>
    </>
  );
}
