import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DEFAULTS } from '../../../common/content-defaults';
import { seedContentDefaults } from '../content/content.service';
import { Client, createTestApp, newUser, PRODUCTION_ENV, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'root@example.com' });
  await seedContentDefaults(t.database.db);
});
afterAll(async () => { await t?.close(); });

describe('system', () => {
  it('reports health and the database driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('sends security headers with a CSP on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes public settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: true, requireEmailVerification: false, facebookLeadAds: false });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/content']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('bad input never crashes the server', () => {
  it('answers unknown /api routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers a too-large body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers invalid parameters with 400 and field messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields).toHaveProperty('limit');
  });
});

describe('content store', () => {
  it('returns every default key and revalidates with its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    const keys = res.json().items.map((i: { key: string }) => i.key);
    expect(keys).toEqual(expect.arrayContaining(CONTENT_DEFAULTS.map((c) => c.key)));
    expect(keys.length).toBeGreaterThanOrEqual(51);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/content', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps edited values when defaults are seeded again', async () => {
    const { contentItems } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(contentItems).set({ value: 'Edited' }).where(eq(contentItems.key, 'brand_name'));
    expect(await seedContentDefaults(t.database.db)).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().brandName).toBe('Edited');
    await t.database.db.update(contentItems).set({ value: 'DataCSV' }).where(eq(contentItems.key, 'brand_name'));
  });
});

describe('admin area guard', () => {
  it('refuses signed-out users with 401 and clients with 403, serves admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const { client } = await signUp(t.app);
    const denied = await client.get('/api/admin/stats');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    const { client: admin } = await signUp(t.app, newUser({ email: 'root@example.com' }));
    const ok = await admin.get('/api/admin/stats');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().users).toMatchObject({ admins: 1 });
    expect(ok.json().users.total).toBeGreaterThanOrEqual(2);
  });
});

describe('dev mailbox', () => {
  it('lists outgoing messages newest first, with their links', async () => {
    const { user } = await signUp(t.app);
    const res = await new Client(t.app).get('/api/dev/mailbox');
    const [latest] = res.json().messages;
    expect(latest).toMatchObject({ to: user.email, kind: 'verify-email' });
    expect(latest.link).toContain('/api/auth/verify-email');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally { await prod.close(); }
  });
});
