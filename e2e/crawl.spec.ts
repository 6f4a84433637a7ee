// Follows every internal link from `/` as a guest, a client and an admin, and fails on any page that is the 404 page,
// logs a console error, throws, or makes a request that fails. Pages of one shape (a dataset, an order) are visited
// twice at most, so the crawl stays minutes long while still reaching every route. The guest opens every page afresh,
// as a visitor arriving from a search engine or a shared link does; the client and the admin move within the app, as
// a signed-in user does (the server answers every page's address with the same app, so a fresh load differs only in
// what the guest's crawl already proves).
import type { Page } from '@playwright/test';
import { expect, signedIn, signedUpAccount, test } from './support/journey';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const PER_SHAPE = 2;

/** `/dataset/aged-auto-leads` and `/dataset/medicare-leads` are one shape; ids and numbers are placeholders. */
function shapeOf(url: URL): string {
  const path = url.pathname
    .replace(/\/dataset\/[^/]+/, '/dataset/:slug')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
  return `${path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

interface Problem { page: string; what: string }

/**
 * Waits until none of the page's requests has been in flight for 150 ms: the app's data and code requests follow one
 * another within milliseconds. (Playwright's `networkidle` waits 500 ms, a third of the crawl's time.) A request that
 * fails later is still reported, under the next page's name.
 */
function quietNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  let changedAt = Date.now();
  const change = () => { changedAt = Date.now(); };
  page.on('request', (r) => { inFlight.add(r); change(); });
  const done = (r: unknown) => { inFlight.delete(r); change(); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    await page.waitForLoadState('load');
    const giveUpAt = Date.now() + 15_000;
    while ((inFlight.size > 0 || Date.now() - changedAt < 150) && Date.now() < giveUpAt) await page.waitForTimeout(25);
  };
}

/** Moves the app to `path` as its links do (the router follows the history), without loading the page again. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

async function crawl(page: Page, who: string, how: 'fresh loads' | 'in-app'): Promise<{ visited: string[]; problems: Problem[] }> {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const problems: Problem[] = [];
  const settled = quietNetwork(page);
  let current = '/';
  page.on('console', (m) => { if (m.type() === 'error') problems.push({ page: current, what: `console: ${m.text()}` }); });
  page.on('pageerror', (e) => problems.push({ page: current, what: `page error: ${e.message}` }));
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === origin) problems.push({ page: current, what: `${r.status()} ${r.request().method()} ${r.url()}` });
  });
  page.on('requestfailed', (r) => {
    // A navigation away cancels the previous page's requests; that is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push({ page: current, what: `failed ${r.url()}: ${r.failure()?.errorText}` });
  });

  const queue = ['/'];
  const seen = new Set(queue);
  const shapes = new Map<string, number>();
  const visited: string[] = [];
  let menuRead = false;
  while (queue.length) {
    current = queue.shift()!;
    visited.push(current);
    if (how === 'fresh loads' || current === '/') await page.goto(current);
    else await navigateInApp(page, current);
    await settled();
    if (await page.getByRole('heading', { name: 'Page Not Found' }).count()) problems.push({ page: current, what: '404 page' });

    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    // The account menu's links exist only while it is open; they are the same on every page, so read once.
    const menu = page.getByRole('button', { name: 'Account menu' });
    if (!menuRead && await menu.count()) {
      await menu.click();
      hrefs.push(...await page.getByRole('menuitem').evaluateAll((items) => items.map((a) => (a as HTMLAnchorElement).href ?? '').filter(Boolean)));
      await page.keyboard.press('Escape');
      menuRead = true;
    }
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      url.hash = '';
      const target = `${url.pathname}${url.search}`;
      if (seen.has(target)) continue;
      seen.add(target);
      const shape = shapeOf(url);
      if ((shapes.get(shape) ?? 0) >= PER_SHAPE) continue;
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      queue.push(target);
    }
  }
  console.log(`${who}: ${visited.length} pages`);
  return { visited, problems };
}

test.describe.configure({ timeout: 300_000 });

test('a guest reaches no 404, console error or failed request from /', async ({ page }) => {
  const { visited, problems } = await crawl(page, 'guest', 'fresh loads');
  expect(problems).toEqual([]);
  for (const path of ['/marketplace', '/pricing', '/about', '/contact', '/support', '/resources', '/privacy', '/terms', '/developers']) expect(visited).toContain(path);
});

test('a client reaches no 404, console error or failed request from /', async ({ page }) => {
  await signedUpAccount(page, 'crawler');
  const { visited, problems } = await crawl(page, 'client', 'in-app');
  expect(problems).toEqual([]);
  for (const path of ['/dashboard', '/orders', '/downloads', '/wishlist', '/account/settings', '/account/billing', '/lead-import']) expect(visited).toContain(path);
});

test('an admin reaches no 404, console error or failed request from /', async ({ page }) => {
  await signedIn(page, ADMIN.email, ADMIN.password);
  const { visited, problems } = await crawl(page, 'admin', 'in-app');
  expect(problems).toEqual([]);
  for (const path of ['/admin', '/admin/users', '/admin/datasets', '/admin/orders', '/admin/content']) expect(visited).toContain(path);
});
