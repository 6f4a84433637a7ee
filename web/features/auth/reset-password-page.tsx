// Where the reset e-mail's link lands: better-auth redirects here with ?token=... or ?error=INVALID_TOKEN.
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordForm as NewPasswordSchema } from '../../../common/auth';
import { ApiError } from '../../app/api';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { describeAuthError, firstValidationMessage } from './auth-errors';
import { useAuth } from './auth-context';
import { useAuthModal } from './auth-modal-context';
import { FormMessage, type FormMessageValue } from './form-message';
import { PasswordInput } from './password-input';
import { SIGN_IN_PATH } from './sign-in-redirect';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [stage, setStage] = useState<'form' | 'done' | 'invalid'>(
    token && !searchParams.get('error') ? 'form' : 'invalid',
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {stage === 'form' && token && (
          <NewPasswordForm token={token} onDone={() => setStage('done')} onInvalid={() => setStage('invalid')} />
        )}
        {stage === 'done' && <ResetDone />}
        {stage === 'invalid' && <InvalidLink />}
      </div>
    </section>
  );
}

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  onInvalid: () => void;
}

function NewPasswordForm({ token, onDone, onInvalid }: NewPasswordFormProps) {
  const { resetPassword } = useAuth();
  const id = useId();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { newPassword: '' },
  });

  const submit = handleSubmit(
    async ({ newPassword }) => {
      setMessage(null);
      try {
        await resetPassword(newPassword, token);
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_TOKEN') onInvalid();
        else setMessage({ kind: 'error', text: describeAuthError(error, 'reset') });
      }
    },
    (errors) => setMessage({ kind: 'error', text: firstValidationMessage(errors) }),
  );

  const messageId = `${id}-message`;
  return (
    <>
      <PageHeading icon={<KeyRound className="h-6 w-6" aria-hidden="true" />} title="Choose a New Password">
        Enter a new password for your account.
      </PageHeading>
      <form onSubmit={submit} className="space-y-4" aria-describedby={messageId}>
        <FormField id={`${id}-password`} label="New Password" hint="At least 6 characters." invalid={Boolean(formState.errors.newPassword)}>
          <PasswordInput autoComplete="new-password" required {...register('newPassword')} />
        </FormField>
        <FormMessage id={messageId} message={message} />
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </>
  );
}

function ResetDone() {
  return (
    <div className="text-center">
      <PageHeading icon={<CircleCheck className="h-6 w-6" aria-hidden="true" />} title="Password Reset" tone="success">
        Your password has been reset. You can now sign in with your new password.
      </PageHeading>
      <Link to={SIGN_IN_PATH} className={buttonClasses('primary', 'lg', 'w-full')}>
        Sign In
      </Link>
    </div>
  );
}

function InvalidLink() {
  const { open } = useAuthModal();
  return (
    <div className="text-center">
      <PageHeading icon={<Link2Off className="h-6 w-6" aria-hidden="true" />} title="Link Expired" tone="error">
        This reset link is invalid or has expired.
      </PageHeading>
      <Button size="lg" className="w-full" onClick={() => open('reset')}>
        Request a New Link
      </Button>
    </div>
  );
}

interface PageHeadingProps {
  icon: ReactNode;
  title: string;
  tone?: 'primary' | 'success' | 'error';
  children: ReactNode;
}

const TONES = {
  primary: 'bg-primary-100 text-primary-600',
  success: 'bg-green-100 text-green-600',
  error: 'bg-red-100 text-red-600',
};

function PageHeading({ icon, title, tone = 'primary', children }: PageHeadingProps) {
  return (
    <div className="mb-6 text-center">
      <span className={`mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
    </div>
  );
}
