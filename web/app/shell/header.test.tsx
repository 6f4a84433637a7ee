import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../common/api';
import { adminUser } from '../../test/fixtures';
import { AuthModalProvider } from '../../features/auth/auth-modal-provider';
import { mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { Header } from './header';

const admin: Me = adminUser;

function renderHeader(me: MockReply) {
  const server = mockFetch({ 'GET /api/me': me, 'GET /api/content': { body: { items: [] } } });
  const view = renderWithProviders(
    <AuthModalProvider>
      <Header />
    </AuthModalProvider>,
  );
  return { ...view, ...server };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('shows the public links and Sign In to a visitor', async () => {
    renderHeader(signedOut);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Browse Data', '/marketplace'],
      ['Lead Generation', '/lead-generation'],
      ['Pricing', '/pricing'],
      ['For Business', '/for-business'],
      ['Developers', '/developers'],
      ['Resources', '/resources'],
      ['Support', '/support'],
    ]) {
      expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(mainNav()).queryByRole('link', { name: 'Lead Import' })).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds Lead Import, Admin with content refresh, and the account menu for an admin', async () => {
    const user = userEvent.setup();
    const { requests } = renderHeader({ body: admin });
    expect(await within(mainNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(mainNav()).getByRole('link', { name: 'Lead Import' })).toHaveAttribute('href', '/lead-import');
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();

    const contentLoads = () => requests.filter((r) => r.url === '/api/content').length;
    const before = contentLoads();
    await user.click(within(mainNav()).getByRole('button', { name: 'Refresh content' }));
    expect(await screen.findByText('Content refreshed')).toBeInTheDocument();
    expect(contentLoads()).toBe(before + 1);
  });

  it('searches the marketplace on Enter, or opens it plain when the box is empty', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader(signedOut);
    const search = within(screen.getByRole('banner')).getAllByRole('searchbox', { name: 'Search datasets' })[0]!;
    await user.type(search, '  life insurance {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('life insurance');

    await user.clear(search);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/marketplace');
  });

  it('opens the sign-in modal from the Sign In button', async () => {
    const user = userEvent.setup();
    renderHeader(signedOut);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
