// Security tab: change the password (the current one is checked), change the e-mail (a link to the new address, which
// takes effect once followed), and the signed-in sessions with sign-out of one or all the others.
import { countOf } from '../../../../common/count';
import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, EmailChangeForm, type AccountSession } from '../../../../common/account';
import { MIN_CHANGE_PASSWORD } from '../../../../common/auth';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { PasswordInput, useAuth } from '../../auth';
import { useChangeEmail, useChangePassword, useRevokeOtherSessions, useRevokeSession, useSessions } from './settings-api';
import { SettingsSection } from './settings-section';

export function SecurityTab() {
  return (
    <>
      <PasswordSection />
      <EmailSection />
      <SessionsSection />
    </>
  );
}

function PasswordSection() {
  const id = useId();
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true });
  const [problem, setProblem] = useState<{ field: 'currentPassword' | 'newPassword' | 'confirmPassword'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword) {
      setProblem({ field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired });
      return;
    }
    if (form.newPassword !== form.confirmPassword) {
      setProblem({ field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordMismatch });
      toast.error('Password Mismatch', { description: ACCOUNT_MESSAGES.passwordMismatch });
      return;
    }
    if (form.newPassword.length < MIN_CHANGE_PASSWORD) {
      setProblem({ field: 'newPassword', message: ACCOUNT_MESSAGES.passwordTooShort });
      toast.error('Password Too Short', { description: ACCOUNT_MESSAGES.passwordTooShort });
      return;
    }
    setProblem(null);
    try {
      await change.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword, revokeOtherSessions: form.revokeOtherSessions });
      setForm((f) => ({ ...f, currentPassword: '', newPassword: '', confirmPassword: '' }));
      toast.success('Password Updated', {
        description: form.revokeOtherSessions ? 'Your password has been changed and your other sessions were signed out.' : 'Your password has been changed.',
      });
    } catch (error) {
      const wrongCurrent = error instanceof ApiError && error.code === 'INVALID_PASSWORD';
      const message = wrongCurrent ? ACCOUNT_MESSAGES.currentPasswordWrong : (error as Error).message;
      if (wrongCurrent) setProblem({ field: 'currentPassword', message });
      else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') setProblem({ field: 'newPassword', message });
      toast.error('Password Update Failed', { description: message });
    }
  };

  const input = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', label: string, autoComplete: string, hint?: string) => {
    const invalid = problem?.field === name;
    return (
      <FormField id={`${id}-${name}`} label={label} hint={hint} hintClassName="text-xs text-slate-600" error={invalid ? problem.message : undefined}>
        <PasswordInput autoComplete={autoComplete} required maxLength={128} value={form[name]}
          onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} />
      </FormField>
    );
  };

  return (
    <SettingsSection id={`${id}-title`} title="Change Password" description="Enter your current password, then the new one twice.">
      <form onSubmit={(e) => void submit(e)} noValidate className="max-w-md space-y-4">
        {input('currentPassword', 'Current Password', 'current-password')}
        {input('newPassword', 'New Password', 'new-password', `At least ${MIN_CHANGE_PASSWORD} characters.`)}
        {input('confirmPassword', 'Confirm New Password', 'new-password')}
        <label className="flex items-center gap-3 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-primary-600" checked={form.revokeOtherSessions}
            onChange={(e) => setForm((f) => ({ ...f, revokeOtherSessions: e.target.checked }))} />
          Sign out of all other sessions
        </label>
        <Button type="submit" disabled={change.isPending}>{change.isPending ? 'Updating...' : 'Update Password'}</Button>
      </form>
    </SettingsSection>
  );
}

function EmailSection() {
  const id = useId();
  const { user } = useAuth();
  const change = useChangeEmail();
  const [params, setParams] = useSearchParams();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const changed = params.get('emailChanged') === '1';
  const linkError = params.get('error');

  useEffect(() => {
    if (!changed) return;
    toast.success('Email Updated', { description: 'Your account now uses your new e-mail address.' });
    setParams((p) => { const next = new URLSearchParams(p); next.delete('emailChanged'); return next; }, { replace: true });
  }, [changed, setParams]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailChangeForm.safeParse({ newEmail });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (parsed.data.newEmail.toLowerCase() === user?.email.toLowerCase()) return setError(ACCOUNT_MESSAGES.sameEmail);
    setError(null);
    try {
      await change.mutateAsync(parsed.data.newEmail);
      setSentTo(parsed.data.newEmail);
      setNewEmail('');
      toast.success('Confirmation Sent', { description: `Follow the link we sent to ${parsed.data.newEmail} to finish the change.` });
    } catch (err) {
      setError((err as Error).message);
      toast.error('Update Failed', { description: 'Please try again or contact support' });
    }
  };

  return (
    <SettingsSection id={`${id}-title`} title="Email Address"
      description="We send a confirmation link to the new address. Your e-mail changes only when you follow it.">
      <p className="text-sm text-slate-700">Current e-mail: <span className="font-medium text-slate-900">{user?.email}</span></p>
      {linkError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          That confirmation link is invalid or has expired. Request a new one below.
        </p>
      )}
      {sentTo && (
        <p role="status" className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
          We sent a confirmation link to <strong>{sentTo}</strong>. Your e-mail stays {user?.email} until you follow it.
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id={`${id}-new-email`} label="New Email" className="flex-1">
          <Input type="email" autoComplete="email" required maxLength={254} value={newEmail}
            {...describedBy(`${id}-new-email`, { error })} onChange={(e) => setNewEmail(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={change.isPending}>{change.isPending ? 'Sending...' : 'Change Email'}</Button>
      </form>
      {error && <p id={`${id}-new-email-error`} role="alert" className="mt-2 text-sm text-red-600">{error}</p>}
    </SettingsSection>
  );
}

/** "Chrome on Windows" from a user agent, or a plain fallback: enough for a person to recognise their device. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /OPR\//.test(userAgent) ? 'Opera' : /Firefox\//.test(userAgent) ? 'Firefox'
    : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const os = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SessionsSection() {
  const id = useId();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;

  const signOutOthers = async () => {
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      toast.success('Sessions Signed Out', { description: `${countOf(revoked, 'other session')} signed out.` });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  };
  const signOutOne = async (session: AccountSession) => {
    try {
      await revoke.mutateAsync(session.id);
      toast.success('Session Signed Out', { description: `${describeDevice(session.userAgent)} was signed out.` });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  };

  return (
    <SettingsSection id={`${id}-title`} title="Active Sessions" description="Devices and browsers signed in to your account.">
      {sessions.isPending ? (
        <div aria-busy="true" aria-label="Loading sessions" className="space-y-2">{[0, 1].map((i) => <Skeleton key={i} className="h-14 rounded" />)}</div>
      ) : sessions.isError ? (
        <LoadError title="Your sessions could not be loaded." error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Sessions">
            {sessions.data.items.map((s) => {
              const device = describeDevice(s.userAgent);
              const Icon = /iOS|Android/.test(device) ? Smartphone : Laptop;
              return (
                <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 gap-3">
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                    <div className="min-w-0 text-sm">
                      <p className="font-medium text-slate-900">
                        {device}
                        {s.current && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">This device</span>}
                      </p>
                      <p className="text-slate-600">
                        {s.ipAddress ? `IP ${s.ipAddress} · ` : ''}Signed in {when(s.createdAt)} · Last active {when(s.lastActiveAt)}
                      </p>
                    </div>
                  </div>
                  {!s.current && (
                    <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => void signOutOne(s)}
                      aria-label={`Sign out ${device}, signed in ${when(s.createdAt)}`}>
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Button className="mt-4" variant="outline" disabled={others === 0 || revokeOthers.isPending} onClick={() => void signOutOthers()}>
            {revokeOthers.isPending ? 'Signing out...' : 'Sign out other sessions'}
          </Button>
        </>
      )}
    </SettingsSection>
  );
}
