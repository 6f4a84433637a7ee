// The access table (access-rules.ts) checked as a whole, generated from the OpenAPI document the app serves: every
// route has a rule and every rule a route; each route answers each caller as its rule says (signed out, a client, an
// administrator; a team's owner, admin and member by the rule's team permission; API keys with and without the scope,
// expired, revoked, or made by a member since removed); and, walking every GET route a team member or a key can call,
// a held lead's contact details and a removed member's former team never appear in an answer.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../common/api-keys';
import { TEAM_PERMISSIONS, TEAM_ROLES, type TeamRole } from '../../../common/teams';
import { apiKeys, subscriptions } from '../../db/schema';
import { ADMIN_ENV, signUpAdmin } from '../../test/admin-fixtures';
import { Client, createTestApp, type TestContext } from '../../test/harness';
import { jobsSettled, newConfig, person as lead, recharge } from '../../test/lead-fixtures';
import { teamFixtures, type Person } from '../../test/team-fixtures';
import { ACCESS_RULES, accessOf, PREFIX_RULES, type Access } from './access-rules';

let t: TestContext;
const { person, ownerWithTeam, joined, invite, del } = teamFixtures(() => t);
const UUID = '00000000-0000-4000-8000-000000000000';
type Route = { method: string; url: string };
const routeKey = (r: Route) => `${r.method} ${r.url}`;

/** Everything the checks call with: people in one team, an outsider, an administrator, keys in every state. */
let f: {
  admin: Client; outsider: Person; roles: Record<TeamRole, Person>; removed: Person;
  teamName: string; invitationId: string; ownerKeyId: string; removedKeyId: string;
  keys: { full: string; catalogOnly: string; expired: string; revoked: string; removedMember: string };
  configId: string; heldLead: { id: string; email: string; phone: string }; chargedLeadEmail: string;
};
/** The routes of the OpenAPI document (as Fastify registers them: `:param`). */
let routes: Route[];

async function newKey(who: Person, scopes: readonly string[] = API_KEY_SCOPES) {
  const res = await who.client.post('/api/api-keys', { name: `Access ${scopes.join(' ')}`, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string; apiKey: { id: string } }>();
}

beforeAll(async () => {
  // Facebook's webhook answers 503 (not configured) without an app secret: with one, it checks its signature.
  t = await createTestApp({ ...ADMIN_ENV, FACEBOOK_APP_SECRET: 'access-facebook-app-secret' });
  const db = t.database.db;
  const admin = (await signUpAdmin(t.app)).client;
  const outsider = await person();
  const { owner, teamId } = await ownerWithTeam();
  // Real-Time in the plan, so that a refusal of its settings is by role, not for want of the add-on.
  await db.update(subscriptions).set({ realtime: true }).where(eq(subscriptions.teamId, teamId));
  const teamName = `Access Team ${Math.random().toString(36).slice(2, 8)}`;
  expect((await owner.client.request({ method: 'PATCH', url: '/api/team', payload: { name: teamName } })).statusCode).toBe(200);
  const teamAdmin = await person();
  const member = await person();
  const removed = await person();
  await joined(owner, teamAdmin, 'admin');
  await joined(owner, member);
  await joined(owner, removed);
  await invite(owner, `pending-${Date.now()}@example.com`);
  const invitationId = (await owner.client.get('/api/team')).json().invitations[0].id as string;

  const ownerKey = await newKey(owner);
  const catalogOnly = await newKey(owner, ['catalog:read']);
  const expired = await newKey(owner);
  await db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(apiKeys.id, expired.apiKey.id));
  const revoked = await newKey(owner);
  expect((await del(owner, `/api/api-keys/${revoked.apiKey.id}`)).statusCode).toBe(200);
  const removedKey = await newKey(removed);
  expect((await del(owner, `/api/team/members/${removed.id}`)).statusCode).toBe(200);

  // The owner's leads: $10 pays two at $5, the third is held for want of funds.
  await recharge(owner.client, 10);
  const config = await newConfig(owner.client, { costPerLeadCents: 500 });
  const sent = [lead(901), lead(902), lead(903)];
  for (const l of sent) expect((await new Client(t.app).post(config.ingestPath, l)).statusCode).toBeLessThan(300);
  await jobsSettled(t.app);
  const listed = (await owner.client.get('/api/leads')).json().items as { id: string; email: string | null; held: boolean }[];
  const held = listed.filter((l) => l.held);
  expect(held, JSON.stringify(listed)).toHaveLength(1);
  const shown = new Set(listed.map((l) => l.email));
  const heldLead = sent.find((l) => !shown.has(l.email))!;
  const charged = sent.find((l) => shown.has(l.email))!;

  f = {
    admin, outsider, roles: { owner, admin: teamAdmin, member }, removed, teamName, invitationId,
    ownerKeyId: ownerKey.apiKey.id, removedKeyId: removedKey.apiKey.id,
    keys: { full: ownerKey.key, catalogOnly: catalogOnly.key, expired: expired.key, revoked: revoked.key, removedMember: removedKey.key },
    configId: config.id, heldLead: { id: held[0]!.id, email: heldLead.email, phone: heldLead.phone }, chargedLeadEmail: charged.email,
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') })));
}, 120_000);
afterAll(async () => { await t?.close(); });

/** A path parameter: the fixtures' own rows where a route reads one, else an id nothing has. */
function param(url: string, name: string): string {
  if (url.startsWith('/api/leads/:id')) return f.heldLead.id;
  if (url.startsWith('/api/lead-configs/:id')) return f.configId;
  if (url.startsWith('/api/team/invitations/:id')) return f.invitationId;
  if (url.startsWith('/api/team/members/:userId')) return f.roles.member.id;
  if (url === '/api/api-keys/:id') return f.ownerKeyId;
  if (url === '/api/api-keys/:id/take-over') return f.removedKeyId;
  if (name === 'slug') return 'no-such-dataset';
  if (name === 'key') return 'hero_title';
  if (name === 'name') return `${UUID}.png`;
  return UUID;
}
const filled = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => param(url, name));

/** Bodies that pass validation, for the routes whose service decides by team role (the refusal is what is checked). */
const ROLE_CHECKED_BODIES: Record<string, unknown> = {
  'PATCH /api/team': { name: 'Renamed by someone' },
  'POST /api/team/invitations': { email: 'another-invitee@example.com', role: 'member' },
  'DELETE /api/team/invitations/:id': undefined,
  'POST /api/team/invitations/:id/resend': {},
  'PATCH /api/team/members/:userId': { role: 'admin' },
  'POST /api/team/leave': {},
  'POST /api/subscription': { plan: 'professional' },
  'PUT /api/subscription': { plan: 'professional' },
  'POST /api/subscription/cancel': {},
  'POST /api/subscription/resume': {},
  'POST /api/subscription/pay-overdue': {},
  'PUT /api/realtime': { url: 'https://example.com/realtime', enabled: true },
  'POST /api/realtime/roll-secret': {},
  'POST /api/realtime/test': {},
  'POST /api/realtime/deliveries/:id/replay': {},
  'DELETE /api/api-keys/:id': undefined,
  'POST /api/api-keys/:id/take-over': {},
};
/** The codes a service refuses a role with. */
const ROLE_REFUSALS = ['FORBIDDEN', 'TEAM_FORBIDDEN', 'OWNER_ONLY'];

function request(route: Route, extra: Partial<InjectOptions> = {}): InjectOptions {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return { method: route.method as InjectOptions['method'], url: filled(route.url), ...(hasBody ? { payload: { junk: true } } : {}), ...extra };
}
const withKey = (route: Route, key: string) => t.app.inject(request(route, { headers: { authorization: `Bearer ${key}` } }));
const ruleOf = (route: Route): Access => accessOf(route.method, route.url)!;

describe('the access table', () => {
  it('has a rule for every route of the OpenAPI document and the app, and no rule for a route that is not there', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => !accessOf(r.method, r.url)).map(routeKey)).toEqual([]);
    const registered = new Set(t.app.routeTable.map(routeKey));
    // Stripe's webhook is registered only with Stripe's keys (payments/stripe.test.ts calls it).
    expect(Object.keys(ACCESS_RULES).filter((k) => !registered.has(k))).toEqual(['POST /api/webhooks/stripe']);
    for (const [prefix] of PREFIX_RULES) expect(t.app.routeTable.some((r) => r.url.startsWith(prefix)), prefix).toBe(true);
  });

  it('answers 401 signed out wherever a session is needed, before reading the request', async () => {
    const visitor = new Client(t.app);
    const guarded = routes.filter((r) => ['signed-in', 'admin', 'signed-in or link'].includes(ruleOf(r).who));
    expect(guarded.length).toBeGreaterThan(100);
    for (const route of guarded) {
      const res = await visitor.request(request(route));
      expect(res.statusCode, `${routeKey(route)} signed out`).toBe(401);
    }
  });

  it('lets anyone through the public routes, and refuses a request without its proof on the proof routes', async () => {
    const visitor = new Client(t.app);
    for (const route of routes.filter((r) => ruleOf(r).who === 'anyone')) {
      const res = await visitor.request(request(route));
      expect([401, 403], `${routeKey(route)} signed out: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${routeKey(route)} signed out`).toBeLessThan(500);
    }
    for (const route of routes.filter((r) => ruleOf(r).who === 'proof')) {
      const res = await visitor.request(request(route));
      expect(res.statusCode, `${routeKey(route)} without its proof: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${routeKey(route)} without its proof`).toBeLessThan(500);
    }
  });

  it('admits a client to the signed-in routes and refuses them the admin ones; admits an administrator to both', async () => {
    for (const route of routes) {
      const who = ruleOf(route).who;
      if (who === 'admin') {
        const refused = await f.outsider.client.request(request(route));
        expect(refused.statusCode, `${routeKey(route)} as a client`).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
      if (who === 'admin' || who === 'signed-in' || who === 'signed-in or link') {
        const res = await f.admin.request(request(route));
        expect(res.statusCode, `${routeKey(route)} as an administrator: ${res.body.slice(0, 200)}`).not.toBe(401);
        if (who === 'admin') expect(res.statusCode, `${routeKey(route)} as an administrator`).not.toBe(403);
      }
      if (who === 'signed-in' || who === 'signed-in or link') {
        const res = await f.outsider.client.request(request(route));
        expect(res.statusCode, `${routeKey(route)} as a client`).not.toBe(401);
      }
    }
  });

  it('refuses each team role what its permissions do not allow, by the rule\'s permission', async () => {
    const roleChecked = routes.filter((r) => { const rule = ruleOf(r); return rule.who === 'signed-in' && rule.team; });
    expect(roleChecked.map(routeKey).sort()).toEqual(Object.keys(ROLE_CHECKED_BODIES).sort());
    let refusals = 0;
    for (const route of roleChecked) {
      const rule = ruleOf(route) as Extract<Access, { who: 'signed-in' }>;
      for (const role of TEAM_ROLES.filter((r) => !TEAM_PERMISSIONS[r][rule.team!])) {
        const body = ROLE_CHECKED_BODIES[routeKey(route)];
        const res = await f.roles[role].client.request({ method: route.method as InjectOptions['method'], url: filled(route.url), ...(body === undefined ? {} : { payload: body as object }) });
        expect(res.statusCode, `${routeKey(route)} as the team's ${role}: ${res.body.slice(0, 200)}`).toBe(403);
        expect(ROLE_REFUSALS, `${routeKey(route)} as the team's ${role}`).toContain(res.json().error.code);
        refusals++;
      }
    }
    // Every permission is refused to some role: the member alone lacks six.
    expect(refusals).toBeGreaterThanOrEqual(roleChecked.length);
  });

  it('admits a current member\'s key with the scope, and refuses no key, a session, a missing scope, an expired, a revoked and a removed member\'s key', async () => {
    const keyed = routes.filter((r) => ruleOf(r).who === 'key');
    expect(keyed.length).toBeGreaterThanOrEqual(6);
    for (const route of keyed) {
      const { scope } = ruleOf(route) as Extract<Access, { who: 'key' }>;
      const label = routeKey(route);
      expect((await t.app.inject(request(route))).statusCode, `${label} without a key`).toBe(401);
      expect((await f.roles.owner.client.request(request(route))).statusCode, `${label} with a session`).toBe(401);
      expect([401, 403], `${label} with the owner's key`).not.toContain((await withKey(route, f.keys.full)).statusCode);
      expect((await withKey(route, f.keys.catalogOnly)).statusCode, `${label} with a catalog:read key`).toBe(scope === 'catalog:read' ? 200 : 403);
      for (const state of ['expired', 'revoked', 'removedMember'] as const) {
        expect((await withKey(route, f.keys[state])).statusCode, `${label} with a ${state} key`).toBe(401);
      }
    }
  });
});

describe('what no caller reads', () => {
  const readable = () => routes.filter((r) => r.method === 'GET' && ['signed-in', 'key'].includes(ruleOf(r).who));

  it('a held lead\'s e-mail and phone appear in no answer to the team\'s owner, admin, member or keys', async () => {
    const owner = f.roles.owner;
    // The charged lead is shown in full to its owner: the walk reaches the answers that hold leads.
    expect((await owner.client.get('/api/leads')).body).toContain(f.chargedLeadEmail);
    let answers = 0;
    for (const route of readable()) {
      const callers = ruleOf(route).who === 'key'
        ? [() => withKey(route, f.keys.full)]
        : Object.values(f.roles).map((p) => () => p.client.request(request(route)));
      for (const call of callers) {
        const res = await call();
        answers++;
        // The phone as sent (national digits) and as stored (E.164).
        for (const secret of [f.heldLead.email, f.heldLead.phone, `+1${f.heldLead.phone}`]) expect(res.body, `${routeKey(route)} shows ${secret}`).not.toContain(secret);
      }
    }
    expect(answers).toBeGreaterThan(100);
  });

  it('a removed member reads nothing of their former team, by session or by the key they made there', async () => {
    for (const route of readable()) {
      const res = ruleOf(route).who === 'key' ? await withKey(route, f.keys.removedMember) : await f.removed.client.request(request(route));
      for (const secret of [f.teamName, f.chargedLeadEmail, f.roles.owner.email]) expect(res.body, `${routeKey(route)} shows ${secret}`).not.toContain(secret);
    }
  });
});
