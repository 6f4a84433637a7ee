import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../common/api';
import { clientUser } from '../../test/fixtures';
import { mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { useAuth } from './auth-context';
import { RequireAdmin } from './require-admin';
import { RequireUser } from './require-user';

const member: Me = clientUser;

/** A signed-in page whose button ends the session in this browser, as Delete Account does. */
function DeleteHere() {
  const { forgetUser } = useAuth();
  return <button type="button" onClick={forgetUser}>Deleted</button>;
}

function renderGuarded(me: MockReply | (() => Promise<MockReply>), path: string) {
  mockFetch({ 'GET /api/me': me });
  return renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>Admin area</p> }] },
      { element: <RequireUser />, children: [{ path: '/dashboard', element: <p>My dashboard</p> }, { path: '/settings', element: <DeleteHere /> }] },
    ],
    { path },
  );
}

describe('RequireAdmin', () => {
  it('shows a spinner while authentication loads', () => {
    renderGuarded(() => new Promise(() => {}), '/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
  });

  it('sends a signed-out visitor home', async () => {
    const { router } = renderGuarded(signedOut, '/admin');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Access Denied to a signed-in non-admin, whose Go Back leads home when there is no history', async () => {
    const user = userEvent.setup();
    const { router } = renderGuarded({ body: member }, '/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/restricted to administrators/)).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets an admin in', async () => {
    renderGuarded({ body: { ...member, role: 'ADMIN' } }, '/admin');
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });
});

describe('RequireUser', () => {
  it('sends a signed-out visitor to the sign-in entry, remembering the page', async () => {
    const { router } = renderGuarded(signedOut, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?signin=true');
    expect(router.state.location.state).toEqual({ returnTo: '/dashboard' });
  });

  it('lets a signed-in user in', async () => {
    renderGuarded({ body: member }, '/dashboard');
    expect(await screen.findByText('My dashboard')).toBeInTheDocument();
  });

  it('sends a user whose session ended in this browser home, not to the sign-in entry', async () => {
    const { router } = renderGuarded({ body: member }, '/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Deleted' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toBeNull();
  });
});
