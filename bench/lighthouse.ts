// Lighthouse (mobile, default throttling) on the production build: performance and accessibility scores for every
// public page (a visitor's, signed out), on Debian's Chromium. Also prints the gzipped JS each page loaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, startProcess, stop, tempDir, waitForHealth } from './lib';

const port = 4433;
const base = `http://127.0.0.1:${port}`;
const PUBLIC_PAGES = [
  '/', '/marketplace', '/browse-data', '/dataset/:first', '/lead-generation', '/lead-types', '/for-business', '/pricing', '/about',
  '/contact', '/support', '/resources', '/privacy', '/terms', '/legal/data-usage',
];

// The real start path: builds dist/ when stale, then serves the production bundle with the demo catalog.
const server = startProcess(['scripts/start.mjs'], { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: tempDir('lighthouse'), LOG_LEVEL: 'warn' });
await waitForHealth(`${base}/api/health`, 240_000);

// BENCH_PAGES=/a,/b measures only those; /dataset/:first is the catalog's first dataset in the default order.
const firstSlug = ((await (await fetch(`${base}/api/datasets?limit=1`)).json()) as { items: { slug: string }[] }).items[0]!.slug;
const pages = (process.env.BENCH_PAGES?.split(',') ?? PUBLIC_PAGES).map((p) => p.replace(':first', firstSlug));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const runs = Number(process.env.BENCH_RUNS ?? 3);
const rows: string[] = [];
try {
  for (const path of pages) {
    const scores: { perf: number; a11y: number; fcp: number; lcp: number; tbt: number; cls: number; js: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
      const lhr = result!.lhr;
      // A run Lighthouse could not complete scores 0: say so and leave it out of the median.
      if (lhr.runtimeError) {
        console.log(`${path} run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const scripts = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      scores.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        js: scripts.filter((s) => s.resourceType === 'Script').reduce((n, s) => n + (s.transferSize ?? 0), 0),
      });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id));
      if (i === 0 && failing.length) console.log(`${path} accessibility findings: ${failing.map((a) => a.id).join(', ')}`);
      const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type: string; nodeLabel?: string; selector?: string }[] } | undefined)
        ?.items?.find((item) => item.type === 'node');
      if (i === 0) console.log(`${path} LCP element: ${lcpNode ? `${lcpNode.selector} "${lcpNode.nodeLabel?.slice(0, 80)}"` : 'unknown'}`);
    }
    const median = <K extends keyof (typeof scores)[number]>(k: K) => [...scores].sort((a, b) => a[k] - b[k])[Math.floor(scores.length / 2)]![k];
    rows.push(`| ${path} | ${scores.map((s) => s.perf).join(', ')} | ${median('perf')} | ${median('a11y')} | ${fmt(median('fcp'))} | ${fmt(median('lcp'))} | ${fmt(median('tbt'))} | ${median('cls').toFixed(3)} | ${fmt(median('js') / 1024, 1)} |`);
  }
} finally {
  chrome.kill();
  await stop(server);
}
console.log(`Lighthouse ${runs} runs per page, mobile (simulated throttling), production build`);
console.log('| page | performance (each run) | median performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | JS transferred KB |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
