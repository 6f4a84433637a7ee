// The security review of issue 12: one regression test per finding, each failing on the code it was found in.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { datasetFiles, users } from '../../db/schema';
import { readSample } from '../catalog/sample';
import { DATASETS, rowSpecOf } from '../../seed/catalog-data';
import { datasetRows } from '../../seed/dataset-rows';
import { catalogBasics, storedDataset } from '../../test/admin-fixtures';
import { setUserStatus } from '../auth/accounts.service';
import { capturedLog, Client, createTestApp, newUser, PRODUCTION_ENV, signUp, TEST_ENCRYPTION_KEY, TEST_SECRET } from '../../test/harness';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** An app whose log lines are kept, to check what reaches the log. */
async function appWithLog(env: Record<string, string> = {}) {
  const { lines, logger } = capturedLog();
  const context = await createTestApp(env, { logger });
  return { ...context, lines };
}

let t: Awaited<ReturnType<typeof appWithLog>>;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => { t = await appWithLog(); app = t.app; database = t.database; });
afterAll(async () => { await t?.close(); });

const signIn = (client: Client, email: string, password: string, headers?: Record<string, string>) =>
  client.post('/api/auth/sign-in/email', { email, password }, headers);

describe('1. sign-in limits cannot be dodged', () => {
  it('a client rotating X-Forwarded-For behind the configured proxy still meets the limit', async () => {
    const behindProxy = await appWithLog({ ...PRODUCTION_ENV, TRUST_PROXY: '1' });
    try {
      const client = new Client(behindProxy.app);
      const statuses: number[] = [];
      // The proxy appends the address it saw; whatever the client put before it is the client's to invent.
      for (let i = 0; i < 15; i++) statuses.push((await signIn(client, 'nobody@example.com', 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await behindProxy.close();
    }
    // It starts a production app of its own (real password hashing, a database copied for it): over 30 s beside the
    // journeys in CI.
  }, 90_000);

  it('without TRUST_PROXY the header is ignored', async () => {
    const client = new Client(app);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn(client, 'nobody2@example.com', 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses).toContain(429);
  });

  it('an account is locked after repeated wrong passwords from any number of addresses, even for the right one', async () => {
    const { user } = await signUp(app);
    for (let i = 0; i < 10; i++) expect((await signIn(new Client(app), user.email, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await signIn(new Client(app), user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/too many/i);
  });
});

describe('2. the request log holds no password-reset token', () => {
  it('logs the reset link without its token', async () => {
    const token = 'reset-token-0123456789abcdef';
    await new Client(app).get(`/api/auth/reset-password/${token}?callbackURL=/`);
    const logged = t.lines.join('\n');
    expect(logged).toContain('/api/auth/reset-password/');
    expect(logged).not.toContain(token);
  });
});

describe('3. a NUL character is refused in words, never a 500, and no personal data reaches the error log', () => {
  it.each([
    ['GET', '/api/datasets/a%00b'],
    ['GET', '/api/datasets?search=medi%00care'],
    ['GET', '/api/downloads?search=%00'],
    ['GET', '/api/checkout?payment_intent=pi_%00'],
  ])('%s %s', async (method, url) => {
    const { client } = await signUp(app);
    const res = await client.request({ method: method as 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_CHARACTERS');
  });

  it('in JSON bodies: billing name, review, profile names', async () => {
    const { client } = await signUp(app);
    const before = t.lines.length;
    const billing = { name: 'Jane\u0000Secret-Surname', email: 'jane@example.com', address: { country: 'US' } };
    for (const [method, url, payload] of [
      ['POST', '/api/checkout', { type: 'purchase', billing }],
      ['POST', '/api/datasets/00000000-0000-0000-0000-000000000000/reviews', { rating: 5, title: 'Fine', comment: 'Go\u0000od' }],
      ['PATCH', '/api/account/profile', { firstName: 'Ja\u0000ne', lastName: 'Doe' }],
      ['POST', '/api/auth/update-user', { firstName: 'Ja\u0000ne' }],
    ] as const) {
      const res = await client.request({ method, url, payload });
      expect(res.statusCode, url).toBe(400);
    }
    expect(t.lines.slice(before).join('\n')).not.toContain('Secret-Surname');
  });
});

describe('4. deeply nested JSON', () => {
  it('is refused with a 400 on every route, the auth routes included', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    // Signed in: signed out, a route that needs a session answers 401 before it reads the body.
    const { client } = await signUp(app);
    for (const url of ['/api/auth/sign-in/email', '/api/auth/update-user', '/api/contact', '/api/cart/merge']) {
      const res = await client.request({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('MALFORMED_JSON');
    }
  });
});

describe("5. the auth library's update-user obeys the sign-up name rules", () => {
  it.each([
    [{ firstName: '' }],
    [{ firstName: '   ' }],
    [{ lastName: 'x'.repeat(500_000) }],
  ])('refuses %#', async (change) => {
    const { client, user } = await signUp(app);
    const res = await client.post('/api/auth/update-user', change);
    expect(res.statusCode).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
  });
});

describe('6. a ban by status ends every way in', () => {
  it("the auth library's own endpoints refuse a banned user's cookie", async () => {
    const { client, user } = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.email, user.email));
    // The status field, written without ending the sessions (any way but the admin service's own), as another
    // instance sees it once its short session cache has gone.
    await database.db.update(users).set({ status: 'banned' }).where(eq(users.id, row!.id));
    app.sessionUsers.forget();
    const session = await client.get('/api/auth/get-session');
    expect(session.statusCode === 401 || session.json() === null).toBe(true);
    expect((await client.post('/api/auth/update-user', { firstName: 'Hacked' })).statusCode).toBe(401);
    expect((await client.get('/api/auth/list-sessions')).statusCode).toBe(401);
    const [after] = await database.db.select().from(users).where(eq(users.id, row!.id));
    expect(after!.firstName).toBe('Jane');
    // And the service's way keeps both marks in step.
    await setUserStatus(database.db, app.sessionUsers, row!.id, 'active');
    const [restored] = await database.db.select().from(users).where(eq(users.id, row!.id));
    expect(restored).toMatchObject({ status: 'active', banned: false });
  });
});

describe('7. dates of birth and street addresses never reach the public', () => {
  const csv = [
    'first_name,date_of_birth,DOB,birth_date,street_address,address1,mailing_address,email,city',
    'Jane,1985-03-14,03/14/1985,14.03.1985,42 Oak Avenue,7 Elm Rd,500 Broadway Apt 4,jane@example.com,Austin',
  ].join('\r\n');
  /** A date of birth shows at most its year; an address none of its numbers. */
  const expectMasked = (column: string, value: string) => {
    if (/birth|dob/i.test(column)) expect(value, column).toMatch(/^(\d{4}-\*\*-\*\*|\*\*\*)$/);
    if (/address/i.test(column)) expect(value, column).not.toMatch(/\d/);
  };

  it('in the sample', async () => {
    const sample = await readSample(Readable.from([csv]));
    sample.columns.forEach((column, i) => expectMasked(column, sample.rows[0]![i]!));
    expect(sample.rows[0]).toContain('Austin');
  });

  it("in the data dictionary's examples: those the seed writes and those already stored", async () => {
    const seeded = DATASETS.flatMap((d) => datasetRows(rowSpecOf(d)).columns);
    expect(seeded.map((c) => c.name)).toEqual(expect.arrayContaining(['date_of_birth', 'street_address', 'email']));
    for (const c of seeded) expectMasked(c.name, c.example);

    // A dictionary stored with raw examples (by older code) is masked on the way out.
    const dataset = await storedDataset(app, await catalogBasics(database.db));
    await database.db.update(datasetFiles).set({ columns: [
      { name: 'date_of_birth', type: 'date', example: '1985-03-14' },
      { name: 'street_address', type: 'string', example: '42 Oak Avenue' },
      { name: 'email', type: 'email', example: 'jane.doe@gmail.com' },
    ] }).where(eq(datasetFiles.datasetId, dataset.id));
    const { slug } = dataset;
    const res = await new Client(app).get(`/api/datasets/${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const examples = Object.fromEntries(res.json().file.columns.map((c: { name: string; example: string }) => [c.name, c.example]));
    expect(examples).toEqual({ date_of_birth: '1985-**-**', street_address: '*** Oak Avenue', email: 'j***@g***.com' });
  });
});

describe('8. safe defaults', () => {
  it('without NODE_ENV there is no dev mailbox and no test card gateway; production needs its secrets', () => {
    const { NODE_ENV: _production, ...unset } = PRODUCTION_ENV;
    const config = loadConfig({ ...unset, PUBLIC_URL: 'https://shop.example' });
    expect(config.production).toBe(true);
    expect(config.devTools).toBe(false);
    expect(() => loadConfig({})).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: TEST_SECRET, DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, PUBLIC_URL: 'https://shop.example' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ TRUST_PROXY: 'true', NODE_ENV: 'development' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'development' }).devTools).toBe(true);
  });

  it('changing the password is rate limited', async () => {
    const { client, user } = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await client.post('/api/auth/change-password', { currentPassword: `wrong-${i}`, newPassword: 'another-pass-9' })).statusCode);
    expect(statuses).toContain(429);
    void user;
  });

  it.each(['123456', 'password', 'qwerty123', '11111111'])('refuses the common password %s at sign-up', async (password) => {
    const res = await new Client(app).post('/api/auth/sign-up/email', { ...newUser({ password }), name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/too common/i);
  });

  it('refuses a common new password on change and reset', async () => {
    const { client, user } = await signUp(app);
    const change = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'Password1' });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toMatch(/too common/i);
    const reset = await new Client(app).post('/api/auth/reset-password', { token: 'any-token', newPassword: 'qwerty123' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toMatch(/too common/i);
    expect((await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'a-rarer-phrase-77' })).statusCode).toBe(200);
  });

  it('answers a too-long URL and too-large headers in the error format', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const long = await fetch(`http://127.0.0.1:${port}/api/datasets?search=${'a'.repeat(100_000)}`);
    expect([414, 431]).toContain(long.status);
    expect((await long.json()).error.code).toBeTruthy();
    const longParam = await fetch(`http://127.0.0.1:${port}/api/datasets/${'a'.repeat(2_000)}`);
    expect(longParam.status).toBe(414);
    expect((await longParam.json()).error.code).toBe('URI_TOO_LONG');
    // The longest slug a dataset may have is still an address, not a 414.
    expect((await fetch(`http://127.0.0.1:${port}/api/datasets/${'a'.repeat(120)}`)).status).toBe(404);
    const headers = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-big': 'b'.repeat(40_000) } });
    expect(headers.status).toBe(431);
    expect((await headers.json()).error.code).toBe('HEADERS_TOO_LARGE');
  });
});

