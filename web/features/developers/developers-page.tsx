// /developers: the data API (/api/v1) for programs: what it is, keys, limits per plan, errors, paging, the endpoints
// and examples to copy. The endpoints are written out here from the API's contract; /api/v1/openapi.json has them in full.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROW_OPERATORS } from '../../../common/data-api';
import { NO_PLAN_API_REQUESTS_PER_HOUR, PLAN_IDS, PLANS } from '../../../common/plans';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { Table, td, th } from '../../components/ui/table';
import { useContent } from '../content';
import { API_KEY_ENV, quickstartExamples } from './api-examples';
import { CodeExamples } from './code-examples';

export const OPENAPI_PATH = '/api/v1/openapi.json';

interface Endpoint { path: string; scope: string | null; what: ReactNode }

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/v1/catalog/datasets', scope: 'catalog:read',
    what: <>Search the catalog, in the marketplace's own order. <Params>q, category, price_min, price_max, sort, limit (1–100, default 50), cursor</Params></>,
  },
  {
    path: '/api/v1/datasets/owned', scope: 'datasets:read',
    what: <>The datasets your team can download now (bought or taken into a plan), newest first, with their ids. <Params>limit (1–100, default 50), cursor</Params></>,
  },
  {
    path: '/api/v1/datasets/{id}/rows', scope: 'datasets:read',
    what: (
      <>
        A dataset's rows, a page at a time: <code>{'{ data, columns, next_cursor }'}</code>, each row an object of its
        columns' values as strings, <code>columns</code> their names and types. Your team must hold the dataset, else 404.
        <Params>
          columns=a,b (names from the dataset's data dictionary) · state=CA (a two-letter code, on its state column) ·
          zip_prefix=941 (1 to 5 digits of its ZIP column) · where=column:op:value, repeatable, all must hold, op one
          of {ROW_OPERATORS.join(', ')} (gt, gte, lt and lte on number and date columns) · limit (1–1000, default 100) · cursor
        </Params>
      </>
    ),
  },
  {
    path: '/api/v1/datasets/{id}/rows.ndjson', scope: 'datasets:read',
    what: <>Every matching row in one streamed answer, one JSON object a line. Same columns and filters as <code>rows</code>, no paging.</>,
  },
  {
    path: '/api/v1/datasets/{id}/rows.csv', scope: 'datasets:read',
    what: <>Every matching row in one streamed answer, as CSV with a header line. Same columns and filters as <code>rows</code>.</>,
  },
  {
    path: '/api/v1/leads', scope: 'leads:read',
    what: <>
      Your team's charged leads, oldest charge first, for CRMs that pull new leads on a schedule. Unlike the other lists,{' '}
      <code>next_cursor</code> is never null: keep it and send it on your next poll to get only leads charged since;{' '}
      <code>has_more</code> says whether to ask again now. <Params>cursor, limit</Params>
    </>,
  },
  { path: OPENAPI_PATH, scope: null, what: <>This API's OpenAPI 3 document: every endpoint, parameter and answer in full.</> },
];

const ERRORS: [code: string, status: number, when: ReactNode][] = [
  ['API_KEY_MISSING', 401, <>No <code>Authorization: Bearer</code> header. A signed-in browser's cookie does not count.</>],
  ['API_KEY_INVALID', 401, 'The key is unknown, revoked or expired (all three answer alike).'],
  ['API_KEY_SCOPE', 403, "The key does not have the endpoint's scope. Create a key with it."],
  ['INVALID_CURSOR', 400, 'The cursor is not one this API gave. Start the list again without it.'],
  ['RATE_LIMITED', 429, <>The hour's requests are used. Wait the <code>Retry-After</code> seconds.</>],
  ['INVALID_FILTER', 400, 'A column or filter this dataset cannot answer: an unknown column, no state or ZIP column, an order on text.'],
  ['DATASET_CHANGED', 409, "The dataset's file was replaced while you paged through it. Start again without the cursor."],
  ['VALIDATION_ERROR', 400, <>A parameter is not valid; <code>fields</code> names each one.</>],
  ['NOT_FOUND', 404, 'No such dataset, or your team does not hold it.'],
];

const ERROR_EXAMPLE = `HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer realm="api"
Content-Type: application/json

{ "error": { "code": "API_KEY_MISSING", "message": "Send your API key as \\"Authorization: Bearer <key>\\"." } }`;

const HEADERS_EXAMPLE = `RateLimit-Limit: 1000
RateLimit-Remaining: 998
RateLimit-Reset: 1520
RateLimit-Policy: 1000;w=3600`;

function Params({ children }: { children: ReactNode }) {
  return <span className="mt-1 block text-xs text-slate-500">Parameters: {children}</span>;
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre tabIndex={0} role="region" aria-label={label}
      className="mt-4 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-5 text-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500">
      {children}
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const SECTIONS = [
  ['authentication', 'Authentication'], ['rate-limits', 'Rate limits'], ['errors', 'Errors'], ['pagination', 'Pagination'],
  ['endpoints', 'Endpoints'], ['examples', 'Examples'],
] as const;

export function DevelopersPage() {
  usePageTitle('Data API');
  const { t } = useContent();
  const planName = (prefix: string, id: string) => t(`${prefix}_name`) || id[0]!.toUpperCase() + id.slice(1);
  const limits: [string, number][] = [
    ['No plan', NO_PLAN_API_REQUESTS_PER_HOUR],
    ...PLAN_IDS.map((id): [string, number] => [planName(PLANS[id].contentPrefix, id), PLANS[id].apiRequestsPerHour]),
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-medium tracking-wide text-primary-700 uppercase">Developers</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Data API</h1>
        <p className="mt-4 text-slate-700">
          Read the catalog and the datasets your team holds from your own programs: search datasets, list the ones you
          bought or took into your plan, and read their rows as paged JSON or as one NDJSON or CSV stream, with only the
          columns you choose and filtered by state, ZIP code or any column. Every address starts with{' '}
          <code>/api/v1</code> and answers JSON.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/account/api-keys" className={buttonClasses('primary', 'md')}>Create an API key</Link>
          <a href={OPENAPI_PATH} className={buttonClasses('outline', 'md')}>OpenAPI document</a>
        </div>
      </header>

      <nav aria-labelledby="developers-contents" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="developers-contents" className="text-sm font-semibold text-slate-900">Contents</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-3">
          {SECTIONS.map(([id, title]) => (
            <li key={id}><a href={`#${id}`} className="text-primary-700 hover:underline">{title}</a></li>
          ))}
        </ol>
      </nav>

      <div className={
        'mt-10 space-y-12 text-base leading-7 text-slate-700 [&_p]:mt-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 ' +
        '[&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-slate-800 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit ' +
        '[&_p_a]:font-medium [&_p_a]:text-primary-700 [&_p_a]:underline [&_p_a]:underline-offset-2'
      }>
        <Section id="authentication" title="Authentication">
          <p>
            Create a key at <Link to="/account/api-keys">API keys</Link> in your account. Choose its scopes:{' '}
            <code>catalog:read</code> to search the catalog, <code>datasets:read</code> to list and read your team's
            datasets, <code>leads:read</code> to pull your team's charged leads. The key is shown once; keep it in an environment variable (the examples read{' '}
            <code>{API_KEY_ENV}</code>), not in your code. Keys belong to your team and can be revoked at any time.
          </p>
          <p>Send it with every request:</p>
          <Code label="Authorization header">{'Authorization: Bearer dck_live_...'}</Code>
          <p>
            Only the header counts: the API does not accept the site's sign-in cookie, so a request from a signed-in
            browser without a key answers <code>401 API_KEY_MISSING</code>.
          </p>
        </Section>

        <Section id="rate-limits" title="Rate limits">
          <p>
            Requests are counted per clock hour (UTC) for your whole team, by your team's plan. Each key may use the team's
            whole allowance; all the team's keys together no more.
          </p>
          <Table caption="Requests per hour by plan" className="mt-4" head={<>
            <th scope="col" className={th}>Plan</th>
            <th scope="col" className={th}>Requests per hour</th>
          </>}>
            {limits.map(([name, perHour]) => (
              <tr key={name}>
                <th scope="row" className={`${td} text-left font-medium text-slate-900`}>{name}</th>
                <td className={td}>{perHour.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </Table>
          <p>Every answer to a valid key says where you stand:</p>
          <Code label="Rate limit headers">{HEADERS_EXAMPLE}</Code>
          <p>
            <code>RateLimit-Remaining</code> is what is left this hour and <code>RateLimit-Reset</code> the seconds until
            the next one. Past the limit the answer is <code>429</code> with the code <code>RATE_LIMITED</code> and a{' '}
            <code>Retry-After</code> header in seconds: wait that long, then go on. A higher plan raises the limit at once
            (<Link to="/pricing">Pricing</Link>).
          </p>
        </Section>

        <Section id="errors" title="Errors">
          <p>
            An error answers a 4xx or 5xx status with the site's error body: a stable <code>code</code> for your program to
            test and a <code>message</code> for people (its wording may change).
          </p>
          <Code label="Error example">{ERROR_EXAMPLE}</Code>
          <Table caption="Error codes" className="mt-4" head={<>
            <th scope="col" className={th}>Code</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={th}>When</th>
          </>}>
            {ERRORS.map(([code, status, when]) => (
              <tr key={code}>
                <th scope="row" className={`${td} text-left font-mono text-xs font-medium text-slate-900`}>{code}</th>
                <td className={td}>{status}</td>
                <td className={`${td} min-w-64`}>{when}</td>
              </tr>
            ))}
          </Table>
        </Section>

        <Section id="pagination" title="Pagination">
          <p>
            Every list answers <code>{'{ "data": [...], "next_cursor": "..." }'}</code>. To get the next page, send the same
            request with <code>cursor</code> set to <code>next_cursor</code>; on the last page <code>next_cursor</code> is{' '}
            <code>null</code>. Cursors are opaque: pass them back unchanged, never build one. While you read a dataset, no
            row is skipped or repeated across its pages. A page of rows may hold fewer rows than <code>limit</code>, even
            none, before the end (each page reads a bounded part of the file): go on until <code>next_cursor</code> is null. To read a whole dataset at once, use the <code>rows.ndjson</code>{' '}
            or <code>rows.csv</code> stream instead. The leads feed keeps its cursor on its last page (see its endpoint below).
          </p>
        </Section>

        <Section id="endpoints" title="Endpoints">
          <p>All are <code>GET</code>. The <a href={OPENAPI_PATH}>OpenAPI document</a> describes each in full, for code generators and API tools.</p>
          <ul className="mt-4 space-y-3">
            {ENDPOINTS.map((e) => (
              <li key={e.path} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-md bg-green-50 px-2 py-0.5 font-mono text-xs font-semibold text-green-800">GET</span>
                  <span className="font-mono text-sm font-medium break-all text-slate-900">{e.path}</span>
                  <span className="ml-auto rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-700">
                    {e.scope ? `scope ${e.scope}` : 'no key needed'}
                  </span>
                </div>
                <p className="mt-2! text-slate-600">{e.what}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="examples" title="Examples">
          <p>
            List your team's datasets, then read one's rows: three columns, California only. The JavaScript and Python
            versions follow <code>next_cursor</code> to the last page. Each dataset's page also has a ready example for it
            under <strong>Use via API</strong>.
          </p>
          <div className="mt-4">
            <CodeExamples label="Example language" examples={quickstartExamples(window.location.origin)} />
          </div>
        </Section>
      </div>
    </article>
  );
}
