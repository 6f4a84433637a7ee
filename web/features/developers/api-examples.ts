// The data API's code examples, as text to show and copy: curl (one page), JavaScript with fetch and Python with
// requests (both following next_cursor to the last page). The key always comes from the environment variable
// DATACSV_API_KEY, never from the page.
export const EXAMPLE_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number];
export type Examples = Record<ExampleLanguage, string>;

export const API_KEY_ENV = 'DATACSV_API_KEY';

/** A query string that keeps commas readable (`columns=a,b`); every other reserved character is escaped. */
export function queryString(params: [string, string][]): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/gi, ',')}`).join('&');
}

const js = (value: string) => JSON.stringify(value);
// A JSON string is a valid Python string literal for what a URL, a column name or a state holds.
const py = (value: string) => JSON.stringify(value);

/** Reading one dataset's rows with the given filters (`state`, `columns`, ...), for the dataset page's "Use via API". */
export function rowsExamples({ origin, datasetId, params }: { origin: string; datasetId: string; params: [string, string][] }): Examples {
  const url = `${origin}/api/v1/datasets/${encodeURIComponent(datasetId)}/rows`;
  const query = queryString(params);
  const curl = `curl -sS -H "Authorization: Bearer $${API_KEY_ENV}" \\\n  "${url}${query ? `?${query}` : ''}"`;
  const javascript = [
    `// Every matching row, page by page (Node 18+ as an ES module, e.g. rows.mjs).`,
    `const url = new URL(${js(url)});`,
    ...params.map(([k, v]) => `url.searchParams.set(${js(k)}, ${js(v)});`),
    `url.searchParams.set('limit', '1000');`,
    ``,
    `const rows = [];`,
    `let cursor = null;`,
    `do {`,
    `  if (cursor) url.searchParams.set('cursor', cursor);`,
    `  const res = await fetch(url, { headers: { Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\` } });`,
    `  const body = await res.json();`,
    `  if (!res.ok) throw new Error(\`\${body.error.code}: \${body.error.message}\`);`,
    `  rows.push(...body.data);`,
    `  cursor = body.next_cursor;`,
    `} while (cursor);`,
    `console.log(\`\${rows.length} rows\`, rows.slice(0, 3));`,
  ].join('\n');
  const python = [
    `# Every matching row, page by page.`,
    `import os`,
    `import requests`,
    ``,
    `url = ${py(url)}`,
    `params = {${[...params.map(([k, v]) => `${py(k)}: ${py(v)}`), '"limit": 1000'].join(', ')}}`,
    `headers = {"Authorization": f"Bearer {os.environ['${API_KEY_ENV}']}"}`,
    ``,
    `rows = []`,
    `while True:`,
    `    res = requests.get(url, params=params, headers=headers, timeout=60)`,
    `    body = res.json()`,
    `    if not res.ok:`,
    `        raise RuntimeError(f"{body['error']['code']}: {body['error']['message']}")`,
    `    rows.extend(body["data"])`,
    `    if body["next_cursor"] is None:`,
    `        break`,
    `    params["cursor"] = body["next_cursor"]`,
    ``,
    `print(len(rows), "rows", rows[:3])`,
  ].join('\n');
  return { curl, javascript, python };
}

/** The developers page's walk-through: list the team's datasets, then read the first one's rows, filtered. */
export function quickstartExamples(origin: string): Examples {
  const base = `${origin}/api/v1`;
  const curl = [
    `# Your team's datasets (bought or taken into a plan), with their ids`,
    `curl -sS -H "Authorization: Bearer $${API_KEY_ENV}" "${base}/datasets/owned"`,
    ``,
    `# One dataset's rows: three columns, California only, 100 rows a page`,
    `DATASET_ID=00000000-0000-0000-0000-000000000000  # one of the ids listed above`,
    `curl -sS -H "Authorization: Bearer $${API_KEY_ENV}" \\`,
    `  "${base}/datasets/$DATASET_ID/rows?columns=city,state,zip&state=CA&limit=100"`,
    ``,
    `# Every matching row in one answer, as JSON lines (or rows.csv for CSV)`,
    `curl -sS -H "Authorization: Bearer $${API_KEY_ENV}" \\`,
    `  "${base}/datasets/$DATASET_ID/rows.ndjson?state=CA&zip_prefix=941" > rows.ndjson`,
  ].join('\n');
  const javascript = [
    `// Node 18+ as an ES module (e.g. rows.mjs).`,
    `const base = ${js(base)};`,
    `const headers = { Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\` };`,
    ``,
    `async function get(path, params = {}) {`,
    `  const res = await fetch(\`\${base}\${path}?\${new URLSearchParams(params)}\`, { headers });`,
    `  const body = await res.json();`,
    `  if (!res.ok) throw new Error(\`\${body.error.code}: \${body.error.message}\`);`,
    `  return body;`,
    `}`,
    ``,
    `// Every page of a list: pass next_cursor back as cursor until it is null.`,
    `async function* all(path, params = {}) {`,
    `  let cursor = null;`,
    `  do {`,
    `    const page = await get(path, cursor ? { ...params, cursor } : params);`,
    `    yield* page.data;`,
    `    cursor = page.next_cursor;`,
    `  } while (cursor);`,
    `}`,
    ``,
    `const { data: owned } = await get('/datasets/owned');`,
    `const id = owned[0].dataset.id;`,
    `let count = 0;`,
    `for await (const row of all(\`/datasets/\${id}/rows\`, { columns: 'city,state,zip', state: 'CA', limit: '1000' })) {`,
    `  count++;`,
    `}`,
    `console.log(\`\${count} rows in California\`);`,
  ].join('\n');
  const python = [
    `import os`,
    `import requests`,
    ``,
    `BASE = ${py(base)}`,
    `session = requests.Session()`,
    `session.headers["Authorization"] = f"Bearer {os.environ['${API_KEY_ENV}']}"`,
    ``,
    `def get(path, params=None):`,
    `    res = session.get(BASE + path, params=params, timeout=60)`,
    `    body = res.json()`,
    `    if not res.ok:`,
    `        raise RuntimeError(f"{body['error']['code']}: {body['error']['message']}")`,
    `    return body`,
    ``,
    `def every(path, params=None):`,
    `    """Every row of a list: pass next_cursor back as cursor until it is None."""`,
    `    params = dict(params or {})`,
    `    while True:`,
    `        page = get(path, params)`,
    `        yield from page["data"]`,
    `        if page["next_cursor"] is None:`,
    `            return`,
    `        params["cursor"] = page["next_cursor"]`,
    ``,
    `owned = get("/datasets/owned")["data"]`,
    `dataset_id = owned[0]["dataset"]["id"]`,
    `rows = list(every(f"/datasets/{dataset_id}/rows", {"columns": "city,state,zip", "state": "CA", "limit": 1000}))`,
    `print(len(rows), "rows in California")`,
  ].join('\n');
  return { curl, javascript, python };
}
