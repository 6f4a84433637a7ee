import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../common/api';
import { adminOrderRow, adminStats, adminUserRow } from '../test/admin-fixtures';
import { clientUser } from '../test/fixtures';
import { apiError, mockFetch, signedOut, type MockReply } from '../test/mock-fetch';
import { renderRoutes } from '../test/render';
import { appRoutes } from './routes';
import { INTRO_SEEN_KEY } from './shell/intro-flag';

const ada: Me = { ...clientUser, emailVerified: false };

function renderApp(path: string, routes: Record<string, MockReply | (() => MockReply)> = {}) {
  const server = mockFetch({ 'GET /api/me': signedOut, 'GET /api/content': { body: { items: [] } }, ...routes });
  return { ...server, ...renderRoutes(appRoutes, { path }) };
}

beforeEach(() => localStorage.setItem(INTRO_SEEN_KEY, 'true'));

describe('app routes', () => {
  it('home: hero, calls to action, stats, and a search that goes to the marketplace', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', {
      'GET /api/stats': { body: { totalDatasets: 512, activeProviders: 14, totalDownloads: 98_765, totalRecords: 3_400_000, activeCategories: 9, activeUsers: 1_234 } },
    });
    expect(await screen.findByRole('heading', { name: 'Premium Insurance Data & Leads Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse Datasets/ })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    const stats = screen.getByRole('region', { name: 'Marketplace statistics' });
    // Counted by the server (GET /api/stats), not typed-in claims.
    expect(await within(stats).findByText('1,234')).toBeInTheDocument();
    for (const text of ['Active Users', '512', 'Premium Datasets', '3.4M', 'Records Available']) {
      expect(within(stats).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search datasets, leads, categories...'), '  medicare  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(router.state.location.search).toBe('?search=medicare');
  });

  it('shows a 404 page for a path that is not routed', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('the footer API Reference opens the data API page, for visitors too', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'API Reference' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data API' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/developers');
  });

  it('the footer links its pages, the API reference and the data usage policy', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const href of ['/marketplace', '/lead-generation', '/pricing', '/about', '/support', '/contact', '/resources', '/privacy', '/terms']) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    expect(within(footer).getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/developers');
    expect(within(footer).getByRole('link', { name: 'TCPA Compliance' })).toHaveAttribute('href', '/legal/data-usage#tcpa');
    expect(within(footer).getByRole('link', { name: 'Data Protection' })).toHaveAttribute('href', '/legal/data-usage#security');
  });

  it('dev mailbox lists messages with their links', async () => {
    renderApp('/dev/mailbox', {
      'GET /api/dev/mailbox': {
        body: {
          messages: [
            { id: 'm1', to: 'ada@example.com', subject: 'Reset your password', text: 'Use the link.', link: 'http://localhost/api/auth/reset-password/abc', kind: 'password-reset', status: 'sent', createdAt: '2026-01-02T03:04:05.000Z' },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /reset-password\/abc/ })).toHaveAttribute('href', 'http://localhost/api/auth/reset-password/abc');
  });

  it('dev mailbox is a 404 when the server has none (production)', async () => {
    renderApp('/dev/mailbox', { 'GET /api/dev/mailbox': apiError(404, 'NOT_FOUND', 'Not found') });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('admin dashboard shows a spinner, then the stat cards', async () => {
    renderApp('/admin', {
      'GET /api/me': { body: { ...ada, role: 'ADMIN' } },
      'GET /api/admin/overview': { body: { stats: adminStats(), recentOrders: [adminOrderRow()], recentUsers: [adminUserRow()] } },
    });
    expect(await screen.findByText('Loading admin dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('$987,654.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('dashboard welcomes the user by first name with their account details', async () => {
    renderApp('/dashboard', {
      'GET /api/me': { body: { ...ada, createdAt: '2025-03-04T12:00:00.000Z' } },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(info).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(info).getByText('Client')).toBeInTheDocument();
    expect(within(info).getByText('Unverified')).toBeInTheDocument();
    expect(await within(info).findByText('March 4, 2025')).toBeInTheDocument();
  });

  it('a signed-out visit to the dashboard opens sign-in and returns there afterwards', async () => {
    let signedIn = false;
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', {
      'GET /api/me': () => (signedIn ? { body: ada } : signedOut),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { token: 't' } };
      },
      'GET /api/auth/get-session': { body: null },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it('?verified=1 toasts success and tidies the URL', async () => {
    const { router } = renderApp('/?verified=1');
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a failed verification link toasts an error', async () => {
    renderApp('/?verified=1&error=TOKEN_EXPIRED');
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
  });
});
