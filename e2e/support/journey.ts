// Shared steps for the browser journeys.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** Pages start with the intro already seen, except in the journey that checks the intro itself. */
export const test = base.extend<{ skipIntro: boolean }>({
  skipIntro: [true, { option: true }],
  page: async ({ page, skipIntro }, use) => {
    if (skipIntro) await page.addInitScript(() => localStorage.setItem('datacsv_intro_seen', 'true'));
    await use(page);
  },
});
export { expect };

/**
 * The tag of a journey that writes through the database (money, plans, files, leads, keys, accounts, admin edits,
 * messages). CI runs every journey on PostgreSQL; `--grep @database` picks these out.
 */
export const DATABASE_JOURNEY = { tag: '@database' };

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

export const modal = (page: Page) => page.getByRole('dialog');

/** The local gateway's test card that succeeds, typed into the card fields of `scope` (a page or a part of one). */
export async function fillTestCard(scope: Page | Locator) {
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await scope.getByLabel('CVC').fill('123');
}

export async function openSignIn(page: Page) {
  await page.goto('/?signin=true');
  await expect(modal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

export async function signUp(page: Page, user: { email: string; password: string; firstName: string; lastName: string }) {
  await openSignIn(page);
  await modal(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await modal(page).getByLabel('First Name').fill(user.firstName);
  await modal(page).getByLabel('Last Name').fill(user.lastName);
  await modal(page).getByLabel('Email').fill(user.email);
  await modal(page).getByLabel('Password', { exact: true }).fill(user.password);
  await modal(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(modal(page).getByText('Please check your email and click the confirmation link')).toBeVisible();
  // SPEC.md: sign-up success switches to sign-in after 2 s.
  await expect(modal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 5000 });
}

/** Follows the newest link of `kind` sent to `email`, as shown by the dev mailbox page. */
export async function followMailboxLink(page: Page, email: string, kind: 'verify-email' | 'password-reset' | 'newsletter-confirm' | 'team-invitation') {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Developer Mailbox' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: `To: ${email}` }).filter({ hasText: kind }).first();
  await entry.getByRole('link').click();
}

export async function signIn(page: Page, email: string, password: string) {
  await openSignIn(page);
  await modal(page).getByLabel('Email').fill(email);
  await modal(page).getByLabel('Password', { exact: true }).fill(password);
  await modal(page).getByRole('button', { name: 'Sign In' }).click();
  // SPEC.md: sign-in success closes the modal after 1.5 s.
  await expect(modal(page)).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const journeyUser = (email: string) => ({ email, password: 'journey-pass-1', firstName: 'Casey', lastName: 'Agent' });

/** A verified account made through the sign-up modal and the mailed link, which signs it in. */
export async function verifiedAccount(page: Page, prefix: string, email = uniqueEmail(prefix)) {
  const user = journeyUser(email);
  await signUp(page, user);
  await followMailboxLink(page, user.email, 'verify-email');
  await expect(page.getByText('Email verified')).toBeVisible();
  return user;
}

/**
 * The same account made through the API the modal calls, and signed in by the same mailed link, on the page's browser
 * context: for journeys about something else. The modal's own journeys (account.spec.ts, the cart kept through
 * sign-up) go through it, at the 2 s and 1.5 s pauses the specification sets, which every other journey skips.
 */
export async function signedUpAccount(page: Page, prefix: string, email = uniqueEmail(prefix)) {
  const user = journeyUser(email);
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...user, name: `${user.firstName} ${user.lastName}` }, headers: { origin: siteOrigin() },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const { messages } = await (await page.request.get('/api/dev/mailbox')).json() as { messages: { to: string; kind: string; link: string | null }[] };
  const link = messages.find((m) => m.to === email && m.kind === 'verify-email')?.link;
  if (!link) throw new Error(`no verification e-mail to ${email}`);
  expect((await page.request.get(link)).ok()).toBe(true);
  return user;
}

/** Signs the page's browser context in through the API the modal calls (see signedUpAccount for when). */
export async function signedIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: siteOrigin() } });
  expect(res.status(), await res.text()).toBe(200);
}

const siteOrigin = () => new URL(test.info().project.use.baseURL!).origin;

/**
 * The page's WCAG 2.1 A/AA violations found by axe-core, one readable line each (empty when it passes). axe runs in the
 * page itself (legacy mode: the pages have no cross-origin frames, the one case that needs a second, blank page to
 * merge the frames' results) and lists only violations in full: together a third of the time an audit took.
 * `options` comes first, as it replaces what `withTags` sets.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/**
 * `path` at desktop and phone widths, once `ready` says it has loaded: no WCAG 2.1 A/AA violations, and nothing wider
 * than the viewport (the page reflows down to 375 px).
 */
export async function auditAtWidths(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await ready(page);
    expect(await wcagViolations(page), `${path} at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
  }
}
