// Every cursor-taking route of the data API, fed forged cursors (issue 53): any string answers 200 or 400
// INVALID_CURSOR, never a 5xx. Random strings, random JSON, and objects shaped like each route's own cursor with values
// at and past what the database stores (dates out of range, 36 dashes for an id, numbers beyond bigint).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { datasetFixtures } from '../../test/dataset-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { teamFixtures } from '../../test/team-fixtures';

let t: TestContext;
const { person, plan } = teamFixtures(() => t);
const { storedDataset, paidOrder } = datasetFixtures(() => t, 'cursor-fuzz');
let key: string;
let datasetId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await person();
  // Enterprise: 10,000 requests an hour, so the limit never answers for the cursor.
  const { id: subscriptionId } = await plan((await owner.client.get('/api/team')).json<{ id: string }>().id);
  await t.database.db.update(subscriptions).set({ plan: 'enterprise' }).where(eq(subscriptions.id, subscriptionId));
  datasetId = (await storedDataset({ csv: 'id,name\n1,a\n2,b\n3,c\n' })).id;
  await paidOrder(owner.id, [datasetId], { email: owner.email });
  const res = await owner.client.post('/api/api-keys', { name: 'fuzz', scopes: ['catalog:read', 'datasets:read', 'leads:read'] });
  key = res.json<{ key: string }>().key;
});
afterAll(async () => { await t?.close(); });

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const oddText = fc.oneof(
  fc.string(), fc.constantFrom('-'.repeat(36), '00000000-0000-0000-0000-000000000000', '', ' ', 'null', '1e400'),
  fc.constantFrom('+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999999Z',
    '2026-02-30T00:00:00Z', '2026-12-02 08:00:00.123456+00', 'Tuesday'),
  fc.bigInt().map(String), fc.constantFrom('9223372036854775807', '9223372036854775808', '-9223372036854775809', '99999999999999999999'),
);
const oddValue = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
/** Cursors shaped like the real ones of each route, with odd values, and plain junk. */
const cursor = fc.oneof(
  fc.string(),
  fc.string().map((s) => Buffer.from(s).toString('base64url')),
  fc.jsonValue().map(encode),
  fc.record({ page: oddValue }).map(encode),
  fc.record({ createdAt: oddValue, id: oddValue }).map(encode),
  fc.record({ xid: oddValue, seq: oddValue }).map(encode),
  fc.record({ d: fc.oneof(oddText, fc.constant('DATASET')), v: oddValue, o: oddValue }).map(encode),
);

const routes = () => ['/api/v1/catalog/datasets', '/api/v1/datasets/owned', `/api/v1/datasets/${datasetId}/rows`, '/api/v1/leads'];

describe('forged cursors', () => {
  it('answer 200 or 400 INVALID_CURSOR on every cursor-taking route, never a server error', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(0, 1, 2, 3), cursor, async (route, forged) => {
      const value = forged.replace('DATASET', datasetId);
      const res = await t.app.inject({ method: 'GET', url: routes()[route]!, query: { cursor: value }, headers: { authorization: `Bearer ${key}` } });
      expect([200, 400], `${routes()[route]} cursor=${value}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(['INVALID_CURSOR', 'VALIDATION_ERROR']).toContain(res.json().error.code);
    }), { numRuns: 400 });
  });

  it('answer 400 INVALID_CURSOR to the forgeries that answered 500', async () => {
    const cases: [string, unknown][] = [
      ['/api/v1/datasets/owned', { createdAt: '+275760-09-13T00:00:00.000Z', id: '00000000-0000-0000-0000-000000000000' }],
      ['/api/v1/datasets/owned', { createdAt: '2026-11-01T00:00:00.000Z', id: '-'.repeat(36) }],
      ['/api/v1/leads', { xid: '9999999999999999999', seq: '1' }],
      ['/api/v1/leads', { xid: '1', seq: '9223372036854775808' }],
    ];
    for (const [url, value] of cases) {
      const res = await t.app.inject({ method: 'GET', url, query: { cursor: encode(value) }, headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode, `${url} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().error.code).toBe('INVALID_CURSOR');
    }
  });
});
