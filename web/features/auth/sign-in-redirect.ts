// `/?signin=true` is the sign-in entry point (SPEC.md section 2). A guard that sends a visitor there passes
// the page they wanted in the navigation state, so signing in can bring them back.
export const SIGN_IN_PATH = '/?signin=true';

export interface SignInRedirectState {
  returnTo: string;
}

export function readReturnTo(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'returnTo' in state && typeof state.returnTo === 'string') {
    return state.returnTo;
  }
  return undefined;
}
