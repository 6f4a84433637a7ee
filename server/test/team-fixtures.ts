// Teams in tests: people signed in through the API, a plan with Team Management, invitations read from the outbox.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox, subscriptions } from '../db/schema';
import { Client, newUser, signUp, type TestContext } from './harness';

export interface Person { client: Client; id: string; email: string }

export function teamFixtures(t: () => TestContext) {
  async function person(email?: string): Promise<Person> {
    const { client, user } = await signUp(t().app, newUser(email ? { email } : {}));
    const me = (await client.get('/api/me')).json();
    return { client, id: me.id as string, email: user.email };
  }

  /** The team's live plan, with or without the Team Management add-on. */
  async function plan(teamId: string, teamSeats = true) {
    const now = new Date();
    const [row] = await t().database.db.insert(subscriptions).values({
      teamId, plan: 'starter', status: 'active', teamSeats, billingAnchor: now, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    }).returning();
    return row!;
  }

  /** An owner whose team has a plan with Team Management. */
  async function ownerWithTeam() {
    const owner = await person();
    const team = (await owner.client.get('/api/team')).json();
    await plan(team.id);
    return { owner, teamId: team.id as string };
  }

  /** The token in the last invitation e-mailed to `email`, and the mail. */
  async function invitationToken(email: string) {
    const [mail] = await t().database.db.select().from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'team-invitation'))).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail).toBeDefined();
    return { token: new URL(mail!.link!).searchParams.get('token')!, mail: mail! };
  }

  async function invite(by: Person, email: string, role: 'admin' | 'member' = 'member') {
    const res = await by.client.post('/api/team/invitations', { email, role });
    expect(res.statusCode, res.body).toBe(201);
    return (await invitationToken(email)).token;
  }

  /** `who` invited into `owner`'s team, and joined. */
  async function joined(owner: Person, who: Person, role: 'admin' | 'member' = 'member') {
    const token = await invite(owner, who.email, role);
    const res = await who.client.post('/api/team/join', { token });
    expect(res.statusCode, res.body).toBe(200);
  }

  const patch = (by: Person, url: string, payload: object) => by.client.request({ method: 'PATCH', url, payload });
  const del = (by: Person, url: string) => by.client.request({ method: 'DELETE', url });

  return { person, plan, ownerWithTeam, invitationToken, invite, joined, patch, del };
}
