import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignInForm as SignInSchema } from '../../../common/auth';
import { useTimeout } from '../../app/use-timeout';
import { Button } from '../../components/ui/button';
import { describedBy } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { describeAuthError, firstValidationMessage } from './auth-errors';
import { useAuth } from './auth-context';
import type { AuthMode } from './auth-modal-context';
import { FormMessage, type FormMessageValue } from './form-message';
import { EmailField } from './email-field';
import { ModeLink } from './mode-link';
import { PasswordInput } from './password-input';

export const SIGN_IN_CLOSE_DELAY_MS = 1500;

interface SignInFormProps {
  onSwitch: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

export function SignInForm({ onSwitch, onSignedIn }: SignInFormProps) {
  const { signIn } = useAuth();
  const id = useId();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  useTimeout(signedIn, SIGN_IN_CLOSE_DELAY_MS, onSignedIn);

  const submit = handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        await signIn(values);
        setMessage({ kind: 'success', text: 'Signed in successfully! Welcome back.' });
        setSignedIn(true);
      } catch (error) {
        setMessage({ kind: 'error', text: describeAuthError(error, 'signin') });
      }
    },
    (errors) => setMessage({ kind: 'error', text: firstValidationMessage(errors) }),
  );

  const messageId = `${id}-message`;
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={messageId}>
      <EmailField id={`${id}-email`} invalid={Boolean(formState.errors.email)} registration={register('email')} />
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <ModeLink to="reset" onSwitch={onSwitch}><span className="text-sm">Forgot password?</span></ModeLink>
        </div>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required
          {...describedBy(`${id}-password`, { invalid: Boolean(formState.errors.password) })}
          {...register('password')}
        />
      </div>
      <FormMessage id={messageId} message={message} />
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting || signedIn}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Don't have an account? <ModeLink to="signup" onSwitch={onSwitch}>Sign up</ModeLink>
      </p>
    </form>
  );
}
