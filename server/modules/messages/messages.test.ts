import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contentItems, emailOutbox, newsletterSubscribers } from '../../db/schema';
import { ADMIN_EMAIL, ADMIN_ENV, SECOND_ADMIN_EMAIL, signUpAdmin } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, TEST_SECRET, type TestContext } from '../../test/harness';
import { seedContentDefaults } from '../content/content.service';
import { formGuard } from './form-guard';

let t: TestContext;
const guard = formGuard(TEST_SECRET);
/** A token for a form shown ten seconds ago, as a person's browser would send. */
const shownAgo = (ms = 10_000) => guard.issue(new Date(Date.now() - ms));
const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, ADMIN_EMAIL: 'owner@example.com' });
  await seedContentDefaults(t.database.db);
  await signUpAdmin(t.app);
});
afterAll(async () => { await t?.close(); });

const guest = () => new Client(t.app);
const contact = (email = `ann-${unique()}@example.com`) => ({
  firstName: 'Ann', lastName: 'Lee', email, subject: 'leads', message: 'We need 5,000 auto leads in Texas.',
  phone: '+1 555 0100', company: 'Lee Insurance', website: '', formToken: shownAgo(),
});
const support = (email = `sam-${unique()}@example.com`) => ({ firstName: 'Sam', lastName: 'Ray', email, message: 'My download does not start.', formToken: shownAgo() });
const mailsTo = (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const stored = (email: string) => t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const subscriber = async (email: string) => (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('contact form', () => {
  it('stores the message, acknowledges the sender with the one response time, and notifies every admin', async () => {
    await t.database.db.update(contentItems).set({ value: '2 hours' }).where(eq(contentItems.key, 'contact_response_time'));
    const body = contact();
    const res = await guest().post('/api/contact', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you for your message! We will get back to you within 2 hours.');

    const [row] = await stored(body.email);
    expect(row).toMatchObject({ channel: 'contact', firstName: 'Ann', lastName: 'Lee', subject: 'Lead Generation Services', phone: '+1 555 0100', company: 'Lee Insurance', userId: null });
    expect(row!.id).toBe(res.json().id);

    const [ack] = await mailsTo(body.email);
    expect(ack).toMatchObject({ kind: 'contact-ack' });
    expect(ack!.text).toContain('within 2 hours');
    expect(ack!.text).toContain('Lead Generation Services');
    // Nothing typed into the form is mailed to the address it names (no relaying text to strangers).
    for (const typed of [body.message, body.firstName, body.company]) expect(ack!.text).not.toContain(typed);
    for (const admin of [ADMIN_EMAIL, SECOND_ADMIN_EMAIL, 'owner@example.com']) {
      const notes = (await mailsTo(admin)).filter((m) => m.kind === 'contact-notification' && m.text.includes(body.email));
      expect(notes, admin).toHaveLength(1);
      expect(notes[0]!.text).toContain('We need 5,000 auto leads in Texas.');
      expect(notes[0]!.link).toBe('http://localhost:3000/admin/inbox');
    }
    await t.database.db.update(contentItems).set({ value: '24 hours' }).where(eq(contentItems.key, 'contact_response_time'));
  });

  it('shows up in the admin inbox', async () => {
    const body = contact();
    await guest().post('/api/contact', body);
    const admin = (await signUp(t.app, { email: `x-${unique()}@example.com`, password: 'correct-horse-42', firstName: 'X', lastName: 'Y' })).client;
    expect((await admin.get('/api/admin/messages')).statusCode).toBe(403);
    const { client } = await signUpAdmin(t.app, SECOND_ADMIN_EMAIL);
    const inbox = (await client.get(`/api/admin/messages?search=${encodeURIComponent(body.email)}`)).json();
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({ channel: 'contact', email: body.email, subject: 'Lead Generation Services', readAt: null });
  });

  it('keeps the signed-in sender', async () => {
    const { client, user } = await signUp(t.app);
    expect((await client.post('/api/contact', contact(user.email))).statusCode).toBe(201);
    const me = (await client.get('/api/me')).json();
    expect((await stored(user.email))[0]!.userId).toBe(me.id);
  });

  it('refuses missing and malformed fields with a message per field, storing nothing', async () => {
    const email = `bad-${unique()}@example.com`;
    const res = await guest().post('/api/contact', { ...contact(email), firstName: ' ', email: 'not-an-email', subject: 'weather', message: undefined });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toMatchObject({
      firstName: 'First name is required', email: 'Please enter a valid email address.', subject: 'Please choose a subject', message: 'Message is required',
    });
    expect(await stored(email)).toEqual([]);
  });

  it('limits lengths', async () => {
    const res = await guest().post('/api/contact', { ...contact(), message: 'x'.repeat(5001), company: 'c'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ message: 'Message must be at most 5000 characters', company: 'Company must be at most 200 characters' });
  });

  it('refuses a filled honeypot, a too-fast submission, a missing or forged or day-old token: nothing stored or mailed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ website: 'http://spam.example' }, 'BOT_SUSPECTED'],
      [{ formToken: shownAgo(500) }, 'FORM_TOO_FAST'],
      [{ formToken: undefined }, 'FORM_EXPIRED'],
      [{ formToken: formGuard('another-secret-another-secret-another-secret').issue(new Date(Date.now() - 10_000)) }, 'FORM_EXPIRED'],
      [{ formToken: shownAgo(25 * 60 * 60 * 1000) }, 'FORM_EXPIRED'],
    ];
    for (const [change, code] of cases) {
      const body = { ...contact(), ...change };
      const res = await guest().post('/api/contact', body);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/reload|wait/);
      expect(await stored(body.email)).toEqual([]);
      expect(await mailsTo(body.email)).toEqual([]);
    }
  });

  it('hands out form tokens that pass once a person has had time to type', async () => {
    const c = guest();
    const res = await c.get('/api/forms/token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json();
    expect((await c.post('/api/contact', { ...contact(), formToken: token })).json().error.code).toBe('FORM_TOO_FAST');
    expect(() => guard.check({ formToken: token }, new Date(Date.now() + 3_500))).not.toThrow();
  });

  it('limits each address to 5 messages per 10 minutes with 429', async () => {
    const c = guest();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await c.post('/api/contact', contact())).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    // Each form counts on its own, and other addresses are not affected.
    expect((await c.post('/api/support', support())).statusCode).toBe(201);
    expect((await guest().post('/api/contact', contact())).statusCode).toBe(201);
    const res = await c.post('/api/contact', contact());
    expect(res.json().error).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

it('documents the forms in the OpenAPI description', async () => {
  const res = await guest().get('/api/docs/json');
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/contact', '/api/support', '/api/newsletter', '/api/newsletter/confirm', '/api/newsletter/unsubscribe', '/api/forms/token']));
});

describe('support form', () => {
  it('stores a support message with the default subject, acknowledges it with the support response time and notifies admins', async () => {
    const body = support();
    const res = await guest().post('/api/support', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you for your message! We will get back to you within 4 hours during business hours.');
    expect((await stored(body.email))[0]).toMatchObject({ channel: 'support', subject: 'General Inquiry', phone: null, company: null });
    expect((await mailsTo(body.email)).map((m) => m.kind)).toEqual(['support-ack']);
    const notes = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, ADMIN_EMAIL), eq(emailOutbox.kind, 'support-notification')));
    expect(notes.some((n) => n.text.includes(body.email))).toBe(true);
  });

  it('accepts only the support subjects', async () => {
    const email = `s-${unique()}@example.com`;
    expect((await guest().post('/api/support', { ...support(email), subject: 'Billing Question' })).statusCode).toBe(201);
    expect((await stored(email))[0]!.subject).toBe('Billing Question');
    const res = await guest().post('/api/support', { ...support(), subject: 'leads' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.subject).toBe('Please choose a subject');
  });

  it('refuses a bot like the contact form', async () => {
    const body = { ...support(), website: 'x' };
    expect((await guest().post('/api/support', body)).statusCode).toBe(422);
    expect(await stored(body.email)).toEqual([]);
  });
});

describe('newsletter', () => {
  const signup = (c: Client, email: string, extra: Record<string, unknown> = {}) => c.post('/api/newsletter', { email, formToken: shownAgo(), ...extra });
  const linkOf = async (email: string, kind: string) => {
    const mails = (await mailsTo(email)).filter((m) => m.kind === kind);
    const url = new URL(mails.at(-1)!.link!);
    return { path: url.pathname, email: url.searchParams.get('email')!, token: url.searchParams.get('token')!, count: mails.length, text: mails.at(-1)!.text };
  };

  it('double opt-in: stored unconfirmed, a confirmation link is mailed, opening it confirms', async () => {
    const email = `news-${unique()}@example.com`;
    const res = await signup(guest(), email.toUpperCase());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toContain(`check ${email}`);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });

    const confirm = await linkOf(email, 'newsletter-confirm');
    expect(confirm.path).toBe('/newsletter/confirm');
    expect(confirm.text).toContain('/newsletter/unsubscribe?');
    const ok = await guest().post('/api/newsletter/confirm', { email: confirm.email, token: confirm.token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email, status: 'confirmed' });
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);

    // Opening it again changes nothing and sends no second welcome.
    expect((await guest().post('/api/newsletter/confirm', { email, token: confirm.token })).statusCode).toBe(200);
    expect((await linkOf(email, 'newsletter-welcome')).count).toBe(1);
  });

  it('unsubscribes with the link every newsletter mail carries, and a later sign-up starts over', async () => {
    const email = `leave-${unique()}@example.com`;
    await signup(guest(), email);
    const confirm = await linkOf(email, 'newsletter-confirm');
    await guest().post('/api/newsletter/confirm', confirm);
    const welcome = await linkOf(email, 'newsletter-welcome');
    expect(welcome.path).toBe('/newsletter/unsubscribe');
    expect(welcome.text).toContain(`Unsubscribe: http://localhost:3000/newsletter/unsubscribe?`);

    const res = await guest().post('/api/newsletter/unsubscribe', { email: welcome.email, token: welcome.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email, status: 'unsubscribed' });
    const gone = await subscriber(email);
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await guest().post('/api/newsletter/unsubscribe', welcome)).statusCode).toBe(200);

    // A confirmation link from before the unsubscribe does not bring the address back...
    expect((await guest().post('/api/newsletter/confirm', confirm)).statusCode).toBe(400);
    // ...signing up again does, once the new link is opened.
    await signup(guest(), email);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null, id: gone!.id });
    const again = await linkOf(email, 'newsletter-confirm');
    expect((await guest().post('/api/newsletter/confirm', again)).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ unsubscribedAt: null });
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);
  });

  it('answers the same for a new and an already confirmed address, without a duplicate row', async () => {
    const email = `twice-${unique()}@example.com`;
    const first = await signup(guest(), email);
    await guest().post('/api/newsletter/confirm', await linkOf(email, 'newsletter-confirm'));
    const second = await signup(guest(), email);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-welcome', 'newsletter-already-subscribed']);
  });

  it('refuses bad links', async () => {
    const email = `links-${unique()}@example.com`;
    await signup(guest(), email);
    const { token } = await linkOf(email, 'newsletter-confirm');
    for (const body of [{ email, token: token.slice(0, -2) + 'AA' }, { email: `other-${email}`, token }, { email, token: 'nonsense' }]) {
      const res = await guest().post('/api/newsletter/confirm', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_LINK');
    }
    // A confirmation token is not an unsubscribe token.
    expect((await guest().post('/api/newsletter/unsubscribe', { email, token })).statusCode).toBe(400);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('refuses invalid e-mail, bots and too-fast sign-ups, storing nothing', async () => {
    const res = await signup(guest(), 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Please enter a valid email address.');
    const email = `bot-${unique()}@example.com`;
    expect((await signup(guest(), email, { website: 'spam' })).json().error.code).toBe('BOT_SUSPECTED');
    expect((await signup(guest(), email, { formToken: shownAgo(100) })).json().error.code).toBe('FORM_TOO_FAST');
    expect(await subscriber(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('limits sign-ups per address with 429', async () => {
    const c = guest();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signup(c, `rl-${unique()}@example.com`)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
