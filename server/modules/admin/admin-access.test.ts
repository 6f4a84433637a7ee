// The admin area's audit trail, generated from the app's route table: every admin route that changes something writes
// an audit row. A new admin route without an entry in CHANGES below fails this file. (Who may call the admin routes,
// 401 signed out and 403 to a client, is the access table's: auth/access-rules.test.ts.)
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadReturns } from '../../db/schema';
import { ADMIN_ENV, auditCount, buy, catalogBasics, deadLetter, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';
import { advertiser, person } from '../../test/lead-fixtures';
import { storeMessage } from '../messages/messages.service';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
});
afterAll(async () => { await t?.close(); });

const adminRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('every admin change writes an audit row', () => {
  type Change = () => Promise<InjectOptions | ((c: Client) => Promise<{ statusCode: number; body: string }>)>;
  let f: Awaited<ReturnType<typeof fixtures>>;

  async function fixtures() {
    const db = t.database.db;
    const ids = await catalogBasics(db);
    const spare = await catalogBasics(db);
    const [toEdit, toDelete, toUpload, bought] = await Promise.all([1, 2, 3, 4].map(() => storedDataset(t.app, ids)));
    const buyer = await signUp(t.app);
    const order = await buy(buyer.client, [bought!.id]);
    const target = await signUp(t.app);
    const leaving = await signUp(t.app);
    const me = (c: Client) => c.get('/api/me').then((r) => r.json().id as string);
    const message = await storeMessage(db, { channel: 'contact', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', subject: 'Hello', message: 'A question' });
    const seller = await advertiser(t.app, { dollars: 20, costPerLeadCents: 500 });
    const [lead] = (await new Client(t.app).post(seller.config.ingestPath, person(1))).json().results;
    await seller.client.post(`/api/leads/${lead.leadId}/return`, { reason: 'invalid_contact' });
    const [ret] = await db.select().from(leadReturns).where(eq(leadReturns.leadId, lead.leadId));
    return {
      ids, spare, toEdit: toEdit!, toDelete: toDelete!, toUpload: toUpload!, order, message, returnId: ret!.id, leadConfigId: seller.config.id as string,
      targetId: await me(target.client), leavingId: await me(leaving.client),
      categoryId: '', providerId: '', versionId: '',
    };
  }

  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  // In order: later entries use what earlier ones made.
  const CHANGES: [string, Change][] = [
    ['POST /api/admin/datasets', async () => ({ method: 'POST', url: '/api/admin/datasets', payload: { title: 'Audit Probe Dataset', description: 'Made by the audit test', categoryId: f.ids.categoryId, providerId: f.ids.providerId, priceCents: 1500, recordCount: 10 } })],
    ['PATCH /api/admin/datasets/:id', async () => ({ method: 'PATCH', url: `/api/admin/datasets/${f.toEdit.id}`, payload: { active: false } })],
    ['DELETE /api/admin/datasets/:id', async () => ({ method: 'DELETE', url: `/api/admin/datasets/${f.toDelete.id}` })],
    ['POST /api/admin/datasets/:id/file', async () => (c) => c.upload(`/api/admin/datasets/${f.toUpload.id}/file`, { name: 'people.csv', content: 'name,age\nAnn,40\nBob,51\n' })],
    ['POST /api/admin/categories', async () => ({ method: 'POST', url: '/api/admin/categories', payload: { name: 'Audit Category' } })],
    ['PUT /api/admin/categories/:id', async () => ({ method: 'PUT', url: `/api/admin/categories/${f.ids.categoryId}`, payload: { name: 'Renamed Category' } })],
    ['DELETE /api/admin/categories/:id', async () => ({ method: 'DELETE', url: `/api/admin/categories/${f.spare.categoryId}` })],
    ['POST /api/admin/providers', async () => ({ method: 'POST', url: '/api/admin/providers', payload: { name: 'Audit Provider', verified: true } })],
    ['PUT /api/admin/providers/:id', async () => ({ method: 'PUT', url: `/api/admin/providers/${f.ids.providerId}`, payload: { name: 'Renamed Provider', verified: true } })],
    ['DELETE /api/admin/providers/:id', async () => ({ method: 'DELETE', url: `/api/admin/providers/${f.spare.providerId}` })],
    ['PATCH /api/admin/users/:id', async () => ({ method: 'PATCH', url: `/api/admin/users/${f.targetId}`, payload: { status: 'inactive' } })],
    ['POST /api/admin/users/:id/balance-adjustments', async () => ({ method: 'POST', url: `/api/admin/users/${f.targetId}/balance-adjustments`, payload: { amountCents: 500, reason: 'Goodwill credit' } })],
    ['PATCH /api/admin/lead-configs/:id', async () => ({ method: 'PATCH', url: `/api/admin/lead-configs/${f.leadConfigId}`, payload: { active: false } })],
    ['DELETE /api/admin/users/:id', async () => ({ method: 'DELETE', url: `/api/admin/users/${f.leavingId}` })],
    ['POST /api/admin/orders/:id/refunds', async () => ({ method: 'POST', url: `/api/admin/orders/${f.order.id}/refunds`, payload: { reason: 'Audit' } })],
    ['PATCH /api/admin/messages/:id', async () => ({ method: 'PATCH', url: `/api/admin/messages/${f.message.id}`, payload: { read: true } })],
    ['POST /api/admin/messages/:id/replies', async () => ({ method: 'POST', url: `/api/admin/messages/${f.message.id}/replies`, payload: { body: 'Thanks for writing.' } })],
    ['POST /api/admin/lead-returns/:id/decision', async () => ({ method: 'POST', url: `/api/admin/lead-returns/${f.returnId}/decision`, payload: { decision: 'approve', note: 'ok' } })],
    ['POST /api/admin/content', async () => ({ method: 'POST', url: '/api/admin/content', payload: { key: 'audit_probe', type: 'text', label: 'Probe', section: 'Tests', value: 'one' } })],
    ['PUT /api/admin/lead-prices/:source/:leadType', async () => ({ method: 'PUT', url: '/api/admin/lead-prices/twitter/life', payload: { priceCents: 450 } })],
    ['PUT /api/admin/content', async () => ({ method: 'PUT', url: '/api/admin/content', payload: { changes: [{ key: 'audit_probe', value: 'two' }] } })],
    ['POST /api/admin/content/:key/versions/:versionId/restore', async () => {
      const [version] = (await admin.get('/api/admin/content/audit_probe/versions')).json();
      return { method: 'POST', url: `/api/admin/content/audit_probe/versions/${version.id}/restore` };
    }],
    ['POST /api/admin/content/delete', async () => ({ method: 'POST', url: '/api/admin/content/delete', payload: { keys: ['audit_probe'] } })],
    ['POST /api/admin/content/images', async () => (c) => c.upload('/api/admin/content/images', { name: 'dot.png', type: 'image/png', content: PNG })],
    ['POST /api/admin/jobs/dead-letters/:id/retry', async () => ({ method: 'POST', url: `/api/admin/jobs/dead-letters/${await deadLetter(t.database.db, 'admin.roll-up-activity', 'boom')}/retry` })],
  ];

  beforeAll(async () => { f = await fixtures(); }, 60_000);

  /** Reads that POST their input (too large for a query string): they change nothing, so they write no audit row. */
  const POSTED_READS = ['POST /api/admin/content/preview'];

  it('has an entry for every admin route that is not a read', () => {
    const mutating = adminRoutes().filter((r) => r.method !== 'GET').map(routeKey).filter((key) => !POSTED_READS.includes(key)).sort();
    expect(CHANGES.map(([key]) => key).sort()).toEqual(mutating);
  });

  it('writes no audit row for a read that POSTs its input', async () => {
    const before = await auditCount(t.database.db);
    const res = await admin.post('/api/admin/content/preview', { changes: [{ key: 'home_hero_title', value: 'Only a preview' }] });
    expect(res.statusCode).toBe(200);
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it.each(CHANGES.map(([key, change]) => ({ key, change })))('$key', async ({ key, change }) => {
    const before = await auditCount(t.database.db);
    const request = await change();
    const res = typeof request === 'function' ? await request(admin) : await admin.request(request);
    expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
    expect(await auditCount(t.database.db), key).toBeGreaterThan(before);
    const latest = (await admin.get('/api/admin/audit?limit=1')).json().items[0];
    expect(latest).toMatchObject({ actorEmail: 'admin@example.com', action: expect.any(String), entityType: expect.any(String) });
  });
});
