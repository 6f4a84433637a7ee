// A user's role and status, changed together with one Save. Making someone inactive or banned asks first: the
// server ends their sessions in the same step. The server's refusals (yourself, the last administrator) show inline.
import { useState, type FormEvent } from 'react';
import { ADMIN_USER_MESSAGES, type AdminUserDetail, type UpdateAdminUser } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from './section-card';
import { displayName, ROLE_LABELS, SIGN_OUT_NOTICE, STATUS_LABELS } from './user-labels';
import { useUpdateUser } from './users-api';

const ROLES = Object.keys(ROLE_LABELS) as AdminUserDetail['role'][];
const STATUSES = Object.keys(STATUS_LABELS) as AdminUserDetail['status'][];

/** Re-key it by the saved role and status, so it starts again from the server's values after a save. */
export function AccountSection({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const [role, setRole] = useState(user.role);
  const [status, setStatus] = useState(user.status);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateUser();
  const change: UpdateAdminUser = { ...(role !== user.role && { role }), ...(status !== user.status && { status }) };
  const changed = Object.keys(change).length > 0;

  const save = () => update.mutate({ id: user.id, change }, {
    onSuccess: () => toast.success(`${displayName(user)}'s account is saved`),
    onSettled: () => setConfirming(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.status && change.status !== 'active') setConfirming(true);
    else if (changed) save();
  };
  /** A new choice clears the last refusal: it was about the old one. */
  const edit = (apply: () => void) => {
    update.reset();
    apply();
  };

  return (
    <SectionCard id="account" title="Account" description="Who they are to the marketplace: a client or an administrator, and whether they may sign in.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField size="sm" id="account-role" label="Role">
            <Select id="account-role" value={role} disabled={isSelf} onChange={(e) => edit(() => setRole(e.target.value as typeof role))}>
              {ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
            </Select>
          </FormField>
          <FormField size="sm" id="account-status" label="Status">
            <Select id="account-status" value={status} disabled={isSelf} onChange={(e) => edit(() => setStatus(e.target.value as typeof status))}>
              {STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
            </Select>
          </FormField>
        </div>
        {isSelf ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{ADMIN_USER_MESSAGES.notYourself}</p>
        ) : (
          <>
            {update.error && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{update.error.message}</p>}
            <div className="flex justify-end">
              <Button type="submit" disabled={!changed || update.isPending}>{update.isPending ? 'Saving...' : 'Save'}</Button>
            </div>
          </>
        )}
      </form>
      {change.status && change.status !== 'active' && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`${change.status === 'banned' ? 'Ban' : 'Deactivate'} ${displayName(user)}?`}
          confirmLabel={change.status === 'banned' ? 'Ban user' : 'Deactivate user'}
          busy={update.isPending}
          onConfirm={save}
        >
          <p>{SIGN_OUT_NOTICE[change.status]}</p>
          {change.role && <p>Their role changes to {ROLE_LABELS[change.role]} too.</p>}
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
