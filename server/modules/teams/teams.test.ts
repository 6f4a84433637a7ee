import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, teamInvitations, teamMembers, teams } from '../../db/schema';
import { ADMIN_ENV, signUpAdmin } from '../../test/admin-fixtures';
import { Client, createTestApp, type TestContext } from '../../test/harness';
import { teamFixtures, type Person } from '../../test/team-fixtures';
import { memberCount } from './team-membership';

let t: TestContext;

beforeAll(async () => { t = await createTestApp(ADMIN_ENV); });
afterAll(async () => { await t?.close(); });

const { person, plan, ownerWithTeam, invitationToken, invite, joined, patch, del: remove } = teamFixtures(() => t);

describe('invitations', () => {
  it('e-mails a link that the invited address accepts, sharing the team', async () => {
    const { owner, teamId } = await ownerWithTeam();
    await patch(owner, '/api/team', { name: 'Acme Data' }).then((r) => expect(r.statusCode, r.body).toBe(200));
    const guest = await person();
    const res = await owner.client.post('/api/team/invitations', { email: guest.email.toUpperCase(), role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invitations).toMatchObject([{ email: guest.email, role: 'admin', expired: false }]);

    const { token, mail } = await invitationToken(guest.email);
    expect(mail.subject).toContain('Acme Data');
    expect(mail.text).toContain('Jane Doe invited you');
    expect(mail.text).toMatch(/expires on .* \(in 7 days\)/);
    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, teamId));
    expect(row!.tokenHash).not.toContain(token);

    const preview = await new Client(t.app).get(`/api/team/invitations/preview?token=${token}`);
    expect(preview.json()).toMatchObject({ teamName: 'Acme Data', invitedBy: 'Jane Doe', email: guest.email, role: 'admin', expired: false, closed: false });

    const join = await guest.client.post('/api/team/join', { token });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json()).toMatchObject({ id: teamId, name: 'Acme Data', myRole: 'admin', seats: 2, invitations: [], teamManagement: true });
    expect(await memberCount(t.database.db, teamId)).toBe(2);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, teamId));
    expect(actions.map((a) => a.action).sort()).toEqual(['team.invite', 'team.join', 'team.rename']);
  });

  it('needs the Team Management add-on on the live plan, and says where to add it', async () => {
    const owner = await person();
    const noPlan = await owner.client.post('/api/team/invitations', { email: 'someone@example.com', role: 'member' });
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().error).toMatchObject({ code: 'TEAM_MANAGEMENT_REQUIRED' });
    expect(noPlan.json().error.message).toContain('Billing & Plans');
    await plan((await owner.client.get('/api/team')).json().id, false);
    expect((await owner.client.post('/api/team/invitations', { email: 'someone@example.com', role: 'member' })).statusCode).toBe(403);
    expect((await owner.client.get('/api/team')).json()).toMatchObject({ teamManagement: false, seats: 1, myRole: 'owner', personal: true });
  });

  it('refuses inviting yourself, a member, or an address with an open invitation', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    expect((await owner.client.post('/api/team/invitations', { email: owner.email, role: 'member' })).statusCode).toBe(422);
    expect((await owner.client.post('/api/team/invitations', { email: mate.email, role: 'member' })).json().error.code).toBe('TEAM_ALREADY_MEMBER');
    await invite(owner, 'twice@example.com');
    expect((await owner.client.post('/api/team/invitations', { email: 'twice@example.com', role: 'admin' })).statusCode).toBe(409);
  });

  it('refuses a wrong address, an expired, a used and a revoked invitation', async () => {
    const { owner } = await ownerWithTeam();
    const guest = await person();
    const stranger = await person();
    const token = await invite(owner, guest.email);
    const wrong = await stranger.client.post('/api/team/join', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'INVITATION_OTHER_EMAIL' });
    expect((await stranger.client.post('/api/team/join', { token: 'no-such-token' })).statusCode).toBe(404);
    expect((await new Client(t.app).post('/api/team/join', { token })).statusCode).toBe(401);

    await t.database.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.email, guest.email));
    expect((await new Client(t.app).get(`/api/team/invitations/preview?token=${token}`)).json().expired).toBe(true);
    const expired = await guest.client.post('/api/team/join', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('INVITATION_EXPIRED');

    // Resending makes a new link: the old one no longer works, the new one does, once.
    const [inv] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, guest.email));
    expect((await owner.client.post(`/api/team/invitations/${inv!.id}/resend`)).statusCode).toBe(200);
    const fresh = (await invitationToken(guest.email)).token;
    expect(fresh).not.toBe(token);
    expect((await guest.client.post('/api/team/join', { token })).statusCode).toBe(404);
    expect((await guest.client.post('/api/team/join', { token: fresh })).statusCode).toBe(200);
    const reused = await guest.client.post('/api/team/join', { token: fresh });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('INVITATION_USED');

    const other = await person();
    const revokedToken = await invite(owner, other.email);
    const open = (await owner.client.get('/api/team')).json().invitations.find((i: { email: string }) => i.email === other.email);
    expect((await remove(owner, `/api/team/invitations/${open.id}`)).statusCode).toBe(200);
    const revoked = await other.client.post('/api/team/join', { token: revokedToken });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error.code).toBe('INVITATION_REVOKED');
  });

  it('refuses the owner of a team with other members or a live plan, saying what to do', async () => {
    const a = await ownerWithTeam();
    const b = await ownerWithTeam();
    const mate = await person();
    await joined(a.owner, mate);
    const token = await invite(b.owner, a.owner.email);
    const res = await a.owner.client.post('/api/team/join', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'TEAM_OWNER_CANNOT_JOIN', message: expect.stringContaining('Billing & Plans') });
    // Alone, but with a plan: refused too.
    const c = await ownerWithTeam();
    const planned = await c.owner.client.post('/api/team/join', { token: await invite(b.owner, c.owner.email) });
    expect(planned.json().error.code).toBe('TEAM_OWNER_CANNOT_JOIN');
  });

  it('makes one membership of two accepts of one invitation at once', async () => {
    const { owner, teamId } = await ownerWithTeam();
    const guest = await person();
    const token = await invite(owner, guest.email);
    const results = await Promise.all([guest.client.post('/api/team/join', { token }), guest.client.post('/api/team/join', { token })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, guest.id));
    expect(rows).toEqual([expect.objectContaining({ teamId, role: 'member' })]);
    expect(await memberCount(t.database.db, teamId)).toBe(2);
  });
});

describe('roles', () => {
  let owner: Person;
  let admin: Person;
  let member: Person;
  let other: Person;
  beforeAll(async () => {
    ({ owner } = await ownerWithTeam());
    [admin, member, other] = [await person(), await person(), await person()];
    await joined(owner, admin, 'admin');
    await joined(owner, member);
    await joined(owner, other);
  });
  const del = (by: Person, userId: string) => remove(by, `/api/team/members/${userId}`);

  it('a member can neither invite, rename, remove nor change roles', async () => {
    expect((await member.client.post('/api/team/invitations', { email: 'x@example.com', role: 'member' })).statusCode).toBe(403);
    expect((await patch(member, '/api/team', { name: 'Mine' })).statusCode).toBe(403);
    expect((await del(member, other.id)).statusCode).toBe(403);
    expect((await patch(member, `/api/team/members/${other.id}`, { role: 'admin' })).statusCode).toBe(403);
  });

  it('an admin invites and removes members, but not an admin or the owner, and changes no roles', async () => {
    expect((await admin.client.post('/api/team/invitations', { email: 'by-admin@example.com', role: 'member' })).statusCode).toBe(201);
    expect((await del(admin, owner.id)).statusCode).toBe(403);
    expect((await patch(admin, `/api/team/members/${member.id}`, { role: 'admin' })).statusCode).toBe(403);
    const second = await person();
    await joined(owner, second, 'admin');
    expect((await del(admin, second.id)).statusCode).toBe(403);
    const removed = await del(admin, other.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { userId: string }) => m.userId)).not.toContain(other.id);
    expect((await other.client.get('/api/team')).json()).toMatchObject({ myRole: 'owner', personal: true, seats: 1 });
  });

  it('only the owner changes roles, never their own', async () => {
    const res = await patch(owner, `/api/team/members/${member.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.find((m: { userId: string }) => m.userId === member.id).role).toBe('admin');
    expect((await patch(owner, `/api/team/members/${owner.id}`, { role: 'member' })).statusCode).toBe(403);
    expect((await patch(owner, `/api/team/members/${member.id}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await del(owner, owner.id)).statusCode).toBe(403);
    expect((await owner.client.post('/api/team/leave')).statusCode).toBe(403);
  });
});

describe('leaving', () => {
  it('returns a member to their personal team, the same one each time', async () => {
    const { owner, teamId } = await ownerWithTeam();
    const mate = await person();
    const personal = (await mate.client.get('/api/team')).json().id;
    await joined(owner, mate);
    const res = await mate.client.post('/api/team/leave');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: personal, myRole: 'owner', personal: true });
    expect(await memberCount(t.database.db, teamId)).toBe(1);
    const [team] = await t.database.db.select().from(teams).where(eq(teams.id, personal));
    expect(team!.personalFor).toBe(mate.id);
  });
});

describe('deleting an account', () => {
  it('frees a member\'s seat, and refuses the owner of a team with other members', async () => {
    const { owner, teamId } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const refused = await owner.client.post('/api/account/delete', { confirmEmail: owner.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TEAM_HAS_MEMBERS');
    expect((await mate.client.post('/api/account/delete', { confirmEmail: mate.email })).statusCode).toBe(204);
    expect(await memberCount(t.database.db, teamId)).toBe(1);
    expect((await owner.client.post('/api/account/delete', { confirmEmail: owner.email })).statusCode).toBe(204);
  });
});

describe('GET /api/admin/teams', () => {
  it('lists teams with their owner, members and live plan, for admins only', async () => {
    const { owner, teamId } = await ownerWithTeam();
    await patch(owner, '/api/team', { name: 'Zebra Analytics' });
    await joined(owner, await person());
    const admin = (await signUpAdmin(t.app)).client;
    const res = await admin.get('/api/admin/teams?search=zebra');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1, items: [{ id: teamId, name: 'Zebra Analytics', ownerEmail: owner.email, members: 2, plan: { id: 'starter', status: 'active', teamSeats: true } }],
    });
    expect((await admin.get(`/api/admin/teams?search=${encodeURIComponent(owner.email)}&shared=true`)).json().total).toBe(1);
    const single = await person();
    expect((await admin.get(`/api/admin/teams?search=${encodeURIComponent(single.email)}`)).json().total).toBe(0);
    await single.client.get('/api/team');
    expect((await admin.get(`/api/admin/teams?search=${encodeURIComponent(single.email)}`)).json().items).toMatchObject([{ members: 1, plan: null }]);
    expect((await admin.get(`/api/admin/teams?search=${encodeURIComponent(single.email)}&shared=true`)).json().total).toBe(0);
    expect((await owner.client.get('/api/admin/teams')).statusCode).toBe(403);
  });
});
