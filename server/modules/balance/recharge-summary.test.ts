// The daily summary of automatic recharges: one e-mail per advertiser and day, with every recharge and decline, sent
// once however often the job runs.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { card, jobsSettled, newConfig, person, recharge } from '../../test/lead-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { sendRechargeSummaries } from './recharge-summary';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const summaries = (to: string) => t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'auto-recharge-summary')));
const send = (path: string, leads: object[]) => Promise.all(leads.map((l) => new Client(t.app).post(path, l)));
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** An advertiser with a saved card and automatic recharges of $200 under $100, paying $10 (or `cost`) a lead. */
async function autoRecharging(cardNumber?: string, cost = 1000) {
  const { client, user } = await signUp(t.app);
  await recharge(client, 110);
  expect((await client.post('/api/billing/card', card(cardNumber))).statusCode).toBe(200);
  await client.request({ method: 'PUT', url: '/api/balance/auto-recharge', payload: { enabled: true, thresholdCents: 10_000, amountCents: 20_000 } });
  return { client, user, config: await newConfig(client, { costPerLeadCents: cost }) };
}

/** What happened today is moved to yesterday: the orders, and the day the balance's recharge counts are for. */
async function happenedYesterday(email: string) {
  await t.database.db.execute(sql`update orders set created_at = created_at - interval '1 day' where user_email = ${email}`);
  await t.database.db.execute(sql`update user_balances set auto_recharge_day = auto_recharge_day - 1
    where user_id = (select id from users where email = ${email}) and auto_recharge_day is not null`);
}

describe('daily summary of automatic recharges', () => {
  it('sends each advertiser one e-mail with all of yesterday\'s recharges and declines, once however often it runs', async () => {
    const twice = await autoRecharging();
    // Two dips under the threshold, each paid by an automatic recharge before the next.
    await send(twice.config.ingestPath, [person(1), person(2)]);
    await jobsSettled(t.app);
    await send(twice.config.ingestPath, Array.from({ length: 20 }, (_, i) => person(10 + i)));
    await jobsSettled(t.app);
    await happenedYesterday(twice.user.email);

    const declined = await autoRecharging('4000 0000 0000 0341', 2000);
    await send(declined.config.ingestPath, [person(100)]);
    await jobsSettled(t.app);
    await happenedYesterday(declined.user.email);

    const manual = await signUp(t.app);
    await recharge(manual.client, 50);
    await happenedYesterday(manual.user.email);

    const deps = { db: t.database.db, mailer: t.app.mailer, publicUrl: 'http://localhost:3000' };
    const written = await Promise.all([sendRechargeSummaries(deps, yesterday()), sendRechargeSummaries(deps, yesterday())]);
    expect(written[0] + written[1]).toBe(2);
    // And the scheduled job itself, on the same day: nothing more.
    await t.app.jobs.send('balance.auto-recharge-summary', {});
    await jobsSettled(t.app, ['balance.auto-recharge-summary']);

    const [mail, ...more] = await summaries(twice.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Automatic recharges on \w{3} \d{1,2}, \d{4}: 2 recharges, \$400\.00$/);
    expect(mail!.text).toContain('recharged automatically 2 times, $400.00 in all.');
    expect(mail!.text.match(/^ {2}- \d{2}:\d{2} UTC: \$200\.00 \(\S+\)$/gm)).toHaveLength(2);
    expect(mail!.text).toContain('Today\'s limits (UTC) still allow 3 automatic recharges for up to $1,500.00 in all.');
    expect(mail!.text).toContain('/account/billing');
    expect(mail!.link).toBe('http://localhost:3000/account/billing');

    const [decline, ...moreDeclines] = await summaries(declined.user.email);
    expect(moreDeclines).toEqual([]);
    expect(decline!.subject).toMatch(/: 0 recharges, \$0\.00, 1 decline$/);
    expect(decline!.text).toMatch(/Declined: 1 attempt\n {2}- \d{2}:\d{2} UTC: \$200\.00 \(\S+\): Your card was declined\./);
    expect(decline!.text).toContain('Automatic recharges are paused: Your card was declined.');

    expect(await summaries(manual.user.email)).toEqual([]);
  }, 60_000);
});
