import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignUpForm as SignUpSchema } from '../../../common/auth';
import { usePublicConfig } from '../../app/public-config';
import { useTimeout } from '../../app/use-timeout';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { describeAuthError, firstValidationMessage } from './auth-errors';
import { useAuth } from './auth-context';
import type { AuthMode } from './auth-modal-context';
import { FormMessage, type FormMessageValue } from './form-message';
import { EmailField } from './email-field';
import { ModeLink } from './mode-link';
import { PasswordInput } from './password-input';

export const SIGN_UP_SWITCH_DELAY_MS = 2000;

type Outcome = 'needs-verification' | 'needs-sign-in' | 'signed-in';

const SUCCESS_MESSAGES: Record<Outcome, string> = {
  'needs-verification': 'Account created! Please check your email and click the confirmation link to activate your account.',
  'needs-sign-in': 'Account created successfully! You can now sign in.',
  'signed-in': 'Account created successfully! You are now signed in.',
};

interface SignUpFormProps {
  onSwitch: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

export function SignUpForm({ onSwitch, onSignedIn }: SignUpFormProps) {
  const { signUp } = useAuth();
  const config = usePublicConfig();
  const id = useId();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  // SPEC.md: success switches to sign-in after 2 s; an account that is already signed in has nothing to sign in to.
  useTimeout(outcome !== null, SIGN_UP_SWITCH_DELAY_MS, () =>
    outcome === 'signed-in' ? onSignedIn() : onSwitch('signin'),
  );

  const submit = handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const { signedIn } = await signUp(values);
        const result: Outcome = signedIn
          ? 'signed-in'
          : config.data?.requireEmailVerification === false
            ? 'needs-sign-in'
            : 'needs-verification';
        setMessage({ kind: 'success', text: SUCCESS_MESSAGES[result] });
        setOutcome(result);
      } catch (error) {
        setMessage({ kind: 'error', text: describeAuthError(error, 'signup') });
      }
    },
    (errors) => setMessage({ kind: 'error', text: firstValidationMessage(errors) }),
  );

  const messageId = `${id}-message`;
  const invalid = (field: keyof SignUpSchema) => Boolean(formState.errors[field]);
  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={messageId}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${id}-first`} label="First Name" invalid={invalid('firstName')}>
          <Input autoComplete="given-name" required {...register('firstName')} />
        </FormField>
        <FormField id={`${id}-last`} label="Last Name" invalid={invalid('lastName')}>
          <Input autoComplete="family-name" required {...register('lastName')} />
        </FormField>
      </div>
      <EmailField id={`${id}-email`} invalid={Boolean(formState.errors.email)} registration={register('email')} />
      <FormField id={`${id}-password`} label="Password" hint="At least 6 characters." invalid={invalid('password')}>
        <PasswordInput autoComplete="new-password" required {...register('password')} />
      </FormField>
      <FormMessage id={messageId} message={message} />
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting || outcome !== null}>
        {formState.isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <ModeLink to="signin" onSwitch={onSwitch}>Sign in</ModeLink>
      </p>
    </form>
  );
}
