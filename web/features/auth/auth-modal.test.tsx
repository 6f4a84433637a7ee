import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../common/api';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { useAuthModal } from './auth-modal-context';
import { AuthModalProvider } from './auth-modal-provider';
import { RESET_SENT_MESSAGE } from './reset-request-form';
import { SIGN_IN_CLOSE_DELAY_MS } from './sign-in-form';
import { SIGN_UP_SWITCH_DELAY_MS } from './sign-up-form';

const ada: Me = clientUser;
const config = { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: true, requireEmailVerification: true };

/** The server as the modal sees it; `me` answers 401 until a sign-in succeeds. */
function mockServer(overrides: Record<string, MockReply> = {}) {
  let signedIn = false;
  return mockFetch({
    'GET /api/content': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
    'GET /api/config': { body: config },
    'GET /api/me': () => (signedIn ? { body: ada } : signedOut),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return { body: { token: 't', user: ada } };
    },
    ...overrides,
  });
}

function OpenButton() {
  const { open } = useAuthModal();
  return <button onClick={() => open()}>Open modal</button>;
}

function renderModal() {
  return renderWithProviders(
    <AuthModalProvider>
      <OpenButton />
    </AuthModalProvider>,
  );
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open modal' }));
  return screen.findByRole('dialog');
}

const form = (dialog: HTMLElement) => {
  const element = dialog.querySelector('form');
  if (!element) throw new Error('no form in the dialog');
  return element;
};

afterEach(() => vi.useRealTimers());

describe('sign-in / sign-up / reset modal', () => {
  it('opens in sign-in mode with the titles from the content store', async () => {
    mockServer();
    const user = userEvent.setup();
    renderModal();
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to access premium insurance leads')).toBeInTheDocument();
  });

  it('switching modes clears the form and the message', async () => {
    mockServer({ 'POST /api/auth/sign-in/email': apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password') });
    const user = userEvent.setup();
    renderModal();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog).getByText('Buy verified data and import your leads in one account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets to sign-in each time it opens', async () => {
    mockServer();
    const user = userEvent.setup();
    renderModal();
    let dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(within(dialog).getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openModal(user);
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('marks the sign-up fields required, the e-mail as type=email, and can show the password', async () => {
    mockServer();
    const user = userEvent.setup();
    renderModal();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  describe('sign-up validation (SPEC.md section 5)', () => {
    async function openSignUp() {
      const { requests } = mockServer();
      const user = userEvent.setup();
      renderModal();
      const dialog = await openModal(user);
      await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      return { user, dialog, requests };
    }

    it('requires e-mail and password', async () => {
      const { dialog, requests } = await openSignUp();
      // The browser's own `required` check would stop this submit first; the form's check is the backstop.
      fireEvent.submit(form(dialog));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email and password are required');
      expect(requests.some((r) => r.url.includes('/sign-up'))).toBe(false);
    });

    it('requires non-blank first and last names', async () => {
      const { user, dialog } = await openSignUp();
      await user.type(within(dialog).getByLabelText('First Name'), '   ');
      await user.type(within(dialog).getByLabelText('Last Name'), '   ');
      await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'secret123');
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('First name and last name are required');
    });

    it('requires a password of at least 6 characters', async () => {
      const { user, dialog } = await openSignUp();
      await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
      await user.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
      await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
      await user.type(within(dialog).getByLabelText('Password'), '12345');
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    });
  });

  describe('server errors (SPEC.md section 8)', () => {
    it.each([
      ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 'Invalid email or password. Please check your credentials and try again.'],
      ['EMAIL_NOT_VERIFIED', 'Email not verified', 'Please check your email and click the confirmation link before signing in.'],
      ['BANNED_USER', 'This account has been suspended.', 'This account has been suspended.'],
    ])('sign-in %s shows the mapped message', async (code, serverMessage, shown) => {
      mockServer({ 'POST /api/auth/sign-in/email': apiError(401, code, serverMessage) });
      const user = userEvent.setup();
      renderModal();
      const dialog = await openModal(user);
      await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'secret123');
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
    });

    it('sign-up with an existing e-mail suggests signing in', async () => {
      mockServer({ 'POST /api/auth/sign-up/email': apiError(422, 'USER_ALREADY_EXISTS', 'User already exists') });
      const user = userEvent.setup();
      renderModal();
      const dialog = await openModal(user);
      await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
      await user.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
      await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'secret123');
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'An account with this email already exists. Try signing in instead.',
      );
    });
  });

  it('signs in, says so, and closes after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = mockServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderModal();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByLabelText('Email'), '  ada@example.com ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByText('Signed in successfully! Welcome back.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      callbackURL: '/?verified=1',
    });
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeDisabled();

    act(() => { vi.advanceTimersByTime(SIGN_IN_CLOSE_DELAY_MS - 100); });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(100); });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs up, asks to check the e-mail, and switches to sign-in after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = mockServer({ 'POST /api/auth/sign-up/email': { body: { token: null, user: ada } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderModal();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByText(/Please check your email/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/sign-up/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      callbackURL: '/?verified=1',
    });

    act(() => { vi.advanceTimersByTime(SIGN_UP_SWITCH_DELAY_MS); });
    expect(await within(dialog).findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('reset asks for a link and says it was sent', async () => {
    const { requests } = mockServer({ 'POST /api/auth/request-password-reset': { body: { status: true } } });
    const user = userEvent.setup();
    renderModal();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
  });

  it('opens for /?signin=true and removes the parameter', async () => {
    mockServer();
    const { router } = renderRoutes([{ path: '/', element: <AuthModalProvider><p>Home</p></AuthModalProvider> }], {
      path: '/?signin=true',
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
