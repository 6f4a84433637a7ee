import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { AuthModalProvider } from './auth-modal-provider';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(path: string, reset: MockReply = { body: { status: true } }) {
  const server = mockFetch({ 'GET /api/me': signedOut, 'POST /api/auth/reset-password': reset });
  renderWithProviders(
    <AuthModalProvider>
      <ResetPasswordPage />
    </AuthModalProvider>,
    { path },
  );
  return server;
}

const INVALID = 'This reset link is invalid or has expired.';

describe('ResetPasswordPage', () => {
  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])('%s says the link is invalid and offers a new one', async (path) => {
    const user = userEvent.setup();
    renderPage(path);
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a New Link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('sets the new password with the token, then links to sign in', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage('/reset-password?token=tok123');
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?signin=true');
    expect(requests.find((r) => r.url === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'brand-new-pw',
      token: 'tok123',
    });
  });

  it('requires at least 6 characters', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage('/reset-password?token=tok123');
    await user.type(screen.getByLabelText('New Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(requests.some((r) => r.url === '/api/auth/reset-password')).toBe(false);
  });

  it('turns a rejected token into the invalid-link message', async () => {
    const user = userEvent.setup();
    renderPage('/reset-password?token=old', apiError(400, 'INVALID_TOKEN', 'Invalid token'));
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pw');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });
});
