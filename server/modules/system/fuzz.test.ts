// Fuzzing every route in the app's route table with malformed and hostile input: path parameters, query strings and
// bodies (wrong types, deep nesting, huge strings, NUL, broken JSON, wrong content types). Each request is sent signed
// out and as an administrator (so role guards do not hide a handler behind 401/403). Any answer >= 500 fails, and one
// run lists every failing request.
//
// The cases are deterministic and bounded: each route gets the same handful of structural cases plus a slice of the
// value lists chosen by the route's index (not the cross product): about 7,500 requests, half a minute on PGlite.
// Body fields come from the route's own schema (the OpenAPI document the app serves), so the hostile values land on
// fields the handler reads, with every other field filled plausibly; path parameters are real rows where that gets
// a handler further (the ingest URL's token, the Google webhook's configuration and key: the keepNul routes run their
// lead pipeline on the NUL and lone-surrogate cases rather than stopping at a 404).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, catalogBasics, signUpAdmin, storedDataset } from '../../test/admin-fixtures';
import { Client, createTestApp, signUp, TEST_SECRET, type TestContext } from '../../test/harness';
import { newConfig } from '../../test/lead-fixtures';
import { formGuard } from '../messages/form-guard';
import { storeMessage } from '../messages/messages.service';

// Facebook deliveries are checked against FACEBOOK_APP_SECRET; without one the route answers 503 by design ("not
// configured"), so the fuzz run sets one and the route's signature check (4xx) is what meets the hostile bodies.
const ENV = { ...ADMIN_ENV, FACEBOOK_APP_SECRET: 'fuzz-facebook-app-secret' };
const UUID = '00000000-0000-4000-8000-000000000000';
/** A content item the run makes, for the cases that edit one. */
const CONTENT_KEY = 'fuzz_item';
const REQUEST_TIMEOUT_MS = 5_000;

type Route = { method: string; url: string };
type Identity = 'anonymous' | 'admin';
interface Case { name: string; url: string; payload?: string | Buffer; contentType?: string }
interface Failure { route: string; url: string; identity: Identity; name: string; status: number | string; body: string }

/**
 * Not JSON API routes: the Swagger UI and its document under /api/docs (static files; the document is read below to
 * learn the routes' schemas), and anything outside /api/ (the built SPA's static files and index.html fallback).
 */
const skipped = (r: Route) => !r.url.startsWith('/api/') || r.url.startsWith('/api/docs');

// ---- Hostile values ---------------------------------------------------------------------------------------------

const LONG = 'a'.repeat(10_000);
/** As text: `raw` in JSON strings, `encoded` (or encodeURIComponent(raw)) in paths and query strings. */
const HOSTILE: { name: string; raw: string; encoded?: string }[] = [
  { name: 'nul', raw: 'a\u0000b', encoded: 'a%00b' },
  { name: 'long-10k', raw: LONG },
  { name: 'emoji', raw: '😀🔥👩‍👩‍👧' },
  { name: 'rtl-override', raw: '\u202Egpj.exe' },
  { name: 'combining-marks', raw: 'Z\u0351\u0360\u0489e\u0301\u0308\u0336' },
  { name: 'lone-surrogate', raw: '\uD800', encoded: '%ED%A0%80' },
  { name: 'traversal', raw: '../../etc/passwd' },
  { name: 'negative', raw: '-1' },
  { name: 'huge-int', raw: '99999999999999999999' },
  { name: 'uuid', raw: UUID },
  { name: 'empty', raw: '' },
  { name: 'blank', raw: '   ' },
  { name: 'null-word', raw: 'null' },
  { name: 'zero', raw: '0' },
  { name: 'float-overflow', raw: '1.5e308' },
  { name: 'sql-quote', raw: "1' OR '1'='1" },
  { name: 'bad-percent', raw: '%', encoded: '%E0%A4%A' },
];
const enc = (h: (typeof HOSTILE)[number]) => h.encoded ?? encodeURIComponent(h.raw);

/** Path parameter values: the hostile list, plus what only a path can carry. */
const PATH_VALUES: { name: string; value: string }[] = [
  ...HOSTILE.map((h) => ({ name: h.name, value: enc(h) })),
  { name: 'nul-only', value: '%00' },
  { name: 'traversal-raw', value: '../../etc/passwd' },
  { name: 'dot-dot', value: '..' },
  { name: 'encoded-slash', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
];

/** Keys most list and search routes read; each route's own query parameters (from its schema) are added. */
const COMMON_QUERY_KEYS = ['q', 'search', 'page', 'limit', 'sort', 'order', 'category', 'format', 'minPrice', 'maxPrice', 'priceMin', 'priceMax', 'status', 'from', 'to', 'cursor'];

/** Marks a JSON number too big for any integer type; written into the body text as the literal itself. */
const HUGE_MARK = '__fuzz_huge_integer__';
const BIG_STRING = 'x'.repeat(900 * 1024);
/** Values for one body field at a time (wrong types, hostile strings, numbers no column holds). */
const BODY_VALUES: { name: string; value: unknown }[] = [
  ...HOSTILE.map((h) => ({ name: `string:${h.name}`, value: h.raw })),
  { name: 'array', value: [] },
  { name: 'array-of-strings', value: ['x', 'y'] },
  { name: 'object', value: {} },
  { name: 'nested-object', value: { a: { b: [1, { c: null }] } } },
  { name: 'number', value: 123 },
  { name: 'negative-number', value: -1 },
  { name: 'huge-integer', value: HUGE_MARK },
  { name: 'max-double', value: Number.MAX_VALUE },
  { name: 'fraction', value: 0.5 },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: 'string-900KB', value: BIG_STRING },
];

const deepArray = '['.repeat(5000) + ']'.repeat(5000);
const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
const INVALID_JSON: { name: string; payload: string | Buffer }[] = [
  { name: 'truncated', payload: '{"a":' },
  { name: 'unquoted-keys', payload: '{a:1}' },
  { name: 'trailing-commas', payload: '[1,2,,]' },
  { name: 'nan', payload: 'NaN' },
  { name: 'raw-nul', payload: '\u0000' },
  { name: 'invalid-utf8', payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) },
];
const WRONG_TOP_LEVEL: unknown[] = [[], 123, null, true, 'string', false, [{}]];
const OTHER_CONTENT_TYPES: { name: string; contentType: string; payload: string }[] = [
  { name: 'xml', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { name: 'json-utf16-charset', contentType: 'application/json; charset=utf-16', payload: '{"a":1}' },
  { name: 'octet-stream', contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  { name: 'garbage-content-type', contentType: ';;;=', payload: '{}' },
];

/** better-auth's endpoints behind /api/auth/*, for the body cases (hostile values replace the `*` elsewhere). */
const AUTH_PATHS = ['get-session', 'update-user', 'list-sessions', 'verify-email', 'revoke-session', 'no-such-endpoint'];

/** What an object with free-form keys gets (a lead sent to the ingest URL). */
const LEAD_LIKE = { first_name: 'Pat', last_name: 'Rivera', email: 'pat.rivera@example.com', phone: '5122000001', state: 'TX', zip: '78701' };
/** The body of routes without a schema (better-auth's, Facebook's webhook): the fields any of them reads. */
const FREE_FORM = {
  email: 'fuzz-nobody@example.com', password: 'wrong-password-1', name: 'Fuzz Probe', firstName: 'Fuzz', lastName: 'Probe',
  token: 'fuzz-token-0123456789', newPassword: 'another-password-2', currentPassword: 'wrong-password-1',
  newEmail: 'fuzz-nobody-2@example.com', callbackURL: '/', object: 'page', entry: [{ id: '1', changes: [] }],
};

// ---- Schemas -> plausible bodies --------------------------------------------------------------------------------

interface Schema {
  type?: string | string[]; properties?: Record<string, Schema>; additionalProperties?: boolean | Schema; items?: Schema;
  enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; format?: string; pattern?: string;
  minimum?: number; maximum?: number; exclusiveMinimum?: number; minLength?: number; maxLength?: number; $ref?: string; default?: unknown;
}
interface OpenApi { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>; components?: { schemas?: Record<string, Schema> } }

/** Fields whose plausible value is a particular one (a real row, a form token a person would have). */
type Named = Record<string, unknown>;

function schemaTools(doc: OpenApi, named: Named) {
  const deref = (s: Schema | undefined): Schema => {
    let out = s ?? {};
    for (let i = 0; out.$ref && i < 10; i++) out = doc.components?.schemas?.[out.$ref.split('/').pop()!] ?? {};
    return out;
  };
  const STRING_CANDIDATES = ['fuzz-probe', 'fuzz_probe', 'Fuzz probe text', '4242 4242 4242 4242', '123', '1234567890', '#3B82F6', `EAA${'a'.repeat(30)}`, 'abc'];
  const plausibleString = (name: string, s: Schema): string => {
    if (s.format === 'uuid') return UUID;
    if (s.format === 'email' || /email/i.test(name)) return 'fuzz-nobody@example.com';
    if (s.format === 'date-time') return '2024-01-02T03:04:05.000Z';
    if (s.format === 'date') return '2024-01-02';
    if (s.format === 'uri' || /url$/i.test(name)) return 'https://example.com/fuzz';
    const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
    return STRING_CANDIDATES.find(fits) ?? 'fuzz';
  };
  const plausible = (raw: Schema | undefined, name = '', depth = 0): unknown => {
    const s = deref(raw);
    if (name in named) return named[name];
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const branches = s.anyOf ?? s.oneOf ?? s.allOf;
    if (branches?.length) return plausible(branches.find((b) => deref(b).type !== 'null') ?? branches[0], name, depth);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    switch (type) {
      case 'object': {
        if (depth > 4) return {};
        if (!s.properties) return s.additionalProperties ? { ...LEAD_LIKE } : {};
        return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, plausible(v, k, depth + 1)]));
      }
      case 'array': return depth > 4 ? [] : [plausible(s.items, name, depth + 1)];
      case 'string': return plausibleString(name, s);
      case 'integer':
      case 'number': return Math.min(Math.max(100, s.minimum ?? -Infinity), s.maximum ?? Infinity);
      case 'boolean': return true;
      default: return 'fuzz';
    }
  };
  const bodySchema = (r: Route): Schema | undefined => {
    const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
    return op?.requestBody?.content['application/json']?.schema;
  };
  const queryKeys = (r: Route) => (doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return { plausible, bodySchema, queryKeys };
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Dotted paths of every field of a plausible body (into arrays at index 0), for one-field-at-a-time cases. */
function fieldPaths(value: unknown, prefix = '', depth = 0): string[] {
  if (value === null || typeof value !== 'object' || depth > 3) return [];
  const entries = Array.isArray(value) ? (value.length ? [['0', value[0]] as const] : []) : Object.entries(value);
  return entries.flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...fieldPaths(v, path, depth + 1)];
  });
}

function withField(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

/** In a plausible value, made unique in each request's body (slugs and keys that must not exist yet). */
const UNIQUE_MARK = 'uniquemark';
let unique = 0;
const jsonText = (value: unknown) =>
  JSON.stringify(value).replaceAll(`"${HUGE_MARK}"`, '99999999999999999999').replaceAll(UNIQUE_MARK, () => `u${++unique}`);

/** Every string in the value with `suffix` added (a NUL, a lone surrogate), keys as they were. */
const inEveryString = (value: unknown, suffix: string): unknown =>
  typeof value === 'string' ? `${value}${suffix}` : Array.isArray(value) ? value.map((v) => inEveryString(v, suffix))
    : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEveryString(v, suffix)])) : value;

/** `count` items of `list`, starting at a place set by the route's index: neighbouring routes get different slices. */
const rotate = <T>(list: T[], index: number, count: number) =>
  Array.from({ length: Math.min(count, list.length) }, (_, j) => list[(index * count + j) % list.length]!);

// ---- The run ----------------------------------------------------------------------------------------------------

let t: TestContext;
let adminCookie: string;
let adminPassword: string;
let fixtures: {
  datasetId: string; datasetSlug: string; editableDatasetId: string; categoryId: string; providerId: string;
  userId: string; messageId: string; ingestToken: string; googleConfigId: string; googleKey: string; adminConfigId: string; importConfigId: string;
};

beforeAll(async () => {
  t = await createTestApp(ENV);
  const admin = await signUpAdmin(t.app);
  adminCookie = admin.client.cookieHeader();
  adminPassword = admin.user.password;
  const db = t.database.db;
  const ids = await catalogBasics(db);
  const dataset = await storedDataset(t.app, ids);
  const editable = await storedDataset(t.app, ids);
  const target = await signUp(t.app);
  const message = await storeMessage(db, { channel: 'contact', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', subject: 'Hello', message: 'A question' });
  const advertiser = await signUp(t.app);
  const ingest = await newConfig(advertiser.client);
  const google = await newConfig(advertiser.client, { campaignSource: 'google', costPerLeadCents: 600 });
  // The admin's own configurations: one for the /api/lead-configs/:id cases, one the CSV import cases name.
  const adminConfig = await newConfig(admin.client);
  const importConfig = await newConfig(admin.client);
  const item = await admin.client.post('/api/admin/content', { key: CONTENT_KEY, type: 'text', label: 'Fuzz probe', section: 'Tests', value: 'one' });
  expect(item.statusCode, item.body).toBeLessThan(300);
  fixtures = {
    datasetId: dataset.id, datasetSlug: dataset.slug, editableDatasetId: editable.id, categoryId: ids.categoryId, providerId: ids.providerId,
    userId: (await target.client.get('/api/me')).json().id, messageId: message.id, ingestToken: ingest.token,
    googleConfigId: google.id, googleKey: google.google.googleKey, adminConfigId: adminConfig.id, importConfigId: importConfig.id,
  };
});
afterAll(async () => { await t?.close(); });

/**
 * A well-formed value for a path parameter, pointing at a real row where that gets the handler further (deletes get an
 * unknown id, so the fixtures survive the run).
 */
function wellFormed(route: Route, param: string, index: number): string {
  const { url, method } = route;
  if (param === '*') return AUTH_PATHS[index % AUTH_PATHS.length]!;
  if (param === 'slug') return fixtures.datasetSlug;
  if (param === 'key') return CONTENT_KEY;
  if (param === 'token') return fixtures.ingestToken;
  if (param === 'configId') return fixtures.googleConfigId;
  if (param === 'name') return `${UUID}.png`;
  if (method === 'DELETE') return UUID;
  if (url.startsWith('/api/admin/datasets/')) return fixtures.editableDatasetId;
  if (param === 'datasetId' || url.startsWith('/api/datasets/')) return fixtures.datasetId;
  if (url.startsWith('/api/admin/categories/')) return fixtures.categoryId;
  if (url.startsWith('/api/admin/providers/')) return fixtures.providerId;
  if (url.startsWith('/api/admin/users/')) return fixtures.userId;
  if (url.startsWith('/api/admin/messages/')) return fixtures.messageId;
  if (url.startsWith('/api/lead-configs/')) return fixtures.adminConfigId;
  return UUID;
}

const fillPath = (url: string, value: (param: string) => string) => url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => value(name ?? '*'));
const hasParams = (url: string) => /:\w+|\*/.test(url);
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function casesFor(route: Route, index: number, tools: ReturnType<typeof schemaTools>): Case[] {
  const cases: Case[] = [];
  const base = fillPath(route.url, (p) => wellFormed(route, p, index));
  const schema = tools.bodySchema(route);
  let plausible = schema ? tools.plausible(schema) : { ...FREE_FORM };
  if (route.url.startsWith('/api/webhooks/google-ads/') && plausible && typeof plausible === 'object') plausible = { ...plausible, google_key: fixtures.googleKey };
  // A new content item needs a key no other has (the named CONTENT_KEY is for editing one).
  if (route.method === 'POST' && route.url === '/api/admin/content' && plausible && typeof plausible === 'object') plausible = { ...plausible, key: `fuzz_${UNIQUE_MARK}` };
  const json = (name: string, value: unknown, url = base): Case => ({ name, url, payload: jsonText(value), contentType: 'application/json' });
  const withBody = (name: string, url: string): Case => (hasBody(route.method) ? json(name, plausible, url) : { name, url });

  // Path parameters: a slice of the hostile values, every parameter of the route at once.
  if (hasParams(route.url)) {
    for (const v of rotate(PATH_VALUES, index, 8)) cases.push(withBody(`path:${v.name}`, fillPath(route.url, () => v.value)));
  }

  // Query strings: hostile values on every key at once, then on one key at a time (the others absent), then repeats.
  const routeKeys = tools.queryKeys(route);
  const keys = [...new Set([...routeKeys, ...COMMON_QUERY_KEYS])];
  const qs = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const isRead = route.method === 'GET';
  for (const h of rotate(HOSTILE, index, isRead ? 3 : 1)) cases.push(withBody(`query:all-keys:${h.name}`, `${base}?${qs(keys.map((k) => [k, enc(h)]))}`));
  if (isRead) {
    const oneKeyAtATime = routeKeys.length ? routeKeys : COMMON_QUERY_KEYS;
    rotate(HOSTILE, index + 1, routeKeys.length ? 6 : 3).forEach((h, j) => {
      const key = oneKeyAtATime[(index + j) % oneKeyAtATime.length]!;
      cases.push({ name: `query:${key}:${h.name}`, url: `${base}?${qs([[key, enc(h)]])}` });
    });
    cases.push({ name: 'query:proto-keys', url: `${base}?__proto__=1&constructor=2&__proto__[x]=3&hasOwnProperty=4` });
  }
  cases.push(withBody('query:arrays', `${base}?${keys.flatMap((k) => [`${encodeURIComponent(k)}=1`, `${encodeURIComponent(k)}=2`]).join('&')}&page[]=1&page[x]=2`));

  if (!hasBody(route.method)) return cases;

  // The body the hostile cases below start from, as is.
  cases.push(json('body:plausible', plausible));
  // Bodies whose shape is wrong whatever the route.
  cases.push({ name: 'body:deep-array-5000', url: base, payload: deepArray, contentType: 'application/json' });
  cases.push({ name: 'body:deep-object-5000', url: base, payload: deepObject, contentType: 'application/json' });
  for (const bad of rotate(INVALID_JSON, index, 2)) cases.push({ name: `body:invalid-json:${bad.name}`, url: base, payload: bad.payload, contentType: 'application/json' });
  cases.push({ name: 'body:__proto__', url: base, payload: `{"__proto__":{"role":"ADMIN","isAdmin":true},${jsonText(plausible).slice(1)}`.replace(/,}$/, '}'), contentType: 'application/json' });
  cases.push({ name: 'body:constructor', url: base, payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' });
  cases.push({ name: 'body:empty-json', url: base, payload: '', contentType: 'application/json' });
  // Nothing the route knows (unknown keys are stripped): a PATCH with nothing to change must not reach an empty UPDATE.
  cases.push(json('body:empty-object', {}));
  cases.push(json('body:unknown-keys-only', { unknownField: 'x', 'a.b': 1, '': '' }));
  for (const v of rotate(WRONG_TOP_LEVEL, index, 2)) cases.push(json(`body:top-level:${JSON.stringify(v)}`, v));
  cases.push({ name: 'body:text-plain', url: base, payload: 'hello\u0000world', contentType: 'text/plain' });
  cases.push({ name: 'body:form-urlencoded', url: base, payload: 'email=a%00b&__proto__[x]=1&page=1&page=2', contentType: 'application/x-www-form-urlencoded' });
  for (const m of multipartCases()) cases.push({ ...m, url: base });
  for (const other of rotate(OTHER_CONTENT_TYPES, index, 1)) cases.push({ name: `body:content-type:${other.name}`, url: base, payload: other.payload, contentType: other.contentType });
  cases.push(json('body:nul-in-every-string', inEveryString(plausible, '\u0000')));
  cases.push(json('body:lone-surrogate-in-every-string', inEveryString(plausible, '\uDC00')));
  if (plausible && typeof plausible === 'object' && !Array.isArray(plausible)) {
    cases.push(json('body:hostile-keys', { ...plausible, 'a\u0000b': 1, '\uD800': 2, '😀\u202E': 3, ['k'.repeat(10_000)]: 4, '': 5 }));
  }

  // One field at a time: a slice of the wrong types and hostile values, every other field plausible.
  const fields = fieldPaths(plausible);
  if (fields.length) {
    rotate(BODY_VALUES, index, 16).forEach((v, j) => {
      const field = fields[(index + j) % fields.length]!;
      cases.push(json(`body:${field}=${v.name}`, withField(plausible, field, v.value)));
    });
  }
  return cases;
}

/**
 * Broken multipart bodies: no boundary, boundaries busboy cannot use, a body cut short (after the fields the CSV import
 * needs, so the import reads the file), and a well-formed one carrying a hostile CSV.
 */
function multipartCases(): Omit<Case, 'url'>[] {
  const field = (b: string, name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (b: string, content: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd.csv"\r\nContent-Type: text/csv\r\n\r\n${content}`;
  const fields = (b: string) => field(b, 'configId', fixtures.importConfigId) + field(b, 'mapping', '{"email":"email","phone":"phone"}');
  const simple = '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--';
  const hostileCsv = `email,phone,"unclosed\r\n${'\u202E😀'.repeat(50)},99999999999999999999,a\u0000b\r\n"`;
  // Past the first 8 KB (where uploads look for binary content), a NUL and invalid UTF-8 in the rows.
  const lateNulCsv = `email,phone,name\r\n${'a@example.com,5122000001,Ann\r\n'.repeat(400)}b@example.com,5122000002,B\u0000\xff\r\n`;
  return [
    { name: 'body:multipart-no-boundary', payload: simple, contentType: 'multipart/form-data' },
    { name: 'body:multipart-empty-boundary', payload: simple, contentType: 'multipart/form-data; boundary=' },
    { name: 'body:multipart-300-char-boundary', payload: simple, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` },
    { name: 'body:multipart-truncated', payload: `${fields('fuzz')}${file('fuzz', 'email,phone\r\na@example.com,5122000001')}`, contentType: 'multipart/form-data; boundary=fuzz' },
    { name: 'body:multipart-hostile-csv', payload: `${fields('fuzz')}${file('fuzz', hostileCsv)}\r\n--fuzz--\r\n`, contentType: 'multipart/form-data; boundary=fuzz' },
    { name: 'body:multipart-late-nul-csv', payload: `${fields('fuzz')}${file('fuzz', lateNulCsv)}\r\n--fuzz--\r\n`, contentType: 'multipart/form-data; boundary=fuzz' },
  ];
}

describe('fuzzing every route', () => {
  it('no hostile request gets a 5xx answer, signed out or as an administrator', async () => {
    const app = t.app;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const tools = schemaTools(doc, {
      categoryId: fixtures.categoryId, providerId: fixtures.providerId, datasetId: fixtures.datasetId, key: CONTENT_KEY, slug: `fuzz-${UNIQUE_MARK}`,
      phone: '+1 512 200 0001', state: 'TX', zip: '78701', zipCode: '78701', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123',
      // The public forms' bot check: an empty honeypot and a token issued a minute ago (form-guard.ts).
      website: '', formToken: formGuard(TEST_SECRET).issue(new Date(Date.now() - 60_000)),
    });
    const routes = app.routeTable.filter((r) => !skipped(r));
    expect(routes.length).toBeGreaterThan(100);

    const failures: Failure[] = [];
    let sent = 0;
    let signIns = 0;
    // Each request comes from its own address: per-address rate limits would otherwise answer 429 before the handler.
    const address = () => { sent++; return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`; };
    const send = async (c: Case, route: Route, identity: Identity) => {
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'], url: c.url, remoteAddress: address(),
        headers: { origin: 'http://localhost:3000', ...(identity === 'admin' ? { cookie: adminCookie } : {}), ...(c.contentType !== undefined ? { 'content-type': c.contentType } : {}) },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      };
      let res: LightMyRequestResponse;
      let timer: NodeJS.Timeout | undefined;
      try {
        // A request that never answers is a finding too (and must not eat the whole run's time).
        const hung = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS); });
        res = await Promise.race([app.inject(request), hung]);
      } catch (err) {
        failures.push({ route: `${route.method} ${route.url}`, url: c.url, identity, name: c.name, status: 'no answer', body: String(err) });
        return;
      } finally {
        clearTimeout(timer);
      }
      if (res.statusCode >= 500) {
        failures.push({ route: `${route.method} ${route.url}`, url: c.url, identity, name: c.name, status: res.statusCode, body: res.body });
      }
    };
    /** The account and session routes can end the admin's session (update-user, revoke ...): sign in again if so. */
    const keepAdminSignedIn = async () => {
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: adminCookie } });
      if (me.statusCode === 200 && me.json().role === 'ADMIN') return;
      const client = new Client(app);
      const res = await client.post('/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: adminPassword });
      if (res.statusCode !== 200) throw new Error(`the administrator could not sign in again: ${res.statusCode} ${res.body}`);
      adminCookie = client.cookieHeader();
      signIns++;
    };

    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      for (const c of casesFor(route, index, tools)) {
        await send(c, route, 'anonymous');
        await send(c, route, 'admin');
        if (/^\/api\/(auth|account)\//.test(route.url)) await keepAdminSignedIn();
      }
    }
    if (process.env.FUZZ_VERBOSE) {
      console.log(`fuzz: ${routes.length} routes, ${sent} requests, ${signIns} admin sign-ins again, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    const excerpt = (s: string) => s.replace(/\s+/g, ' ').slice(0, 300);
    const report = failures.map((f) => `${f.route} [${f.identity}] ${f.name}\n    ${f.status} ${excerpt(f.url).slice(0, 160)}\n    ${excerpt(f.body)}`).join('\n');
    expect(failures.length, `${failures.length} requests answered >= 500:\n${report}`).toBe(0);
  }, 240_000);
});
