// Admin catalog: datasets added and edited through the shared schema, files uploaded (counted, profiled, sampled with
// masks; what is not CSV refused), deactivation that leaves listing and search on every instance within a second
// while buyers keep their downloads, deletion refused once ordered, categories and providers, and the top 5.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATASET_MESSAGES } from '../../../common/admin';
import { datasetFiles, datasets } from '../../db/schema';
import { ADMIN_ENV, auditFor, buy, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Client;
let ids: Awaited<ReturnType<typeof catalogBasics>>;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = (await signUpAdmin(t.app)).client;
  ids = await catalogBasics(t.database.db);
});
afterAll(async () => { await t?.close(); });

const input = (o: object = {}) => ({
  title: 'Texas Auto Insurance Shoppers 2026', description: 'Drivers in Texas shopping for auto cover', categoryId: ids.categoryId, providerId: ids.providerId,
  priceCents: 19_900, recordCount: 5000, tags: ['auto', 'texas'], ...o,
});
const patch = (id: string, body: object) => admin.request({ method: 'PATCH', url: `/api/admin/datasets/${id}`, payload: body });
const remove = (id: string) => admin.request({ method: 'DELETE', url: `/api/admin/datasets/${id}` });

describe('adding and editing datasets', () => {
  it('adds a dataset with every field, its slug made from the title, and refuses a taken slug', async () => {
    const res = await admin.post('/api/admin/datasets', input({ longDescription: 'Long text', originalPriceCents: 29_900, featured: true, updateFrequency: 'Weekly', sizeDescription: 'Large' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Texas Auto Insurance Shoppers 2026', slug: 'texas-auto-insurance-shoppers-2026', priceCents: 19_900, originalPriceCents: 29_900,
      recordCount: 5000, tags: ['auto', 'texas'], dataFormats: ['CSV', 'JSON', 'Excel', 'XML'], featured: true, active: true, updateFrequency: 'Weekly',
      sizeDescription: 'Large', category: { id: ids.categoryId }, provider: { id: ids.providerId }, file: null,
    });
    // The same title again gets the next free slug; a slug chosen by hand must be free.
    expect((await admin.post('/api/admin/datasets', input())).json().slug).toBe('texas-auto-insurance-shoppers-2026-2');
    const taken = await admin.post('/api/admin/datasets', input({ slug: 'texas-auto-insurance-shoppers-2026' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.slug).toBe(DATASET_MESSAGES.slugTaken);
    expect((await admin.post('/api/admin/datasets', input({ slug: 'texas-auto' }))).json().slug).toBe('texas-auto');
  });

  it('answers each invalid field with its message', async () => {
    const res = await admin.post('/api/admin/datasets', { title: ' ', description: '', categoryId: 'x', providerId: ids.providerId, priceCents: -1, recordCount: 0, slug: 'Not A Slug' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: DATASET_MESSAGES.title, description: DATASET_MESSAGES.description, categoryId: DATASET_MESSAGES.category,
      priceCents: DATASET_MESSAGES.price, recordCount: DATASET_MESSAGES.recordCount, slug: DATASET_MESSAGES.slug,
    });
    const unknown = await admin.post('/api/admin/datasets', input({ title: 'Unknown category', categoryId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.categoryId).toBe(DATASET_MESSAGES.category);
  });

  it('edits only what is sent and records before and after', async () => {
    const d = await storedDataset(t.app, ids, { title: 'Editable Dataset' });
    const res = await patch(d.id, { priceCents: 1234, tags: ['x'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Editable Dataset', priceCents: 1234, tags: ['x'] });
    const [entry] = await auditFor(t.database.db, d.id);
    expect(entry).toMatchObject({ action: 'dataset.update', before: { priceCents: 2500, tags: [] }, after: { priceCents: 1234, tags: ['x'] } });
    // Fields with a default in DatasetInput are no exception: deactivating leaves the tags as they are.
    expect((await patch(d.id, { active: false })).json()).toMatchObject({ active: false, tags: ['x'] });
  });

  it('lists with search, category and status filters and sorting', async () => {
    const own = await catalogBasics(t.database.db);
    const a = await storedDataset(t.app, own, { title: 'Zebra Life Leads', priceCents: 100 });
    const b = await storedDataset(t.app, own, { title: 'Yak Health Leads', priceCents: 900 });
    await patch(b.id, { active: false });
    const all = (await admin.get(`/api/admin/datasets?category=${own.categorySlug}&sort=price&order=desc`)).json();
    expect(all.items.map((d: { id: string }) => d.id)).toEqual([b.id, a.id]);
    expect((await admin.get(`/api/admin/datasets?category=${own.categorySlug}&status=inactive`)).json().items.map((d: { id: string }) => d.id)).toEqual([b.id]);
    expect((await admin.get('/api/admin/datasets?search=zebra life')).json().items.map((d: { id: string }) => d.id)).toEqual([a.id]);
    expect((await admin.get('/api/admin/datasets?search=no such dataset anywhere')).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('uploading the file', () => {
  const CSV = [
    'first_name,last_name,email,phone,date_of_birth,street_address,state,premium,policies,renewal,active',
    ...Array.from({ length: 25 }, (_, i) => `Ann${i},Lee,ann${i}@gmail.com,(512) 555-${String(1000 + i)},1985-03-${String(10 + (i % 18)).padStart(2, '0')},${100 + i} Main St,TX,${(1200.5 + i).toFixed(2)},${i % 4},2026-0${1 + (i % 9)}-15,${i % 2 ? 'yes' : 'no'}`),
  ].join('\n') + '\n';

  it('counts the records, infers the dictionary and masks the sample, and the catalog shows them', async () => {
    const d = await storedDataset(t.app, ids);
    const res = await admin.upload(`/api/admin/datasets/${d.id}/file`, { name: 'shoppers.csv', content: CSV });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.rows).toBe(25);
    expect(report.bytes).toBe(Buffer.byteLength(CSV));
    expect(Object.fromEntries(report.columns.map((c: { name: string; type: string }) => [c.name, c.type]))).toEqual({
      first_name: 'string', last_name: 'string', email: 'email', phone: 'phone', date_of_birth: 'date', street_address: 'string',
      state: 'string', premium: 'decimal', policies: 'integer', renewal: 'date', active: 'boolean',
    });
    const examples = Object.fromEntries(report.columns.map((c: { name: string; example: string }) => [c.name, c.example]));
    expect(examples).toMatchObject({ email: 'a***@g***.com', phone: '***-***-1000', last_name: 'L.', date_of_birth: '1985-**-**', street_address: '*** Main St' });
    expect(report.sample.rows).toHaveLength(10);
    expect(report.sample.rows[0]).toEqual(['Ann0', 'L.', 'a***@g***.com', '***-***-1000', '1985-**-**', '*** Main St', 'TX', '1200.50', '0', '2026-01-15', 'no']);

    const detail = (await new Client(t.app).get(`/api/datasets/${d.slug}`)).json();
    expect(detail.recordCount).toBe(25);
    expect(detail.file).toMatchObject({ rows: 25, bytes: Buffer.byteLength(CSV) });
    const publicSample = (await new Client(t.app).get(`/api/datasets/${d.id}/sample`)).json();
    expect(publicSample.rows[0]).toEqual(report.sample.rows[0]);
    expect(JSON.stringify(publicSample)).not.toContain('ann0@gmail.com');
  });

  it('refuses what is not CSV and keeps the current file', async () => {
    const d = await storedDataset(t.app, ids);
    const [before] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, d.id));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const cases = [
      { name: 'photo.csv', content: png, type: 'text/csv' },
      { name: 'report.pdf', content: '%PDF-1.7 ...', type: 'application/pdf' },
      { name: 'broken.csv', content: 'a,b\n"unclosed,2\n' },
      { name: 'empty.csv', content: '' },
      { name: 'header-only.csv', content: 'a,b,c\n' },
      // A bad row early in a long file: refused while the rest is still arriving.
      { name: 'long.csv', content: `a,b,c\n${'1,2,3\n'.repeat(20_000)}1,"bad"x,3\n${'4,5,6\n'.repeat(200_000)}` },
    ];
    for (const file of cases) {
      const res = await admin.upload(`/api/admin/datasets/${d.id}/file`, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBeOneOf([415, 422]);
      expect(res.json().error.message).toBeTruthy();
    }
    const binary = await admin.upload(`/api/admin/datasets/${d.id}/file`, cases[0]!);
    expect(binary.json().error.message).toBe(`${DATASET_MESSAGES.notCsv} It looks like a binary file.`);
    const [after] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, d.id));
    expect(after).toEqual(before);
    expect(await t.app.storage.size(after!.storageKey)).toBe(after!.bytes);
  });

  it('replaces the previous file in storage', async () => {
    const d = await storedDataset(t.app, ids);
    const [first] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, d.id));
    expect((await admin.upload(`/api/admin/datasets/${d.id}/file`, { name: 'v2.csv', content: 'id\n1\n2\n3\n' })).json().rows).toBe(3);
    const [second] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, d.id));
    expect(second!.storageKey).not.toBe(first!.storageKey);
    expect(await t.app.storage.size(first!.storageKey)).toBeNull();
  });
});

describe('deactivating and deleting', () => {
  const listed = async (app: FastifyInstance, title: string) => {
    const c = new Client(app);
    const [search, category] = await Promise.all([
      c.get(`/api/datasets?search=${encodeURIComponent(title)}`),
      c.get(`/api/datasets?category=${ids.categorySlug}&limit=48`),
    ]);
    const has = (res: typeof search) => res.json().items.some((d: { title: string }) => d.title === title);
    return { search: has(search), listing: has(category) };
  };

  it('a deactivated dataset leaves listing and search on every instance within a second; buyers keep it', async () => {
    const other = await t.anotherInstance();
    const title = `Quokka Renters Leads ${Date.now()}`;
    const d = await storedDataset(t.app, ids, { title });
    const buyer = await signUp(t.app);
    const order = await buy(buyer.client, [d.id]);
    // Both instances have answered (and cached) these queries.
    expect(await listed(t.app, title)).toEqual({ search: true, listing: true });
    expect(await listed(other, title)).toEqual({ search: true, listing: true });

    const started = Date.now();
    expect((await patch(d.id, { active: false })).json().active).toBe(false);
    await vi.waitFor(async () => {
      expect(await listed(t.app, title)).toEqual({ search: false, listing: false });
      expect(await listed(other, title)).toEqual({ search: false, listing: false });
    }, { timeout: 1000, interval: 25 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await new Client(other).get(`/api/datasets/${d.slug}`)).statusCode).toBe(404);

    const grant = order.downloads[0]!;
    const file = await buyer.client.get(`/api/downloads/${grant.id}/file?format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Ann,TX');

    await patch(d.id, { active: true });
    await vi.waitFor(async () => expect(await listed(other, title)).toEqual({ search: true, listing: true }), { timeout: 1000, interval: 25 });
  });

  it('an edit shows in search, listings and counts on every instance within a second', async () => {
    const other = await t.anotherInstance();
    const stamp = Date.now();
    const d = await storedDataset(t.app, ids, { title: `Numbat Renters Leads ${stamp}` });
    const c = new Client(other);
    const slugsFor = async (query: string) => (await c.get(`/api/datasets?${query}`)).json().items.map((x: { slug: string }) => x.slug);
    const facetTotal = async (query: string) => (await c.get(`/api/catalog/facets?${query}`)).json().total;
    // The other instance has answered these (and learnt that no dataset says "wombat") before the edit.
    expect(await slugsFor('search=numbat')).toContain(d.slug);
    expect(await slugsFor('search=wombat')).not.toContain(d.slug);
    expect(await slugsFor(`category=${ids.categorySlug}&priceMin=900&limit=48`)).not.toContain(d.slug);
    const before = await facetTotal(`category=${ids.categorySlug}&priceMin=900`);

    const started = Date.now();
    expect((await patch(d.id, { title: `Wombat Renters Leads ${stamp}`, priceCents: 99_900 })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect(await slugsFor('search=wombat')).toContain(d.slug);
      expect(await slugsFor('search=numbat')).not.toContain(d.slug);
      expect(await slugsFor(`category=${ids.categorySlug}&priceMin=900&limit=48`)).toContain(d.slug);
      expect(await facetTotal(`category=${ids.categorySlug}&priceMin=900`)).toBe(before + 1);
    }, { timeout: 1000, interval: 25 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses to delete an ordered dataset, saying why; deletes one never ordered', async () => {
    const ordered = await storedDataset(t.app, ids, { title: 'Ordered Dataset' });
    await buy((await signUp(t.app)).client, [ordered.id]);
    const refused = await remove(ordered.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DATASET_MESSAGES.hasOrders);
    expect(await t.database.db.$count(datasets, eq(datasets.id, ordered.id))).toBe(1);

    const unordered = await storedDataset(t.app, ids, { title: 'Never Ordered' });
    const [file] = await t.database.db.select().from(datasetFiles).where(eq(datasetFiles.datasetId, unordered.id));
    expect((await remove(unordered.id)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/datasets/${unordered.id}`)).statusCode).toBe(404);
    expect(await t.app.storage.size(file!.storageKey)).toBeNull();
    expect((await auditFor(t.database.db, unordered.id)).map((e) => e.action)).toContain('dataset.delete');
  });
});

describe('categories, providers and the top 5', () => {
  it('adds, edits and deletes categories; a category with datasets stays', async () => {
    const added = await admin.post('/api/admin/categories', { name: 'Pet Insurance', description: 'Dogs and cats', icon: 'Heart', color: '#10B981' });
    expect(added.statusCode).toBe(201);
    const pet = added.json().find((c: { slug: string }) => c.slug === 'pet-insurance');
    expect(pet).toMatchObject({ name: 'Pet Insurance', icon: 'Heart', color: '#10B981', datasets: 0 });
    expect((await new Client(t.app).get('/api/categories')).json().items.map((c: { slug: string }) => c.slug)).toContain('pet-insurance');
    expect((await admin.request({ method: 'PUT', url: `/api/admin/categories/${pet.id}`, payload: { name: 'Pet Cover', slug: 'pet-insurance' } })).statusCode).toBe(200);
    expect((await admin.post('/api/admin/categories', { name: 'Pet Insurance' })).statusCode).toBe(409);
    const used = await admin.request({ method: 'DELETE', url: `/api/admin/categories/${ids.categoryId}` });
    expect(used.statusCode).toBe(409);
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/categories/${pet.id}` })).statusCode).toBe(204);
  });

  it('marks a provider verified', async () => {
    const added = (await admin.post('/api/admin/providers', { name: 'Acme Data Co', website: 'https://acme.example' })).json();
    const acme = added.find((p: { slug: string }) => p.slug === 'acme-data-co');
    expect(acme.verified).toBe(false);
    const saved = (await admin.request({ method: 'PUT', url: `/api/admin/providers/${acme.id}`, payload: { name: 'Acme Data Co', website: 'https://acme.example', verified: true } })).json();
    expect(saved.find((p: { id: string }) => p.id === acme.id).verified).toBe(true);
    expect((await admin.post('/api/admin/providers', { name: 'Bad', website: 'not a url' })).statusCode).toBe(400);
  });

  it('ranks the top 5 datasets by downloads and by revenue', async () => {
    const own = await catalogBasics(t.database.db);
    const [big, popular] = await Promise.all([
      storedDataset(t.app, own, { title: 'Top Revenue', priceCents: 9_999_000 }),
      storedDataset(t.app, own, { title: 'Top Downloads', priceCents: 100 }),
    ]);
    await t.database.db.update(datasets).set({ totalDownloads: 1_000_000, revenueCents: 100 }).where(eq(datasets.id, popular.id));
    await t.database.db.update(datasets).set({ totalDownloads: 1, revenueCents: 900_000_000 }).where(eq(datasets.id, big.id));
    const insights = (await admin.get('/api/admin/datasets/insights')).json();
    expect(insights.topByDownloads).toHaveLength(5);
    expect(insights.topByDownloads[0]).toMatchObject({ id: popular.id, totalDownloads: 1_000_000 });
    expect(insights.topByRevenue[0]).toMatchObject({ id: big.id, revenueCents: 900_000_000 });
    expect(insights.totals.datasets).toBeGreaterThan(5);
  });
});
