import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadGrants, planTakes } from '../../db/schema';
import { datasetFixtures } from '../../test/dataset-fixtures';
import { Client, createTestApp, type TestContext } from '../../test/harness';
import { teamFixtures, type Person } from '../../test/team-fixtures';
import { teamOf } from '../teams/team-membership';
import { grantExpiry } from './grants';

let t: TestContext;
const { person, plan, ownerWithTeam, joined, del } = teamFixtures(() => t);
const CSV = 'id,name\n1,Ada\n';
const { storedDataset, paidOrder } = datasetFixtures(() => t, 'team');

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const dataset = async () => (await storedDataset({ csv: CSV })).id;

/** A completed purchase of `datasetId` by `buyer`; its grant's id. */
const bought = async (buyer: Person, datasetId: string) => (await paidOrder(buyer.id, [datasetId], { email: buyer.email })).grant;

const fileUrl = (grantId: string, query = '') => `/api/downloads/${grantId}/file?format=csv${query}`;
const listed = async (who: Person) => (await who.client.get('/api/downloads')).json().items.map((g: { id: string }) => g.id);
const owned = async (who: Person) => (await who.client.get('/api/me/owned-datasets')).json().datasetIds;

describe('downloads shared by a team', () => {
  it('a teammate lists and downloads a dataset another member bought, and the catalog marks it owned', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const d = await dataset();
    const grant = await bought(owner, d);

    expect(await listed(mate)).toEqual([grant]);
    expect(await owned(mate)).toEqual([d]);
    expect((await mate.client.get('/api/account/summary')).json().stats.datasetsOwned).toBe(1);
    const file = await mate.client.get(fileUrl(grant));
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(CSV);
    const link = await mate.client.post(`/api/downloads/${grant}/link`, { format: 'csv' });
    expect(link.statusCode).toBe(200);
    expect((await new Client(t.app).get(link.json().url)).statusCode).toBe(200);
    // The cart refuses what the team already holds.
    expect((await mate.client.post('/api/cart/items', { datasetId: d })).json().error.code).toBe('ALREADY_OWNED');
  });

  it('a removed member loses access at once: the list, the session and a link made before', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const grant = await bought(owner, await dataset());
    const { url } = (await mate.client.post(`/api/downloads/${grant}/link`, { format: 'csv' })).json();

    expect((await del(owner, `/api/team/members/${mate.id}`)).statusCode).toBe(200);
    expect(await listed(mate)).toEqual([]);
    expect(await owned(mate)).toEqual([]);
    const byLink = await new Client(t.app).get(url);
    expect(byLink.statusCode).toBe(403);
    expect(byLink.json().error.code).toBe('LINK_INVALID');
    expect((await mate.client.get(fileUrl(grant))).statusCode).toBe(404);
    expect((await mate.client.post(`/api/downloads/${grant}/link`, { format: 'csv' })).statusCode).toBe(404);
    // The team keeps it.
    expect(await listed(owner)).toEqual([grant]);
  });

  it('a member who leaves takes nothing, and what they bought while in the team stays with it', async () => {
    const { owner } = await ownerWithTeam();
    const mate = await person();
    await joined(owner, mate);
    const grant = await bought(mate, await dataset());
    expect(await listed(owner)).toEqual([grant]);
    expect((await mate.client.post('/api/team/leave')).statusCode).toBe(200);
    expect(await listed(mate)).toEqual([]);
    expect(await listed(owner)).toEqual([grant]);
  });

  it('lists a dataset taken into the plan, without an order, and downloads it', async () => {
    const owner = await person();
    const { teamId } = await teamOf(t.database.db, owner.id);
    const sub = await plan(teamId);
    const d = await dataset();
    const db = t.database.db;
    const [take] = await db.insert(planTakes).values({ subscriptionId: sub.id, teamId, userId: owner.id, datasetId: d, periodStart: sub.currentPeriodStart })
      .returning({ id: planTakes.id });
    const [grant] = await db.insert(downloadGrants).values({ userId: owner.id, teamId, planTakeId: take!.id, datasetId: d, expiresAt: grantExpiry(new Date()) })
      .returning({ id: downloadGrants.id });

    const [item] = (await owner.client.get('/api/downloads')).json().items;
    expect(item).toMatchObject({ id: grant!.id, source: 'plan', orderId: null, orderNumber: null, expired: false });
    expect(await owned(owner)).toEqual([d]);
    expect((await owner.client.get(fileUrl(grant!.id))).statusCode).toBe(200);
  });
});
