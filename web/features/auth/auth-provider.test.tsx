import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../common/api';
import { clientUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const ada: Me = clientUser;

function Account() {
  const { user, signOut } = useAuth();
  const orders = useQuery({ queryKey: ['me', 'orders'], queryFn: () => Promise.resolve(['order-1']), enabled: Boolean(user) });
  return (
    <div>
      <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
      <p>{orders.data ? `Orders: ${orders.data.length}` : 'No orders'}</p>
      <button onClick={() => void signOut()}>Sign out</button>
    </div>
  );
}

describe('AuthProvider', () => {
  it("signing out posts {} to better-auth and drops the user's cached data", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'GET /api/me': { body: ada }, 'POST /api/auth/sign-out': { body: { success: true } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Account />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Orders: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByText('Signed out')).toBeInTheDocument());
    expect(requests.find((r) => r.url === '/api/auth/sign-out')?.body).toEqual({});
    expect(queryClient.getQueryData(['me', 'orders'])).toBeUndefined();
  });

  it('tells a developer who uses it outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Account />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
