import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ResetRequestForm as ResetRequestSchema } from '../../../common/auth';
import { Button } from '../../components/ui/button';
import { describeAuthError, firstValidationMessage } from './auth-errors';
import { useAuth } from './auth-context';
import type { AuthMode } from './auth-modal-context';
import { FormMessage, type FormMessageValue } from './form-message';
import { EmailField } from './email-field';
import { ModeLink } from './mode-link';

// Deliberately the same whether or not the address has an account, so the form cannot probe for accounts.
export const RESET_SENT_MESSAGE = "If an account exists for that email, we've sent a password reset link.";

export function ResetRequestForm({ onSwitch }: { onSwitch: (mode: AuthMode) => void }) {
  const { requestReset } = useAuth();
  const id = useId();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(
    async ({ email }) => {
      setMessage(null);
      try {
        await requestReset(email);
        setMessage({ kind: 'success', text: RESET_SENT_MESSAGE });
        setSent(true);
      } catch (error) {
        setMessage({ kind: 'error', text: describeAuthError(error, 'reset') });
      }
    },
    (errors) => setMessage({ kind: 'error', text: firstValidationMessage(errors) }),
  );

  const messageId = `${id}-message`;
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={messageId}>
      <EmailField id={`${id}-email`} invalid={Boolean(formState.errors.email)} registration={register('email')} />
      <FormMessage id={messageId} message={message} />
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting || sent}>
        {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remember your password? <ModeLink to="signin" onSwitch={onSwitch}>Back to sign in</ModeLink>
      </p>
    </form>
  );
}
