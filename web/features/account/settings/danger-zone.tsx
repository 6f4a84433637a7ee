// Danger Zone: deleting the account after typing its e-mail. The server checks the e-mail too, signs the user out
// everywhere and anonymises them (orders stay for accounting); the same e-mail can sign up again.
import { AlertTriangle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { confirmsEmail } from '../../../../common/account';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../auth';
import { useDeleteAccount } from './settings-api';

export function DangerZone() {
  const id = useId();
  const { user, forgetUser } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const email = user?.email ?? '';
  const matches = Boolean(email) && confirmsEmail(typed, email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setError(null);
    try {
      await remove.mutateAsync(typed);
    } catch (err) {
      setError((err as Error).message);
      toast.error('Delete Failed', { description: (err as Error).message });
      return;
    }
    // Home, signed out, with the notice: not to the sign-in modal this signed-in-only page sends visitors to.
    await navigate('/', { replace: true });
    forgetUser();
    toast.success('Account Deleted', { description: 'Your account has been deleted and you have been signed out everywhere.' });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-2xl border border-red-200 bg-red-50/50 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        Danger Zone
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Deleting your account signs you out everywhere and erases your profile, saved card, cart, wishlist and leads.
        Orders and balance records are kept for accounting, without your name or contact details. This cannot be undone.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex max-w-lg flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id={`${id}-confirm`} label={<>Type <span className="font-semibold">{email}</span> to confirm</>} className="flex-1">
          <Input type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} {...describedBy(`${id}-confirm`, { error })} />
        </FormField>
        <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </form>
      {error && <p id={`${id}-confirm-error`} role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
    </section>
  );
}
