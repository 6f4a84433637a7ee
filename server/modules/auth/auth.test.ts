import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { accounts, emailOutbox, sessions, users } from '../../db/schema';
import { setUserStatus } from './accounts.service';
import { trustedOrigins } from './auth';
import { testPasswordHashing } from './test-password-hashing';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => { t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' }); });
afterAll(async () => { await t?.close(); });

describe('sign-up', () => {
  it('creates a CLIENT account, signs it in and returns it from /api/me', async () => {
    const { client, user } = await signUp(t.app);
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, firstName: 'Jane', lastName: 'Doe', role: 'CLIENT', status: 'active', emailVerified: false });
  });

  it.each([
    [{ email: '', password: 'secret1', firstName: 'A', lastName: 'B' }, 'Email and password are required'],
    [{ email: 'a@b.co', password: '', firstName: 'A', lastName: 'B' }, 'Email and password are required'],
    [{ email: 'a@b.co', password: 'secret1', firstName: '  ', lastName: 'B' }, 'First name and last name are required'],
    [{ email: 'a@b.co', password: 'secret1', firstName: 'A', lastName: '' }, 'First name and last name are required'],
    [{ email: 'a@b.co', password: '12345', firstName: 'A', lastName: 'B' }, 'Password must be at least 6 characters long'],
  ])('rejects %j with SPEC.md\'s message', async (body, message) => {
    const res = await new Client(t.app).post('/api/auth/sign-up/email', { ...body, name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a second account for the same e-mail', async () => {
    const { user } = await signUp(t.app);
    const res = await new Client(t.app).post('/api/auth/sign-up/email', { ...user, name: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('decides roles and statuses on the server, whatever the browser sends', async () => {
    const user = newUser();
    const c = new Client(t.app);
    const forged = await c.post('/api/auth/sign-up/email', { ...user, name: 'x', role: 'ADMIN' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('FIELD_NOT_ALLOWED');
    const { client } = await signUp(t.app, user);
    for (const field of [{ role: 'ADMIN' }, { status: 'banned' }]) {
      expect((await client.post('/api/auth/update-user', field)).statusCode).toBe(400);
    }
    expect((await client.post('/api/auth/update-user', { firstName: 'Renamed' })).statusCode).toBe(200);
    expect((await client.get('/api/me')).json()).toMatchObject({ role: 'CLIENT', status: 'active', firstName: 'Renamed' });
    expect((await client.get('/api/admin/stats')).statusCode).toBe(403);
  });

  it('makes users listed in ADMIN_EMAILS administrators', async () => {
    const { client } = await signUp(t.app, newUser({ email: 'Boss@Example.com' }));
    expect((await client.get('/api/me')).json().role).toBe('ADMIN');
  });

  it('writes a verification e-mail with a working link to the outbox', async () => {
    const { user, client } = await signUp(t.app);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail!.kind).toBe('verify-email');
    expect(mail!.link).toContain('/api/auth/verify-email?token=');
    const verify = await client.get(new URL(mail!.link!).pathname + new URL(mail!.link!).search);
    expect(verify.statusCode).toBe(302);
    expect((await client.get('/api/me')).json().emailVerified).toBe(true);
  });
});

describe('password hashing', () => {
  const storedHash = async (ctx: TestContext, email: string) => {
    const [row] = await ctx.database.db.select({ password: accounts.password }).from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId)).where(eq(users.email, email));
    return row!.password!;
  };

  it('keeps better-auth\'s own scrypt outside NODE_ENV=test, and the cheap one signs in only under test', async () => {
    const development = await createTestApp({ NODE_ENV: 'development' });
    try {
      const { user } = await signUp(development.app);
      const hash = await storedHash(development, user.email);
      expect(await verifyPassword({ hash, password: user.password })).toBe(true);
      expect(await testPasswordHashing.verify({ hash, password: user.password })).toBe(false);
      const signedIn = await new Client(development.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await development.close();
    }
    const { user } = await signUp(t.app);
    const hash = await storedHash(t, user.email);
    expect(await testPasswordHashing.verify({ hash, password: user.password })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'not-the-password' })).toBe(false);
    expect(await verifyPassword({ hash, password: user.password })).toBe(false);
  });
});

describe('session check', () => {
  it('answers 200 with user null when signed out, and the user when signed in', async () => {
    const guest = await new Client(t.app).get('/api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.json()).toEqual({ user: null });
    const { client, user } = await signUp(t.app);
    expect((await client.get('/api/session')).json().user).toMatchObject({ email: user.email, role: 'CLIENT' });
  });
});

describe('origins', () => {
  // better-auth checks the Origin of requests that carry cookies, as a browser that has visited the site does.
  it('accepts the loopback spellings of the public URL outside production, and refuses others in words', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      const res = await new Client(t.app).post('/api/auth/sign-up/email', { ...newUser(), name: 'x' }, { origin, cookie: 'datacsv_seen=1' });
      expect(res.statusCode, origin).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:4000', 'https://evil.example']) {
      const res = await new Client(t.app).post('/api/auth/sign-in/email', { email: 'a@b.co', password: 'whatever-1' }, { origin, cookie: 'datacsv_seen=1' });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'INVALID_ORIGIN', message: expect.stringContaining('Open the site at its own address') });
    }
  });

  it('trusts only the public URL in production', () => {
    expect(trustedOrigins('https://shop.example.com', true)).toEqual(['https://shop.example.com']);
    expect(trustedOrigins('http://localhost:3000/', false)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, sets an httpOnly SameSite=Lax cookie, and signs out', async () => {
    const { user } = await signUp(t.app);
    const c = new Client(t.app);
    const res = await c.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((h) => String(h).includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/me')).statusCode).toBe(200);
    expect((await c.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });

  it('rejects a wrong password with INVALID_EMAIL_OR_PASSWORD in the error format', async () => {
    const { user } = await signUp(t.app);
    const res = await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) } });
  });

  it.each([['inactive', 'ACCOUNT_INACTIVE'], ['banned', 'BANNED_USER']] as const)('refuses sign-in to %s users with a clear message', async (status, code) => {
    const { user, client, body } = await signUp(t.app);
    await setUserStatus(t.database.db, t.app.sessionUsers, body.user.id, status);
    const res = await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/contact support/i);
    // An existing session stops working at once too.
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('renews a session used after a day, passing on the refreshed cookie', async () => {
    const { client, body } = await signUp(t.app);
    const dayMs = 86_400_000;
    await t.database.db.update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * dayMs), expiresAt: new Date(Date.now() + dayMs) })
      .where(eq(sessions.userId, body.user.id));
    t.app.sessionUsers.forget();
    const res = await client.get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('session_token');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * dayMs);
  });

  it('ignores a session cookie whose signature does not match', async () => {
    const { client } = await signUp(t.app);
    const [name, value] = client.cookieHeader().split('; ').find((c) => c.includes('session_token'))!.split('=');
    const forged = `${decodeURIComponent(value!).split('.')[0]}.${Buffer.alloc(32).toString('base64')}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${name}=${encodeURIComponent(forged)}` } });
    expect(res.statusCode).toBe(401);
  });

  it('lets a reactivated user sign in again', async () => {
    const { user, body } = await signUp(t.app);
    await setUserStatus(t.database.db, t.app.sessionUsers, body.user.id, 'inactive');
    await setUserStatus(t.database.db, t.app.sessionUsers, body.user.id, 'active');
    const res = await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 in the error format when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const { user } = await signUp(t.app);
    const c = new Client(t.app);
    expect((await c.post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const reset = mails.find((m) => m.kind === 'password-reset')!;
    const link = new URL(reset.link!);
    const redirect = await c.get(link.pathname + link.search);
    expect(redirect.statusCode).toBe(302);
    const token = new URL(redirect.headers.location as string, 'http://x').searchParams.get('token')!;
    expect(token).toBeTruthy();

    expect((await c.post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await c.post('/api/auth/reset-password', { token, newPassword: 'another-pass' })).statusCode).toBe(400);
    expect((await c.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await c.post('/api/auth/sign-in/email', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client with 429 in the error format', async () => {
    const c = new Client(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await c.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nobody@example.com', password: 'x1234567' }, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(codes.slice(0, 10).every((s) => s === 401)).toBe(true);
    const res = await c.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nobody@example.com', password: 'x' }, remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('accepts 10 sign-ups per address in 10 minutes by default', async () => {
    const c = new Client(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const user = newUser();
      codes.push((await c.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { ...user, name: 'Jane Doe' }, remoteAddress: '10.8.8.8' })).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});
