// /account/team: the signed-in user's team. Members and their roles, invitations, leaving. What each role may do comes
// from the same table the server decides with (TEAM_PERMISSIONS): buttons a role may not use are not shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { canRemove, INVITE_ROLES, TEAM_PERMISSIONS, TeamInvite, TeamRename, type InviteRole, type TeamMember, type TeamRole, type TeamView } from '../../../common/teams';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { PageSpinner } from '../../components/ui/spinner';
import { Table, td, th } from '../../components/ui/table';
import { useAuth } from '../auth';
import {
  useChangeRole, useInvite, useLeaveTeam, useRemoveMember, useRenameTeam, useResendInvitation, useRevokeInvitation, useTeam,
} from './team-api';

const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Runs a change and says how it went in a toast. */
async function attempt(run: () => Promise<unknown>, success: string, failure: string) {
  try {
    await run();
    toast.success(success);
  } catch (error) {
    toast.error(failure, { description: (error as Error).message });
  }
}

export function TeamPage() {
  usePageTitle('Team');
  const team = useTeam();
  if (team.isPending) return <PageSpinner label="Loading your team..." />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Team</h1>
      <p className="mt-2 text-slate-600">Members share the team's plan, purchases and downloads. Each member is one seat.</p>
      {team.isError
        ? <LoadError className="mt-6" title="Your team could not be loaded." error={team.error} onRetry={() => void team.refetch()} />
        : <TeamDetails team={team.data} />}
    </div>
  );
}

function TeamDetails({ team }: { team: TeamView }) {
  const can = TEAM_PERMISSIONS[team.myRole];
  return (
    <div className="mt-6 space-y-6">
      <Section title={team.name} id="team-title">
        <p className="text-sm text-slate-600">
          Your role: <strong>{ROLE_LABELS[team.myRole]}</strong> · {team.seats} {team.seats === 1 ? 'seat' : 'seats'} (one per member)
        </p>
        {!team.teamManagement && (
          <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Team Management is off for this team, so no one can be invited.{' '}
            {can.manageBilling
              ? <>Add it to your plan on <Link to="/account/billing" className="font-semibold underline">Billing &amp; Plans</Link>.</>
              : 'Ask the team\'s owner to add it on Billing & Plans.'}
          </p>
        )}
        {can.rename && <RenameForm name={team.name} />}
      </Section>
      <Members team={team} />
      {can.invite && team.teamManagement && <Section title="Invite a member" id="invite-title"><InviteForm /></Section>}
      {can.invite && team.invitations.length > 0 && <Invitations team={team} />}
      {can.leave && <LeaveTeam name={team.name} />}
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function RenameForm({ name }: { name: string }) {
  const id = useId();
  const rename = useRenameTeam();
  const form = useForm<z.input<typeof TeamRename>, unknown, z.output<typeof TeamRename>>({ resolver: zodResolver(TeamRename), values: { name } });
  const submit = form.handleSubmit((values) => attempt(() => rename.mutateAsync(values.name), 'Team renamed', 'Could not rename the team'));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
      <FormField id={`${id}-name`} label="Team name" error={form.formState.errors.name?.message} className="min-w-64 flex-1">
        <Input maxLength={100} {...form.register('name')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={rename.isPending}>Rename</Button>
    </form>
  );
}

function Members({ team }: { team: TeamView }) {
  const { user } = useAuth();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const can = TEAM_PERMISSIONS[team.myRole];
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title" className="mb-3 text-lg font-semibold text-slate-900">Members</h2>
      <Table caption="Team members" head={<>
        <th scope="col" className={th}>Name</th>
        <th scope="col" className={th}>E-mail</th>
        <th scope="col" className={th}>Role</th>
        <th scope="col" className={th}>Joined</th>
        <th scope="col" className={th}><span className="sr-only">Actions</span></th>
      </>}>
        {team.members.map((m) => {
          const self = m.userId === user?.id;
          return (
            <tr key={m.userId} className="border-t border-slate-100">
              <td className={td}>{m.name}{self && <span className="text-slate-500"> (you)</span>}</td>
              <td className={td}>{m.email}</td>
              <td className={td}>
                {can.changeRoles && m.role !== 'owner' ? (
                  <Select aria-label={`Role of ${m.name}`} value={m.role} disabled={changeRole.isPending}
                    onChange={(e) => void attempt(() => changeRole.mutateAsync({ userId: m.userId, role: e.target.value as InviteRole }),
                      'Role changed', 'Could not change the role')}>
                    {INVITE_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
                  </Select>
                ) : ROLE_LABELS[m.role]}
              </td>
              <td className={td}>{formatDate(m.joinedAt)}</td>
              <td className={`${td} text-right`}>
                {!self && canRemove(team.myRole, m.role) && (
                  <Button size="sm" variant="outline" onClick={() => setRemoving(m)} aria-label={`Remove ${m.name}`}>Remove</Button>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      <ConfirmDialog open={removing !== null} onOpenChange={(open) => { if (!open) setRemoving(null); }} title="Remove this member?"
        confirmLabel="Remove" busy={remove.isPending}
        onConfirm={() => void attempt(() => remove.mutateAsync(removing!.userId), 'Member removed', 'Could not remove the member').then(() => setRemoving(null))}>
        <p>{removing?.name} ({removing?.email}) loses access to the team's plan, purchases and downloads at once.</p>
      </ConfirmDialog>
    </section>
  );
}

function InviteForm() {
  const id = useId();
  const invite = useInvite();
  const form = useForm<z.input<typeof TeamInvite>, unknown, z.output<typeof TeamInvite>>({
    resolver: zodResolver(TeamInvite), defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success('Invitation sent', { description: `${values.email} has 7 days to accept it.` });
      form.reset();
    } catch (error) {
      toast.error('Could not send the invitation', { description: (error as Error).message });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
      <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message} className="min-w-64 flex-1">
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField id={`${id}-role`} label="Role" error={errors.role?.message}>
        <Select {...form.register('role')}>{INVITE_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}</Select>
      </FormField>
      <Button type="submit" disabled={invite.isPending}>{invite.isPending ? 'Sending...' : 'Send invitation'}</Button>
    </form>
  );
}

function Invitations({ team }: { team: TeamView }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="mb-3 text-lg font-semibold text-slate-900">Open invitations</h2>
      <Table caption="Open invitations" head={<>
        <th scope="col" className={th}>E-mail</th>
        <th scope="col" className={th}>Role</th>
        <th scope="col" className={th}>Invited by</th>
        <th scope="col" className={th}>Expires</th>
        <th scope="col" className={th}><span className="sr-only">Actions</span></th>
      </>}>
        {team.invitations.map((i) => (
          <tr key={i.id} className="border-t border-slate-100">
            <td className={td}>{i.email}</td>
            <td className={td}>{ROLE_LABELS[i.role]}</td>
            <td className={td}>{i.invitedBy ?? '—'}</td>
            <td className={td}>{i.expired ? <span className="text-red-700">Expired {formatDate(i.expiresAt)}</span> : formatDate(i.expiresAt)}</td>
            <td className={`${td} space-x-2 text-right whitespace-nowrap`}>
              <Button size="sm" variant="outline" disabled={resend.isPending} aria-label={`Resend the invitation to ${i.email}`}
                onClick={() => void attempt(() => resend.mutateAsync(i.id), 'Invitation sent again', 'Could not resend the invitation')}>Resend</Button>
              <Button size="sm" variant="outline" disabled={revoke.isPending} aria-label={`Revoke the invitation to ${i.email}`}
                onClick={() => void attempt(() => revoke.mutateAsync(i.id), 'Invitation revoked', 'Could not revoke the invitation')}>Revoke</Button>
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

function LeaveTeam({ name }: { name: string }) {
  const leave = useLeaveTeam();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="danger" onClick={() => setOpen(true)}>Leave team</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={`Leave ${name}?`} confirmLabel="Leave team" busy={leave.isPending}
        onConfirm={() => void attempt(() => leave.mutateAsync(undefined), 'You left the team', 'Could not leave the team').then(() => setOpen(false))}>
        <p>You lose access to the team's plan, purchases and downloads at once, and return to your own account.</p>
      </ConfirmDialog>
    </div>
  );
}
