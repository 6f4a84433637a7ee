// The verification e-mail's link lands on `/?verified=1` (better-auth appends `&error=CODE` when it fails):
// say how it went once, refresh the user (verifying may have signed them in) and tidy the URL.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { meQueryKey } from './auth-provider';

const VERIFICATION_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This verification link has expired. Sign in to get a new one.',
  INVALID_TOKEN: 'This verification link is invalid or has already been used.',
};

export function EmailVerificationNotice() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const verified = searchParams.get('verified');
  const error = searchParams.get('error');

  useEffect(() => {
    if (verified === null) return;
    // A fixed id: StrictMode's second effect run replaces the toast instead of showing it twice.
    if (error) {
      toast.error('Email verification failed', {
        id: 'email-verification',
        description: VERIFICATION_ERRORS[error] ?? 'We could not verify your email address. Please try again.',
      });
    } else {
      toast.success('Email verified', { id: 'email-verification', description: 'Your email address has been confirmed.' });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('verified');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [verified, error, queryClient, setSearchParams]);

  return null;
}
