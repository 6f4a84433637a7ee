// "Unverified" with a way out: sends the verification link again, and says where it went (or why it could not).
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { resendVerificationEmail } from './auth-api';

export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<{ sending: boolean; message?: string; ok?: boolean }>({ sending: false });
  const send = async () => {
    setState({ sending: true });
    try {
      await resendVerificationEmail(email);
      setState({ sending: false, ok: true, message: `We sent a new verification link to ${email}. It is valid for 24 hours.` });
    } catch (error) {
      setState({ sending: false, ok: false, message: error instanceof ApiError ? error.message : 'The link could not be sent. Please try again.' });
    }
  };
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="outline" size="sm" disabled={state.sending} onClick={() => void send()}>
        {state.sending ? 'Sending...' : 'Resend verification e-mail'}
      </Button>
      <p role={state.ok === false ? 'alert' : 'status'} className={state.ok === false ? 'text-xs text-red-700' : 'text-xs text-slate-600'}>
        {state.message}
      </p>
    </div>
  );
}
