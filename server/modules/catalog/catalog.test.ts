import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, DatasetCard, DatasetDetail, DatasetFacets, DatasetList, Provider } from '../../../common/catalog';
import { categories, datasetFiles, datasets, providers, users } from '../../db/schema';
import { CATEGORIES, DATASETS, PROVIDERS, rowSpecOf } from '../../seed/catalog-data';
import { writeDatasetFile } from '../../seed/dataset-files';
import { seedCatalog } from '../../seed/seed-catalog';
import { createTestApp, type TestContext } from '../../test/harness';
import { maskEmail, maskPhone, maskSurname } from '../../lib/masks';

let t: TestContext;
let all: (typeof datasets.$inferSelect)[];
let categoryIds: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db, t.app.storage, { files: false });
  all = await t.database.db.select().from(datasets);
  categoryIds = new Map((await t.database.db.select().from(categories)).map((c) => [c.slug, c.id]));
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function list(query: string): Promise<DatasetList> {
  const res = await get(`/api/datasets${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** Every page of a query, for checking a whole ordering. */
async function listAll(query: string): Promise<DatasetCard[]> {
  const items: DatasetCard[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${query}&limit=48&page=${page}`);
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}
const slugs = (items: DatasetCard[]) => items.map((d) => d.slug);

describe('GET /api/datasets', () => {
  it('lists active datasets as cards, 24 per page by default', async () => {
    const body = await list('');
    expect(body.total).toBe(DATASETS.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(24);
    expect(body.items).toHaveLength(24);
    const card = body.items[0]!;
    expect(card.category).toEqual({ name: expect.any(String), slug: expect.any(String) });
    expect(card.provider).toEqual({ name: expect.any(String), slug: expect.any(String), verified: expect.any(Boolean) });
    expect(new Date(card.updatedAt).toISOString()).toBe(card.updatedAt);
  });

  it('shows each dataset on a card just as its own page does', async () => {
    for (const query of ['limit=48', 'limit=48&page=2', 'search=medicare&limit=48', 'search=leads&sort=price-low&limit=48']) {
      for (const card of (await list(query)).items) {
        const { longDescription: _l, createdAt: _c, file: _f, ...detail } = (await get(`/api/datasets/${card.slug}`)).json<DatasetDetail>();
        expect(card).toEqual(detail);
      }
    }
  });

  describe('sorts', () => {
    const ordered = <T>(items: T[], cmp: (a: T, b: T) => number) => items.every((x, i) => i === 0 || cmp(items[i - 1]!, x) <= 0);
    const byId = (a: DatasetCard, b: DatasetCard) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

    // Ties go by id, the same way as the order (descending orders walk their index backwards).
    it('popular: featured first, then rating, then downloads, then id', async () => {
      const items = await listAll('sort=popular');
      expect(items).toHaveLength(DATASETS.length);
      expect(ordered(items, (a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating
        || b.totalDownloads - a.totalDownloads || byId(b, a))).toBe(true);
      expect(items[0]!.featured).toBe(true);
    });
    it('price-low and price-high', async () => {
      expect(ordered(await listAll('sort=price-low'), (a, b) => a.priceCents - b.priceCents || byId(a, b))).toBe(true);
      const high = await listAll('sort=price-high');
      expect(ordered(high, (a, b) => b.priceCents - a.priceCents || byId(b, a))).toBe(true);
      expect(high[0]!.priceCents).toBe(Math.max(...all.map((d) => d.priceCents)));
    });
    it('rating and downloads', async () => {
      expect(ordered(await listAll('sort=rating'), (a, b) => b.rating - a.rating || b.totalReviews - a.totalReviews || byId(b, a))).toBe(true);
      expect(ordered(await listAll('sort=downloads'), (a, b) => b.totalDownloads - a.totalDownloads || byId(b, a))).toBe(true);
    });
    it('pages never repeat or skip a dataset', async () => {
      const paged: string[] = [];
      for (let page = 1; page <= 7; page++) paged.push(...slugs((await list(`sort=rating&limit=10&page=${page}`)).items));
      expect(paged).toHaveLength(DATASETS.length);
      expect(new Set(paged).size).toBe(DATASETS.length);
    });
    it('rejects an unknown sort', async () => {
      expect((await get('/api/datasets?sort=cheapest')).statusCode).toBe(400);
    });
  });

  describe('filters', () => {
    it('category slug', async () => {
      const items = await listAll('category=medicare');
      expect(items.length).toBe(DATASETS.filter((d) => d.category === 'medicare').length);
      expect(items.every((d) => d.category.slug === 'medicare')).toBe(true);
      expect((await list('category=no-such-category')).total).toBe(0);
    });
    it('provider slug', async () => {
      const items = await listAll('provider=blueharbor-health-data');
      expect(items.length).toBe(DATASETS.filter((d) => d.provider === 'blueharbor-health-data').length);
      expect(items.every((d) => d.provider.slug === 'blueharbor-health-data')).toBe(true);
    });
    it('format: every dataset is listed in the formats its purchase downloads in, and none promises the API yet', async () => {
      expect((await listAll('format=XML')).length).toBe(DATASETS.length);
      expect((await listAll('format=XML,API')).length).toBe(DATASETS.length);
      expect(await listAll('format=API')).toEqual([]);
      expect((await get('/api/datasets?format=PDF')).statusCode).toBe(400);
    });
    it('frequency: any of', async () => {
      const items = await listAll('frequency=Daily,Weekly');
      expect(items.length).toBe(DATASETS.filter((d) => d.updateFrequency === 'Daily' || d.updateFrequency === 'Weekly').length);
      expect(items.every((d) => ['Daily', 'Weekly'].includes(d.updateFrequency))).toBe(true);
    });
    it('records: the chosen half-open ranges', async () => {
      const items = await listAll('records=1k-10k,100k-plus');
      const inRange = (n: number) => (n >= 1_000 && n < 10_000) || n >= 100_000;
      expect(items.length).toBe(DATASETS.filter((d) => inRange(d.recordCount)).length);
      expect(items.every((d) => inRange(d.recordCount))).toBe(true);
    });
    it('rating: at least N stars', async () => {
      const items = await listAll('rating=4');
      expect(items.length).toBe(all.filter((d) => d.rating >= 4).length);
      expect(items.every((d) => d.rating >= 4)).toBe(true);
      expect((await get('/api/datasets?rating=5')).statusCode).toBe(400);
    });
    it('price range in dollars, inclusive', async () => {
      const items = await listAll('priceMin=45&priceMax=69');
      expect(items.length).toBe(all.filter((d) => d.priceCents >= 4500 && d.priceCents <= 6900).length);
      expect(items.some((d) => d.priceCents === 4500)).toBe(true);
      expect(items.some((d) => d.priceCents === 6900)).toBe(true);
      expect((await list('priceMin=0.5&priceMax=0.99')).total).toBe(all.filter((d) => d.priceCents >= 50 && d.priceCents <= 99).length);
    });
    it('combines filters', async () => {
      const items = await listAll('category=health-insurance&provider=blueharbor-health-data&sort=price-low');
      expect(items.length).toBe(DATASETS.filter((d) => d.category === 'health-insurance' && d.provider === 'blueharbor-health-data').length);
    });
  });

  describe('search', () => {
    it('matches a whole word, case-insensitively, best match first', async () => {
      const lower = await listAll('search=medicare');
      const upper = await listAll('search=MEDICARE');
      expect(lower.length).toBeGreaterThan(0);
      expect(slugs(upper)).toEqual(slugs(lower));
      expect(lower[0]!.title.toLowerCase()).toContain('medicare');
    });
    it('matches a partial word and a typo', async () => {
      const medicare = slugs(await listAll('search=medicare'));
      expect(slugs(await listAll('search=medic'))).toEqual(expect.arrayContaining(medicare));
      expect(slugs(await listAll('search=medicar'))).toEqual(expect.arrayContaining(medicare));
      const insurance = await listAll('search=insurence');
      expect(insurance.length).toBeGreaterThan(0);
      expect(insurance.some((d) => d.title.toLowerCase().includes('insurance'))).toBe(true);
    });
    it('finds a fragment of a word: the words containing it, datasets named by them first', async () => {
      const items = await listAll('search=surance');
      expect(items.length).toBeGreaterThan(0);
      // The fragment becomes the words containing it ("insurance"), matched with their word forms ("insured"); the
      // datasets named by it (title or tags) come first.
      expect(items.slice(0, 10).every((d) => /surance/i.test(`${d.title} ${d.tags.join(' ')}`))).toBe(true);
      // Category and provider names are searchable words of their datasets too.
      expect(items.every((d) => /surance|insur/i.test(`${d.title} ${d.description} ${d.tags.join(' ')} ${d.category.name}`))).toBe(true);
    });
    it('matches tags and descriptions', async () => {
      const withTag = DATASETS.find((d) => d.tags.some((tag) => !d.title.toLowerCase().includes(tag.toLowerCase()) && /^[a-z]+$/i.test(tag)))!;
      const tag = withTag.tags.find((x) => !withTag.title.toLowerCase().includes(x.toLowerCase()) && /^[a-z]+$/i.test(x))!;
      expect(slugs(await listAll(`search=${encodeURIComponent(tag)}`))).toContain(withTag.slug);
      const word = DATASETS[0]!.description.split(/\W+/).filter((w) => w.length > 6 && !DATASETS[0]!.title.includes(w))[0]!;
      expect(slugs(await listAll(`search=${encodeURIComponent(word)}`))).toContain(DATASETS[0]!.slug);
    });
    it('no match -> empty list, total 0', async () => {
      expect(await list('search=zzqxwv')).toMatchObject({ items: [], total: 0 });
    });
    it('combines with filters and explicit sorts', async () => {
      const items = await listAll('search=insurance&category=auto-insurance&sort=price-low');
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((d) => d.category.slug === 'auto-insurance')).toBe(true);
      expect(items.every((d, i) => i === 0 || items[i - 1]!.priceCents <= d.priceCents)).toBe(true);
    });
    it.each([
      "'", "''; drop table datasets; --", '%', '_', '\\', 'medi:*', 'a & b | !c', '(((', ')', '<->', '"unclosed', '!!!',
      '50%_off\\', 'health:A', 'insurance & !', '\u0000', 'medi\u0000care', '\u0001\t', '😀', '-- ;', '*', 'or 1=1',
    ])('special input %j is answered, never a 500', async (q) => {
      const res = await get(`/api/datasets?search=${encodeURIComponent(q)}`);
      // NUL is refused in words before any route (request-guards.ts); everything else is searched for.
      expect(res.statusCode, res.body).toBe(q.includes('\u0000') ? 400 : 200);
      expect((await t.database.db.select().from(datasets)).length).toBe(DATASETS.length);
    });
    it('knows the words of datasets added or renamed later: their own at once, their typos once the change is announced', async () => {
      const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...base } = all[0]!;
      const only = ['zephyrhills-flood-leads'];
      // Written as a catalog write does (catalog-admin.service.ts): the change announced when it commits.
      const announced = (write: (tx: typeof t.database.db) => Promise<unknown>) =>
        t.database.db.transaction(async (tx) => { await write(tx); await t.app.changes.publish('catalog', tx); });
      const [added] = await t.database.db.insert(datasets)
        .values({ ...base, slug: only[0]!, title: 'Zephyrhills Flood Insurance Leads', tags: ['quixotic'] }).returning();
      // Not announced: each search reads its words' own stems.
      expect(slugs(await listAll('search=zephyrhills'))).toEqual(only);
      await announced((tx) => tx.update(datasets).set({ tags: ['quixotic', 'flood'] }).where(eq(datasets.id, added!.id)));
      // The other words a search may mean (typos, completions) come from each server's word list, read again when
      // the announcement arrives.
      await vi.waitFor(async () => expect(slugs(await listAll('search=zephyrhils'))).toEqual(only));
      expect(slugs(await listAll('search=quixotik'))).toEqual(only);
      await announced((tx) => tx.update(datasets).set({ title: 'Okeechobee Flood Insurance Leads' }).where(eq(datasets.id, added!.id)));
      await vi.waitFor(async () => expect(slugs(await listAll('search=okechobee'))).toEqual(only));
      await t.database.db.delete(datasets).where(eq(datasets.id, added!.id));
    });
    it('punctuation only lists everything; % and _ are literal', async () => {
      expect((await list('search=%3F%21')).total).toBe(DATASETS.length);
      expect((await list(`search=${encodeURIComponent('%%')}`)).total).toBe(DATASETS.length);
    });
    it('a very long query -> 400', async () => {
      expect((await get(`/api/datasets?search=${'a'.repeat(201)}`)).statusCode).toBe(400);
    });
  });

  describe('pagination', () => {
    it('page beyond the end -> no items, real total', async () => {
      expect(await list('page=99')).toMatchObject({ items: [], total: DATASETS.length, page: 99 });
    });
    it('limit 1', async () => {
      const body = await list('limit=1&page=2');
      expect(body.items).toHaveLength(1);
      expect(body.pageSize).toBe(1);
    });
    it('limit above 48 or below 1, page 0 -> 400', async () => {
      for (const q of ['limit=49', 'limit=0', 'page=0', 'page=abc']) expect((await get(`/api/datasets?${q}`)).statusCode).toBe(400);
    });
  });

  it('hides inactive datasets everywhere', async () => {
    const hidden = all.find((d) => d.slug === DATASETS[1]!.slug)!;
    await t.database.db.update(datasets).set({ active: false }).where(eq(datasets.id, hidden.id));
    // Written behind the catalog's back: clear its cached aggregates as a catalog write would.
    t.app.catalogAggregates.clear();
    try {
      expect((await list('')).total).toBe(DATASETS.length - 1);
      expect(slugs(await listAll(`search=${encodeURIComponent(hidden.title)}`))).not.toContain(hidden.slug);
      expect((await get(`/api/datasets/${hidden.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/datasets/by-id/${hidden.id}`)).statusCode).toBe(404);
      const stats = (await get('/api/stats')).json();
      expect(stats.totalDatasets).toBe(DATASETS.length - 1);
    } finally {
      await t.database.db.update(datasets).set({ active: true }).where(eq(datasets.id, hidden.id));
      t.app.catalogAggregates.clear();
    }
  });
});

describe('GET /api/catalog/facets', () => {
  const facets = async (query: string): Promise<DatasetFacets> => {
    const res = await get(`/api/catalog/facets${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const total = async (query: string) => (await list(query)).total;

  it('without a search or filter: every active dataset by category, format and rating', async () => {
    const body = await facets('');
    expect(body).toMatchObject({ total: DATASETS.length, exact: true });
    for (const category of CATEGORIES) {
      expect(body.categories.find((c) => c.slug === category.slug)?.count ?? 0, category.slug)
        .toBe(all.filter((d) => d.categoryId === categoryIds.get(category.slug)).length);
    }
    for (const { format, count } of body.formats) expect(count, format).toBe(all.filter((d) => d.dataFormats.includes(format)).length);
    for (const { atLeast, count } of body.ratings) expect(count, `${atLeast}+`).toBe(all.filter((d) => d.rating >= atLeast).length);
  });

  it('counts each facet with the other filters but its own: what choosing it would list', async () => {
    for (const query of ['search=insurance&format=CSV&rating=4', 'search=leads&category=auto-insurance', 'format=JSON,API&frequency=Monthly,Daily', 'provider=summit-life-leads&rating=3']) {
      const body = await facets(query);
      const params = new URLSearchParams(query);
      expect(body.exact, query).toBe(true);
      expect(body.total, query).toBe(await total(query));
      const without = (name: string) => { const p = new URLSearchParams(params); p.delete(name); return p; };
      for (const { slug, count } of body.categories) expect(count, `${query} category ${slug}`).toBe(await total(`${without('category')}&category=${slug}`));
      for (const { format, count } of body.formats) expect(count, `${query} format ${format}`).toBe(await total(`${without('format')}&format=${format}`));
      for (const { atLeast, count } of body.ratings) expect(count, `${query} rating ${atLeast}`).toBe(await total(`${without('rating')}&rating=${atLeast}`));
    }
  });

  it('a search nothing matches counts nothing; bad parameters are refused', async () => {
    expect(await facets('search=zzqxwv')).toMatchObject({ total: 0, categories: [] });
    expect((await get('/api/catalog/facets?format=PDF')).statusCode).toBe(400);
    expect((await get(`/api/catalog/facets?search=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/datasets/:slug and /by-id/:id', () => {
  it('returns the detail with long description and no file when none is stored', async () => {
    const d = DATASETS[2]!;
    const res = await get(`/api/datasets/${d.slug}`);
    expect(res.statusCode).toBe(200);
    const body: DatasetDetail = res.json();
    expect(body).toMatchObject({ slug: d.slug, title: d.title, priceCents: d.priceCents, recordCount: d.recordCount, file: null });
    expect(body.longDescription.length).toBeGreaterThan(0);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });
  it('404 for an unknown slug', async () => {
    const res = await get('/api/datasets/no-such-dataset');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Dataset not found' } });
  });
  it('by-id gives the slug; unknown and malformed ids are 404', async () => {
    const d = all[0]!;
    expect((await get(`/api/datasets/by-id/${d.id}`)).json()).toEqual({ slug: d.slug });
    expect((await get('/api/datasets/by-id/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/datasets/by-id/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /api/categories', () => {
  it('lists categories by name with active dataset and record counts', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const items: Category[] = res.json().items;
    expect(items).toHaveLength(CATEGORIES.length);
    expect(items.map((c) => c.name)).toEqual([...items.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const rows = await t.database.db.select().from(categories);
    for (const c of items) {
      const id = rows.find((r) => r.slug === c.slug)!.id;
      const own = all.filter((d) => d.categoryId === id && d.active);
      expect(c.datasetCount).toBe(own.length);
      expect(c.recordCount).toBe(own.reduce((s, d) => s + d.recordCount, 0));
    }
  });
});

describe('GET /api/providers', () => {
  it('verified providers by rating, limited, with specialties in order and leads available', async () => {
    const res = await get('/api/providers?verified=true&limit=6');
    expect(res.statusCode).toBe(200);
    const items: Provider[] = res.json().items;
    expect(items.length).toBe(Math.min(6, PROVIDERS.filter((p) => p.verified).length));
    expect(items.every((p) => p.verified)).toBe(true);
    expect(items.every((p, i) => i === 0 || items[i - 1]!.rating >= p.rating)).toBe(true);
    const rows = await t.database.db.select().from(providers);
    for (const p of items) {
      const def = PROVIDERS.find((x) => x.slug === p.slug)!;
      const names = def.specialties.map((slug) => CATEGORIES.find((c) => c.slug === slug)!.name);
      expect(p.specialties).toEqual(names);
      const id = rows.find((r) => r.slug === p.slug)!.id;
      expect(p.leadsAvailable).toBe(all.filter((d) => d.providerId === id && d.active).reduce((s, d) => s + d.recordCount, 0));
    }
  });
  it('all providers without filters; unverified ones with verified=false', async () => {
    expect((await get('/api/providers')).json().items).toHaveLength(PROVIDERS.length);
    const unverified: Provider[] = (await get('/api/providers?verified=false')).json().items;
    expect(unverified.length).toBe(PROVIDERS.filter((p) => !p.verified).length);
    expect((await get('/api/providers?verified=yes')).statusCode).toBe(400);
  });
});

describe('GET /api/stats', () => {
  it('counts active datasets, verified providers with an active dataset, and downloads', async () => {
    const res = await get('/api/stats');
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(providers);
    const active = all.filter((d) => d.active);
    expect(res.json()).toEqual({
      totalDatasets: active.length,
      activeProviders: rows.filter((p) => p.verified && active.some((d) => d.providerId === p.id)).length,
      totalDownloads: active.reduce((s, d) => s + d.totalDownloads, 0),
      totalRecords: active.reduce((s, d) => s + d.recordCount, 0),
      activeCategories: new Set(active.map((d) => d.categoryId)).size,
      activeUsers: (await t.database.db.select().from(users)).filter((u) => u.status === 'active' && !u.banned).length,
    });
  });
});

describe('dataset samples', () => {
  const leadCategories = new Set(['health-insurance', 'life-insurance', 'medicare', 'auto-insurance', 'home-insurance']);
  const definition = [...DATASETS].filter((d) => leadCategories.has(d.category) && !d.kind).sort((a, b) => a.recordCount - b.recordCount)[0]!;
  let id: string;

  beforeAll(async () => {
    const file = await writeDatasetFile(t.app.storage, rowSpecOf(definition));
    id = all.find((d) => d.slug === definition.slug)!.id;
    await t.database.db.insert(datasetFiles).values({ datasetId: id, ...file });
  });

  it('masks e-mails, phones and surnames', () => {
    expect(maskEmail('jane.doe@gmail.com')).toBe('j***@g***.com');
    expect(maskEmail('a@mail.example.co.uk')).toBe('a***@m***.uk');
    expect(maskEmail('nonsense')).toBe('***');
    expect(maskPhone('(512) 555-1234')).toBe('***-***-1234');
    expect(maskPhone('+1 512.555.9876')).toBe('***-***-9876');
    expect(maskSurname('doe')).toBe('D.');
  });

  it('returns the first 10 rows with personal fields masked', async () => {
    const res = await get(`/api/datasets/${id}/sample`);
    expect(res.statusCode, res.body).toBe(200);
    const { columns, rows } = res.json<{ columns: string[]; rows: string[][] }>();
    expect(columns).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'phone']));
    expect(rows).toHaveLength(10);
    const col = (name: string) => columns.indexOf(name);
    for (const row of rows) {
      expect(row).toHaveLength(columns.length);
      expect(row[col('email')]).toMatch(/^\w\*\*\*@\w\*\*\*\.[a-z]+$/i);
      expect(row[col('phone')]).toMatch(/^\*\*\*-\*\*\*-\d{4}$/);
      expect(row[col('last_name')]).toMatch(/^[A-Z]\.$/);
      expect(row[col('first_name')]!.length).toBeGreaterThan(1);
    }
  });

  it('the detail now carries the file dictionary', async () => {
    const body: DatasetDetail = (await get(`/api/datasets/${definition.slug}`)).json();
    expect(body.file).toMatchObject({ rows: definition.recordCount, bytes: expect.any(Number) });
    expect(body.file!.columns.map((c) => c.name)).toContain('email');
  });

  it('downloads the same masked rows as CSV, from either URL', async () => {
    const json = (await get(`/api/datasets/${id}/sample`)).json<{ columns: string[]; rows: string[][] }>();
    for (const url of [`/api/datasets/${id}/sample.csv`, `/api/datasets/${id}/sample?format=csv`]) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${definition.slug}-sample.csv"`);
      const lines = res.body.trim().split('\n');
      expect(lines).toHaveLength(11);
      expect(lines[0]).toBe(json.columns.join(','));
      expect(res.body).toContain(json.rows[0]![json.columns.indexOf('email')]!);
      expect(res.body).not.toMatch(/@[a-z]+\.[a-z]+\.?[a-z]*,/i);
    }
  });

  it('404 when the dataset, its file row or its stored object is missing', async () => {
    const withoutFile = all.find((d) => d.slug !== definition.slug)!;
    expect((await get(`/api/datasets/${withoutFile.id}/sample`)).statusCode).toBe(404);
    expect((await get(`/api/datasets/${withoutFile.id}/sample.csv`)).statusCode).toBe(404);
    expect((await get('/api/datasets/00000000-0000-4000-8000-000000000000/sample')).statusCode).toBe(404);
    expect((await get('/api/datasets/not-a-uuid/sample')).statusCode).toBe(404);
    await t.app.storage.remove(`datasets/${definition.slug}.csv`);
    expect((await get(`/api/datasets/${id}/sample`)).statusCode).toBe(404);
  });
});
