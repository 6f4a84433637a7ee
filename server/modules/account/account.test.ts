import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../common/account';
import { AUTH_MESSAGES } from '../../../common/auth';
import { accounts, contactMessages, emailOutbox, newsletterSubscribers, orders, reviews, sessions, users } from '../../db/schema';
import { storeMessage } from '../messages/messages.service';
import { buy, catalogBasics, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, newUser, signUp, type TestContext } from '../../test/harness';
import { sendLowBalanceNotice } from '../balance/balance-notices';

let t: TestContext;
let ids: { categoryId: string; providerId: string };
beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogBasics(t.app.db);
});
afterAll(async () => { await t?.close(); });

const mailsTo = (email: string, kind?: string) => t.app.db.select().from(emailOutbox)
  .where(and(eq(emailOutbox.to, email), kind ? eq(emailOutbox.kind, kind) : undefined));
const pathOf = (link: string) => { const u = new URL(link); return u.pathname + u.search; };
const patch = (client: Client, url: string, payload: unknown) => client.request({ method: 'PATCH', url, payload: payload as object });
const put = (client: Client, url: string, payload: unknown) => client.request({ method: 'PUT', url, payload: payload as object });

async function signIn(email: string, password: string) {
  const client = new Client(t.app);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('every /api/account route needs a signed-in user', () => {
  it.each([
    ['GET', '/api/account/profile'], ['PATCH', '/api/account/profile'], ['GET', '/api/account/notifications'],
    ['PUT', '/api/account/notifications'], ['GET', '/api/account/sessions'], ['POST', '/api/account/sessions/revoke-others'],
    ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000'], ['GET', '/api/account/export'], ['POST', '/api/account/delete'],
  ])('%s %s -> 401', async (method, url) => {
    const bodies: Record<string, object> = {
      '/api/account/profile': { firstName: 'A', lastName: 'B' }, '/api/account/delete': { confirmEmail: 'a@b.co' },
      '/api/account/notifications': { emailNotifications: true, marketingEmails: true, orderUpdates: true, newDatasets: true, priceAlerts: true },
    };
    const res = await new Client(t.app).request({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : bodies[url] ?? {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('profile', () => {
  it('saves the profile fields, trims names and shows the new name on /api/me at once', async () => {
    const { client, user } = await signUp(t.app);
    const res = await patch(client, '/api/account/profile', {
      firstName: '  Ada ', lastName: 'Lovelace', company: 'Analytical Engines', phone: '+1 (512) 555-0100', title: 'CTO',
      address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, firstName: 'Ada', lastName: 'Lovelace', state: 'TX', zipCode: '78701', company: 'Analytical Engines' });
    expect((await client.get('/api/me')).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.name).toBe('Ada Lovelace');
    // Blank optional fields are cleared.
    const cleared = await patch(client, '/api/account/profile', { firstName: 'Ada', lastName: 'Lovelace', company: '', state: '' });
    expect(cleared.json()).toMatchObject({ company: null, state: null, phone: null });
  });

  it.each([
    [{ firstName: '   ', lastName: 'Doe' }, 'firstName', AUTH_MESSAGES.namesRequired],
    [{ firstName: 'Jane', lastName: '' }, 'lastName', AUTH_MESSAGES.namesRequired],
    [{ firstName: 'Jane', lastName: 'x'.repeat(101) }, 'lastName', 'Names must be at most 100 characters'],
    [{ firstName: 'Jane', lastName: 'Doe', zipCode: '1234' }, 'zipCode', ACCOUNT_MESSAGES.invalidZip],
    [{ firstName: 'Jane', lastName: 'Doe', state: 'ZZ' }, 'state', ACCOUNT_MESSAGES.invalidState],
    [{ firstName: 'Jane', lastName: 'Doe', phone: 'call me' }, 'phone', ACCOUNT_MESSAGES.invalidPhone],
  ])('PATCH /api/account/profile refuses %j', async (body, field, message) => {
    const { client } = await signUp(t.app);
    const res = await patch(client, '/api/account/profile', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
  });

  it('holds better-auth\'s own update-user to the same name rules', async () => {
    const { client, user } = await signUp(t.app);
    for (const body of [{ firstName: '' }, { firstName: '   ' }, { lastName: 'x'.repeat(500 * 1024) }, { name: 'y'.repeat(10_000) }]) {
      const res = await client.post('/api/auth/update-user', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error.message).toMatch(/First name and last name are required|at most/);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ firstName: 'Jane', lastName: 'Doe', name: 'Jane Doe' });
    // A valid change is trimmed and the display name follows.
    expect((await client.post('/api/auth/update-user', { lastName: '  Smith ' })).statusCode).toBe(200);
    const [after] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    expect(after).toMatchObject({ lastName: 'Smith', name: 'Jane Smith' });
  });
});

describe('password', () => {
  it('refuses a wrong current password and a short new one; the right one works and can end the other sessions', async () => {
    const { client, user } = await signUp(t.app);
    const laptop = await signIn(user.email, user.password);
    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    const short = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: ACCOUNT_MESSAGES.passwordTooShort });

    const kept = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'brand-new-pass-1' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(200);

    const ended = await client.post('/api/auth/change-password', { currentPassword: 'brand-new-pass-1', newPassword: 'brand-new-pass-2', revokeOtherSessions: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
    await signIn(user.email, 'brand-new-pass-2');
  });

  it('rate limits password changes', async () => {
    const { client } = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await client.post('/api/auth/change-password', { currentPassword: 'wrong-password', newPassword: 'brand-new-pass-1' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('sessions', () => {
  it('lists the user\'s sessions with the current one marked, ends one, then all the others', async () => {
    const { client, user } = await signUp(t.app);
    const phone = await signIn(user.email, user.password);
    const tablet = await signIn(user.email, user.password);
    const other = await signUp(t.app);

    const list = await client.get('/api/account/sessions');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { id: string; current: boolean; userAgent: string | null; ipAddress: string | null }[];
    expect(items).toHaveLength(3);
    expect(items[0]!.current).toBe(true);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(items)).not.toContain('token');

    // Another user's session is not found.
    const [foreign] = await t.app.db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, other.user.email));
    expect((await client.request({ method: 'DELETE', url: `/api/account/sessions/${foreign!.id}` })).statusCode).toBe(404);
    expect((await other.client.get('/api/me')).statusCode).toBe(200);

    const phoneSession = (await phone.get('/api/account/sessions')).json().items.find((s: { current: boolean }) => s.current).id as string;
    expect((await client.request({ method: 'DELETE', url: `/api/account/sessions/${phoneSession}` })).statusCode).toBe(204);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await tablet.get('/api/me')).statusCode).toBe(200);

    const revoked = await client.post('/api/account/sessions/revoke-others', {});
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect((await tablet.get('/api/me')).statusCode).toBe(401);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await client.get('/api/account/sessions')).json().items).toHaveLength(1);
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address and changes the e-mail only when it is followed', async () => {
    const { client, user } = await signUp(t.app);
    const newEmail = newUser().email;
    const res = await client.post('/api/auth/change-email', { newEmail, callbackURL: '/account/settings?tab=security&emailChanged=1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get('/api/me')).json().email).toBe(user.email);

    const [mail] = await mailsTo(newEmail, 'change-email');
    expect(mail!.subject).toContain('new DataCSV e-mail');
    expect(mail!.link).toContain('/api/auth/verify-email?token=');
    expect(await mailsTo(newEmail, 'verify-email')).toHaveLength(0);

    const followed = await client.get(pathOf(mail!.link!));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/account/settings?tab=security&emailChanged=1');
    expect((await client.get('/api/me')).json().email).toBe(newEmail);
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: newEmail, password: user.password })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
  });
});

describe('e-mail change to an address taken meanwhile', () => {
  it('is refused in words when the link is followed, and the account keeps its e-mail', async () => {
    const { client, user } = await signUp(t.app);
    const newEmail = newUser().email;
    expect((await client.post('/api/auth/change-email', { newEmail, callbackURL: '/account/settings' })).statusCode).toBe(200);
    const [mail] = await mailsTo(newEmail, 'change-email');
    await signUp(t.app, newUser({ email: newEmail }));

    const followed = await client.get(pathOf(mail!.link!));
    expect(followed.statusCode).toBe(409);
    expect(followed.json().error.message).toContain('now belongs to another account');
    expect((await client.get('/api/me')).json().email).toBe(user.email);
  });
});

describe('notification preferences', () => {
  it('starts from the table\'s defaults and persists changes', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get('/api/account/notifications')).json())
      .toEqual({ emailNotifications: true, marketingEmails: true, orderUpdates: true, newDatasets: false, priceAlerts: true });
    const next = { emailNotifications: true, marketingEmails: false, orderUpdates: false, newDatasets: true, priceAlerts: false };
    expect((await put(client, '/api/account/notifications', next)).json()).toEqual(next);
    expect((await client.get('/api/account/notifications')).json()).toEqual(next);
    expect((await put(client, '/api/account/notifications', { ...next, smsNotifications: 'yes', orderUpdates: 'no' })).statusCode).toBe(400);
  });

  it('skips an optional mail the user opted out of, and still sends security mails', async () => {
    const { client, user } = await signUp(t.app);
    const dataset = await storedDataset(t.app, ids);
    await put(client, '/api/account/notifications', { emailNotifications: true, marketingEmails: true, orderUpdates: false, newDatasets: false, priceAlerts: true });
    await buy(client, [dataset.id]);
    expect(await mailsTo(user.email, 'order-confirmation')).toHaveLength(0);

    // Lead and balance notices follow the master switch.
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const deps = { db: t.app.db, mailer: t.app.mailer, publicUrl: 'http://localhost:3000' };
    await sendLowBalanceNotice(deps, me!.id);
    expect(await mailsTo(user.email, 'low-balance')).toHaveLength(1);
    await put(client, '/api/account/notifications', { emailNotifications: false, marketingEmails: true, orderUpdates: true, newDatasets: false, priceAlerts: true });
    await sendLowBalanceNotice(deps, me!.id);
    expect(await mailsTo(user.email, 'low-balance')).toHaveLength(1);

    const reset = await new Client(t.app).post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
    expect(reset.statusCode).toBe(200);
    expect(await mailsTo(user.email, 'password-reset')).toHaveLength(1);
    expect((await client.post('/api/auth/send-verification-email', { email: user.email })).statusCode).toBe(200);
    expect((await mailsTo(user.email, 'verify-email')).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps sending order confirmations to users who did not opt out', async () => {
    const { client, user } = await signUp(t.app);
    await buy(client, [(await storedDataset(t.app, ids)).id]);
    expect(await mailsTo(user.email, 'order-confirmation')).toHaveLength(1);
  });
});

describe('data export', () => {
  it('downloads the user\'s profile, orders with items, reviews, leads and ledger, and nothing of another user', async () => {
    const { client, user } = await signUp(t.app, newUser({ firstName: 'Exporter' }));
    const other = await signUp(t.app, newUser({ firstName: 'Stranger' }));
    const dataset = await storedDataset(t.app, ids, { title: 'Export Fixture Leads' });
    const mine = await buy(client, [dataset.id]);
    const theirs = await buy(other.client, [dataset.id]);
    expect((await client.post(`/api/datasets/${dataset.id}/reviews`, { rating: 5, title: 'Clean file', comment: 'Exactly what the sample showed.' })).statusCode).toBe(201);
    expect((await other.client.post(`/api/datasets/${dataset.id}/reviews`, { rating: 2, title: 'Stranger review', comment: 'Not what I needed at all.' })).statusCode).toBe(201);

    const res = await client.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="datacsv-account-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ email: user.email, firstName: 'Exporter' });
    expect(data.notificationPreferences.orderUpdates).toBe(true);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(data.orders[0].items[0]).toMatchObject({ title: 'Export Fixture Leads' });
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({ title: 'Clean file', datasetTitle: 'Export Fixture Leads' });
    expect(Array.isArray(data.leads)).toBe(true);
    expect(Array.isArray(data.balanceLedger)).toBe(true);
    expect(data.balance).toHaveProperty('balanceCents');
    expect(res.body).not.toContain(other.user.email);
    expect(res.body).not.toContain('Stranger');
    expect(res.body).not.toContain(theirs.id);
  });
});

describe('account deletion', () => {
  it('refuses a wrong confirmation e-mail', async () => {
    const { client, user } = await signUp(t.app);
    for (const confirmEmail of ['someone@example.com', `${user.email}x`, '']) {
      const res = await client.post('/api/account/delete', { confirmEmail });
      expect([400, 422]).toContain(res.statusCode);
    }
    const res = await client.post('/api/account/delete', { confirmEmail: 'someone@example.com' });
    expect(res.json().error).toMatchObject({ code: 'CONFIRMATION_MISMATCH', message: ACCOUNT_MESSAGES.confirmEmailMismatch });
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('signs out everywhere, erases the person, keeps the orders anonymised, and the e-mail can sign up again', async () => {
    const { client, user } = await signUp(t.app, newUser({ firstName: 'Dana', lastName: 'Gone' }));
    const laptop = await signIn(user.email, user.password);
    const [me] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    await patch(client, '/api/account/profile', { firstName: 'Dana', lastName: 'Gone', phone: '512 555 0101', address: '9 Elm St', city: 'Austin', state: 'TX', zipCode: '78701' });
    const dataset = await storedDataset(t.app, ids);
    const order = await buy(client, [dataset.id]);
    expect((await client.post(`/api/datasets/${dataset.id}/reviews`, { rating: 4, title: 'Good file', comment: 'Clean and complete data.' })).statusCode).toBe(201);

    await storeMessage(t.app.db, { channel: 'contact', firstName: 'Dana', lastName: 'Gone', email: user.email, subject: 'Pricing', message: 'Call me on 512 555 0101', userId: me!.id });
    await t.app.db.insert(newsletterSubscribers).values({ email: user.email, confirmedAt: new Date() });

    const res = await client.post('/api/account/delete', { confirmEmail: `  ${user.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toBeDefined();
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, me!.id))).toHaveLength(0);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.userId, me!.id))).toHaveLength(0);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, me!.id));
    expect(row).toMatchObject({ email: `deleted-${me!.id}@deleted.invalid`, firstName: 'Deleted', phone: null, address: null, zipCode: null, deletedAt: expect.any(Date) });
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: me!.id, status: 'completed', userEmail: `deleted-${me!.id}@deleted.invalid` });
    expect(JSON.stringify(kept!.billingDetails)).not.toMatch(/Bea Buyer|bea@example.com/);
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.userId, me!.id));
    expect(review!.authorName).toBe('Former customer');
    expect((await new Client(t.app).post('/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode).toBe(401);
    // What they sent is kept as a record without who or what; their subscription and the mails written to them go.
    const [message] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.userId, me!.id));
    expect(message).toMatchObject({ firstName: 'Deleted', email: 'deleted@deleted.invalid', message: expect.not.stringContaining('512') });
    expect(await t.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email))).toHaveLength(0);
    expect(await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(0);

    const again = await signUp(t.app, { ...user, firstName: 'Dana', lastName: 'Again' });
    const meAgain = (await again.client.get('/api/me')).json();
    expect(meAgain).toMatchObject({ email: user.email, firstName: 'Dana', lastName: 'Again' });
    expect(meAgain.id).not.toBe(me!.id);
    expect((await again.client.get('/api/orders')).json().items).toHaveLength(0);
  });

  it('refuses to delete the last active administrator', async () => {
    const ctx = await createTestApp({ ADMIN_EMAILS: 'only-admin@example.com' });
    try {
      const { client } = await signUp(ctx.app, newUser({ email: 'only-admin@example.com' }));
      const res = await client.post('/api/account/delete', { confirmEmail: 'only-admin@example.com' });
      expect(res.statusCode).toBe(409);
      expect((await client.get('/api/me')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
