// The content manager: saves reach the public content store at once (all or none), rich text is sanitised on the
// server, numbers and links are checked, every save keeps a version that can be restored, added items are deleted
// and defaults reset, and images are checked by their bytes and served from storage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, MAX_CONTENT_IMAGE_BYTES } from '../../../common/admin';
import { CONTENT_DEFAULTS } from '../../../common/content-defaults';
import { contentItems } from '../../db/schema';
import { migrationsFolder } from '../../paths';
import { ADMIN_ENV, signUpAdmin } from '../../test/admin-fixtures';
import { Client, createTestApp, type TestContext } from '../../test/harness';
import { seedContentDefaults } from '../content/content.service';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await seedContentDefaults(t.database.db);
  admin = (await signUpAdmin(t.app)).client;
});
afterAll(async () => { await t?.close(); });

const visitor = () => new Client(t.app);
const publicValue = async (key: string) => (await visitor().get('/api/content')).json().items.find((i: { key: string }) => i.key === key)?.value;
const save = (changes: object[]) => admin.request({ method: 'PUT', url: '/api/admin/content', payload: { changes } });
const item = async (key: string) => (await admin.get('/api/admin/content')).json().items.find((i: { key: string }) => i.key === key);
const defaultOf = (key: string) => CONTENT_DEFAULTS.find((d) => d.key === key)!.value;

describe('saving content', () => {
  it('lists every item with its type, section and versions; a save reaches visitors with a new ETag', async () => {
    const listed = (await admin.get('/api/admin/content')).json().items;
    expect(listed.length).toBe(CONTENT_DEFAULTS.length);
    expect(listed.find((i: { key: string }) => i.key === 'home_hero_title')).toMatchObject({ type: 'text', section: 'Homepage', label: 'Hero title', isDefault: true, versions: 0 });

    const before = await visitor().get('/api/content');
    const res = await save([{ key: 'home_hero_title', value: 'Insurance data you can trust' }, { key: 'home_hero_subtitle', value: 'Fresh every week' }]);
    expect(res.statusCode).toBe(200);
    const after = await visitor().get('/api/content', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(await publicValue('home_hero_title')).toBe('Insurance data you can trust');
    expect(await publicValue('home_hero_subtitle')).toBe('Fresh every week');
  });

  it('shows a placeholder (an operator\'s fact, such as the phone) nowhere until an admin edits it, and lists it meanwhile', async () => {
    const placeholders = CONTENT_DEFAULTS.filter((d) => d.placeholder).map((d) => d.key);
    expect(placeholders).toEqual(expect.arrayContaining(['footer_phone', 'footer_address', 'contact_office_1', 'about_team', 'home_testimonials']));
    const items = (await visitor().get('/api/content')).json().items as { key: string; value: string }[];
    for (const key of placeholders) expect(items.find((i) => i.key === key)?.value, key).toBe('');
    expect(JSON.stringify(items)).not.toMatch(/\(555\)|Jennifer Walsh|Sarah Mitchell|Join thousands/);
    expect(await item('footer_phone')).toMatchObject({ value: defaultOf('footer_phone'), placeholder: true });
    expect(await item('footer_email')).toMatchObject({ placeholder: false });

    expect((await save([{ key: 'footer_phone', value: '+1 (512) 201-7788' }])).statusCode).toBe(200);
    expect(await publicValue('footer_phone')).toBe('+1 (512) 201-7788');
    expect(await item('footer_phone')).toMatchObject({ placeholder: false });
    // Reset to the default, it is a placeholder again.
    expect((await admin.post('/api/admin/content/delete', { keys: ['footer_phone'] })).statusCode).toBe(200);
    expect(await publicValue('footer_phone')).toBe('');
    expect(await item('footer_phone')).toMatchObject({ placeholder: true });
  });

  it('saves all or nothing', async () => {
    const res = await save([{ key: 'home_hero_subtitle', value: 'Should not stick' }, { key: 'no_such_key', value: 'x' }]);
    expect(res.statusCode).toBe(404);
    expect(await publicValue('home_hero_subtitle')).toBe('Fresh every week');
  });

  it('strips scripts, event handlers and unsafe links from rich text, keeping the formatting', async () => {
    await admin.post('/api/admin/content', { key: 'about_story', type: 'html', label: 'Our story', section: 'About', value: '<p>Start</p>' });
    const dirty = '<p onclick="steal()">Hello <strong>brokers</strong><script>alert(1)</script></p>'
      + '<a href="javascript:alert(2)">bad</a> <a href="https://example.com" target="_blank">good</a><img src=x onerror=alert(3)><iframe src="https://evil.example"></iframe>';
    expect((await save([{ key: 'about_story', value: dirty }])).statusCode).toBe(200);
    const stored = await publicValue('about_story');
    expect(stored).toBe('<p>Hello <strong>brokers</strong></p><a rel="noopener noreferrer">bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    // Created with a script, too.
    await admin.post('/api/admin/content', { key: 'about_extra', type: 'html', label: 'Extra', section: 'About', value: '<b>ok</b><script>x()</script>' });
    expect(await publicValue('about_extra')).toBe('<b>ok</b>');
  });

  it('checks numbers and links, and leaves plain text as typed', async () => {
    await admin.post('/api/admin/content', { key: 'stats_clients', type: 'number', label: 'Clients', section: 'Stats', value: '1200' });
    const bad = await save([{ key: 'stats_clients', value: 'lots' }]);
    expect(bad.statusCode).toBe(400);
    // One save holds many edits: the refusal names the item.
    expect(bad.json().error).toMatchObject({ message: `Clients: ${CONTENT_MESSAGES.number}`, fields: { stats_clients: CONTENT_MESSAGES.number } });
    await admin.post('/api/admin/content', { key: 'footer_docs', type: 'link', label: 'Docs', section: 'Footer', value: '/docs' });
    const script = await save([{ key: 'footer_docs', value: 'javascript:alert(1)' }]);
    expect(script.json().error.fields.footer_docs).toBe(CONTENT_MESSAGES.link);
    expect((await save([{ key: 'footer_docs', value: 'https://docs.example.com' }])).statusCode).toBe(200);
    expect((await save([{ key: 'home_hero_subtitle', value: '<b>not html</b> & "quotes"' }])).statusCode).toBe(200);
    expect(await publicValue('home_hero_subtitle')).toBe('<b>not html</b> & "quotes"');
  });

  it('keeps a charged price readable as dollars, and charges each add-on by its own key (issue 54 item 9)', async () => {
    const bad = await save([{ key: 'pricing_addon_team_price', value: 'Call us' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pricing_addon_team_price: CONTENT_MESSAGES.price });
    expect((await save([{ key: 'pricing_plan_1_price', value: 'free' }])).json().error.fields).toEqual({ pricing_plan_1_price: CONTENT_MESSAGES.price });
    // Plain texts around the prices stay free text.
    expect((await save([{ key: 'pricing_addon_team_description', value: 'Seats for everyone' }])).statusCode).toBe(200);
    expect((await save([{ key: 'pricing_addon_team_price', value: '$25 per user/month' }])).statusCode).toBe(200);
    const { addons } = (await admin.get('/api/subscription')).json();
    expect(addons.map((a: { id: string; priceCents: number }) => [a.id, a.priceCents])).toEqual([['verification', 500], ['enhancement', 1000], ['realtime', 4900], ['team', 2500]]);
    expect((await save([{ key: 'pricing_addon_team_price', value: defaultOf('pricing_addon_team_price') }])).statusCode).toBe(200);
  });

  it('moves an edited add-on list into keyed items when it migrates (0034), in the order the engine read it', async () => {
    const db = t.database.db;
    const keyed = CONTENT_DEFAULTS.filter((d) => d.key.startsWith('pricing_addon_')).map((d) => d.key);
    await db.delete(contentItems).where(inArray(contentItems.key, keyed));
    await db.insert(contentItems).values({ key: 'pricing_addons', label: 'Add-ons', section: 'Pricing',
      value: 'Checked Data | $6 per dataset | Re-verified\nRicher Data | $12 per dataset | More fields\nLive Feed | $59 per month | Pushed\nSeats | $21 per user/month | Roles' });
    const migration = readFileSync(path.join(migrationsFolder, '0034_addon_prices_keyed.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db.select().from(contentItems).where(inArray(contentItems.key, [...keyed, 'pricing_addons']));
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    expect([value('pricing_addon_verification_name'), value('pricing_addon_realtime_price'), value('pricing_addon_team_description')]).toEqual(['Checked Data', '$59 per month', 'Roles']);
    expect(rows.find((r) => r.key === 'pricing_addon_team_price')?.label).toBe(CONTENT_DEFAULTS.find((d) => d.key === 'pricing_addon_team_price')!.label);
    expect(value('pricing_addons')).toBeUndefined();
    expect(rows).toHaveLength(keyed.length);
    await db.delete(contentItems).where(inArray(contentItems.key, keyed));
    await seedContentDefaults(db);
  });

  it('previews unsaved values as a save would store them, or why it would refuse them, storing nothing', async () => {
    await admin.post('/api/admin/content', { key: 'preview_story', type: 'html', label: 'Preview story', section: 'About', value: '<p>Saved</p>' });
    await admin.post('/api/admin/content', { key: 'preview_count', type: 'number', label: 'Preview count', section: 'Stats', value: '5' });
    const versions = (await item('preview_story')).versions;
    const res = await admin.post('/api/admin/content/preview', { changes: [
      { key: 'preview_story', value: '<p onclick="steal()">Hi <a href="javascript:x()">bad</a></p><script>alert(1)</script>' },
      { key: 'preview_count', value: 'many' },
      { key: 'home_hero_subtitle', value: '<b>plain</b> text' },
      { key: 'gone_item', value: 'x' },
    ] });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { key: 'preview_story', value: '<p>Hi <a rel="noopener noreferrer">bad</a></p>' },
      { key: 'preview_count', error: CONTENT_MESSAGES.number },
      { key: 'home_hero_subtitle', value: '<b>plain</b> text' },
      { key: 'gone_item', error: 'Content item "gone_item" not found' },
    ]);
    expect(await publicValue('preview_story')).toBe('<p>Saved</p>');
    expect((await item('preview_story')).versions).toBe(versions);
    expect((await admin.post('/api/admin/content/preview', { changes: [] })).statusCode).toBe(400);
  });

  it('adds items with the SPEC messages for a missing field or a taken key', async () => {
    const missing = await admin.post('/api/admin/content', { key: 'x_item', type: 'text', label: '', section: 'Misc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.label).toBe(CONTENT_MESSAGES.required);
    const taken = await admin.post('/api/admin/content', { key: 'home_hero_title', type: 'text', label: 'Again', section: 'Homepage' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(CONTENT_MESSAGES.duplicate);
    expect((await admin.post('/api/admin/content', { key: 'Bad Key!', type: 'text', label: 'L', section: 'S' })).statusCode).toBe(400);
  });
});

describe('versions, deleting and resetting', () => {
  it('keeps each previous value and restores one', async () => {
    await save([{ key: 'home_hero_cta_primary', value: 'Browse data' }]);
    await save([{ key: 'home_hero_cta_primary', value: 'Shop datasets' }]);
    const versions = (await admin.get('/api/admin/content/home_hero_cta_primary/versions')).json();
    expect(versions.map((v: { value: string }) => v.value)).toEqual(['Browse data', defaultOf('home_hero_cta_primary')]);
    expect(versions[0]).toMatchObject({ editedBy: 'admin@example.com', label: 'Hero primary button', section: 'Homepage' });

    const restored = await admin.post(`/api/admin/content/home_hero_cta_primary/versions/${versions[1].id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await publicValue('home_hero_cta_primary')).toBe(defaultOf('home_hero_cta_primary'));
    expect((await item('home_hero_cta_primary')).versions).toBe(3);
    // A version belongs to its key.
    expect((await admin.post(`/api/admin/content/home_hero_title/versions/${versions[1].id}/restore`)).statusCode).toBe(404);
  });

  it('deletes added items and resets default ones', async () => {
    await admin.post('/api/admin/content', { key: 'promo_banner', type: 'text', label: 'Promo', section: 'Homepage', value: 'Sale!' });
    await save([{ key: 'home_hero_description', value: 'Changed' }]);
    const res = await admin.post('/api/admin/content/delete', { keys: ['promo_banner', 'home_hero_description'] });
    expect(res.statusCode).toBe(200);
    expect(await publicValue('promo_banner')).toBeUndefined();
    expect(await publicValue('home_hero_description')).toBe(defaultOf('home_hero_description'));
    const audit = (await admin.get('/api/admin/audit?entityType=content&entityId=promo_banner')).json().items;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['content.delete', 'content.create']);
  });
});

describe('images', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

  it('stores PNG and JPEG uploads in storage and serves them with their type and a long cache', async () => {
    for (const [file, type, ext] of [[PNG, 'image/png', 'png'], [JPEG, 'image/jpeg', 'jpg']] as const) {
      const res = await admin.upload('/api/admin/content/images', { name: `logo.${ext}`, type, content: file });
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(new RegExp(`^/api/content/images/[0-9a-f-]{36}\\.${ext}$`));
      const served = await visitor().get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });

  it('judges a file by its bytes, not its name or type, and refuses more than 5 MB', async () => {
    const html = await admin.upload('/api/admin/content/images', { name: 'pic.png', type: 'image/png', content: '<html><script>alert(1)</script></html>' });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(CONTENT_MESSAGES.notImage);
    const svg = await admin.upload('/api/admin/content/images', { name: 'pic.svg', type: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' });
    expect(svg.statusCode).toBe(415);
    const big = await admin.upload('/api/admin/content/images', { name: 'big.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(MAX_CONTENT_IMAGE_BYTES)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(CONTENT_MESSAGES.tooLarge);
  });

  it('an image item holds an uploaded image or an https address, nothing else', async () => {
    await admin.post('/api/admin/content', { key: 'home_hero_image', type: 'image', label: 'Hero image', section: 'Homepage', value: '' });
    const { url } = (await admin.upload('/api/admin/content/images', { name: 'hero.png', type: 'image/png', content: PNG })).json();
    expect((await save([{ key: 'home_hero_image', value: url }])).statusCode).toBe(200);
    expect((await save([{ key: 'home_hero_image', value: 'https://cdn.example.com/hero.webp' }])).statusCode).toBe(200);
    expect((await save([{ key: 'home_hero_image', value: 'javascript:alert(1)' }])).statusCode).toBe(400);
    expect((await save([{ key: 'home_hero_image', value: '' }])).statusCode).toBe(200);
  });

  it('answers 404 for an unknown image and 400 for a name that is not one', async () => {
    expect((await visitor().get('/api/content/images/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
    expect((await visitor().get('/api/content/images/..%2F..%2Fsecret.png')).statusCode).toBe(400);
  });
});
