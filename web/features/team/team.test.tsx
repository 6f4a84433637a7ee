import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitationPreview, TeamRole, TeamView } from '../../../common/teams';
import { clientUser } from '../../test/fixtures';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { JoinTeamPage } from './join-page';
import { TeamPage } from './team-page';

const member = (userId: string, name: string, role: TeamRole) => ({ userId, name, email: `${userId}@example.com`, role, joinedAt: '2026-11-01T10:00:00.000Z' });

/** Ada (the signed-in user, u1) with `role` in a team of four. */
const team = (role: TeamRole, o: Partial<TeamView> = {}): TeamView => ({
  id: 't1', name: 'Acme Data', myRole: role, personal: false, seats: 4, teamManagement: true,
  members: [
    member(role === 'owner' ? 'u1' : 'o1', role === 'owner' ? 'Ada Lovelace' : 'Olga Owner', 'owner'),
    ...(role === 'owner' ? [] : [member('u1', 'Ada Lovelace', role)]),
    member('a2', 'Alan Admin', 'admin'),
    member('m3', 'Mary Member', 'member'),
  ],
  invitations: [{ id: 'i1', email: 'new@example.com', role: 'member', invitedBy: 'Olga Owner', expiresAt: '2026-11-08T10:00:00.000Z', expired: false, createdAt: '2026-11-01T10:00:00.000Z' }],
  ...o,
});

function renderTeam(view: TeamView, routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, 'GET /api/team': { body: view }, ...routes });
  renderWithProviders(<TeamPage />, { path: '/account/team' });
  return server;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('TeamPage', () => {
  it('gives the owner role selects, Remove for everyone else, invitations and no Leave', async () => {
    renderTeam(team('owner'));
    await screen.findByRole('heading', { name: 'Acme Data' });
    expect(within(row('Alan Admin')).getByRole('combobox', { name: 'Role of Alan Admin' })).toHaveValue('admin');
    expect(within(row('Alan Admin')).getByRole('button', { name: 'Remove Alan Admin' })).toBeInTheDocument();
    expect(within(row('Mary Member')).getByRole('button', { name: 'Remove Mary Member' })).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Ada Lovelace')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the invitation to new@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
  });

  it('lets an admin remove members only, change no roles, and leave', async () => {
    renderTeam(team('admin'));
    await screen.findByRole('heading', { name: 'Acme Data' });
    expect(screen.queryAllByRole('combobox', { name: /^Role of/ })).toHaveLength(0);
    expect(within(row('Mary Member')).getByRole('button', { name: 'Remove Mary Member' })).toBeInTheDocument();
    expect(within(row('Alan Admin')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Olga Owner')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
  });

  it('shows a member the team and Leave, nothing else', async () => {
    renderTeam(team('member'));
    await screen.findByRole('heading', { name: 'Acme Data' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Team name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
  });

  it('tells the owner to add Team Management on Billing & Plans when it is off', async () => {
    renderTeam(team('owner', { teamManagement: false }));
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('link', { name: 'Billing & Plans' })).toHaveAttribute('href', '/account/billing');
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('sends an invitation with the chosen role', async () => {
    const { requests } = renderTeam(team('owner'), { 'POST /api/team/invitations': { status: 201, body: team('owner') } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'Bob@Example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ email: 'bob@example.com', role: 'admin' }));
  });
});

describe('JoinTeamPage', () => {
  const preview: InvitationPreview = {
    teamName: 'Acme Data', invitedBy: 'Olga Owner', email: 'ada@example.com', role: 'member', expiresAt: '2099-11-08T10:00:00.000Z', expired: false, closed: false,
  };

  it('asks a signed-out visitor to sign in first', async () => {
    mockFetch({ 'GET /api/me': signedOut, 'GET /api/content': { body: { items: [] } }, 'GET /api/team/invitations/preview': { body: preview } });
    renderWithProviders(<JoinTeamPage />, { path: '/team/join?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Join Acme Data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/?signin=true');
  });

  it('joins with the link\'s token', async () => {
    const { requests } = mockFetch({
      'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } },
      'GET /api/team/invitations/preview': { body: preview }, 'POST /api/team/join': { body: team('member') },
    });
    renderWithProviders(<JoinTeamPage />, { path: '/team/join?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme Data' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ token: 'abc' }));
  });

  it('warns a user signed in with another address', async () => {
    mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, 'GET /api/team/invitations/preview': { body: { ...preview, email: 'bob@example.com' } } });
    renderWithProviders(<JoinTeamPage />, { path: '/team/join?token=abc' });
    expect(await screen.findByRole('note')).toHaveTextContent('You are signed in as ada@example.com. Sign in with bob@example.com');
  });

  it('says when the invitation has expired', async () => {
    mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, 'GET /api/team/invitations/preview': { body: { ...preview, expired: true } } });
    renderWithProviders(<JoinTeamPage />, { path: '/team/join?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
  });
});
