// Who is signed in, and the account actions. Queries that belong to the signed-in user are keyed under
// ['me', ...] so that signing in or out refreshes all of them at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Me } from '../../../common/api';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  fetchMe,
  requestPasswordReset,
  resetPasswordWithToken,
  signInWithEmail,
  signOutSession,
  signUpWithEmail,
} from './auth-api';

export const meQueryKey = ['me'] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user = null, isPending } = useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
  // A ref, set before the user is dropped: a guard rendering the now signed-out page reads it in that same render.
  const endedHere = useRef(false);

  const value = useMemo<AuthContextValue>(() => {
    const refreshUser = () => {
      endedHere.current = false;
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    };
    const forgetUser = () => {
      endedHere.current = true;
      queryClient.setQueryData<Me | null>(meQueryKey, null);
      // The previous user's data must not be shown to whoever signs in next.
      queryClient.removeQueries({ queryKey: meQueryKey, predicate: (query) => query.queryKey.length > 1 });
    };
    return {
      user,
      loading: isPending,
      isAdmin: user?.role === 'ADMIN',
      signIn: async (form) => {
        await signInWithEmail(form);
        await refreshUser();
      },
      signUp: async (form) => {
        const { token } = await signUpWithEmail(form);
        if (token) await refreshUser();
        return { signedIn: Boolean(token) };
      },
      signOut: async () => {
        await signOutSession();
        forgetUser();
      },
      forgetUser,
      sessionEndedHere: () => endedHere.current,
      requestReset: async (email) => {
        await requestPasswordReset(email);
      },
      resetPassword: async (newPassword, token) => {
        await resetPasswordWithToken(newPassword, token);
      },
    };
  }, [user, isPending, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
