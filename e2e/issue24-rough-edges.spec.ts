// Issue 24, "every guard, figure and promise on screen true": what a user met on screen that was not, each checked the
// way they met it.
import type { Page } from '@playwright/test';
import { expect, followMailboxLink, signedIn, signedUpAccount, signOut, test, uniqueEmail, wcagViolations } from './support/journey';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('every admin page fits a 375 px phone: wide tables scroll in their own box, the page never sideways', async ({ page }) => {
  // What made /admin 514 px wide: long e-mail addresses and names, and a pasted URL, as real customers have them.
  const customer = await signedUpAccount(page, 'christopher.alexander.montgomery-worthington');
  await page.goto('/checkout?type=recharge&amount=20');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Funds added').first()).toBeVisible();
  await page.goto('/contact');
  await page.getByLabel(/First name/).fill('Christopherson');
  await page.getByLabel(/Last name/).fill('Bartholomew-Montgomery-Worthington');
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/Message/).fill(`Your export at https://example.com/${'very-long-path/'.repeat(12)}?with=query&and=more fails for me.`);
  // Sending waits until the form is as old as a person needs to fill it (the server's bot check, 3 s): no wait here.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you for your message!/)).toBeVisible();
  await signOut(page);

  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: /^View / }).first().click();
  const userPage = new URL(page.url()).pathname;
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: /^RECHARGE-/ }).first().click();
  const orderPage = new URL(page.url()).pathname;

  await page.setViewportSize({ width: 375, height: 812 });
  const rows = (p: Page, table: string) => expect(p.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
  const pages: [string, (p: Page) => Promise<void>][] = [
    ['/admin', (p) => rows(p, 'The five newest orders')],
    ['/admin?tab=users', (p) => rows(p, 'The five newest users')],
    ['/admin?tab=datasets', (p) => rows(p, 'Top 5 by downloads')],
    ['/admin?tab=orders', (p) => rows(p, 'The five newest orders')],
    ['/admin?tab=analytics', (p) => rows(p, 'Revenue and orders per day')],
    ['/admin/users', (p) => rows(p, 'Users')],
    [userPage, (p) => expect(p.getByRole('heading', { name: 'Balance' })).toBeVisible()],
    ['/admin/datasets', (p) => expect(p.getByRole('heading', { name: 'Categories' })).toBeVisible()],
    ['/admin/datasets?tab=all', (p) => rows(p, 'Datasets')],
    ['/admin/datasets?tab=analytics', (p) => expect(p.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible()],
    ['/admin/orders', (p) => rows(p, 'Orders, newest first')],
    [orderPage, (p) => expect(p.getByRole('heading', { name: 'Payment events' })).toBeVisible()],
    ['/admin/lead-returns', (p) => expect(p.getByRole('tab', { name: 'To decide' })).toBeVisible()],
    ['/admin/inbox', async (p) => {
      await p.getByRole('list', { name: 'Messages, newest first' }).getByRole('button').first().click();
      await expect(p.getByRole('button', { name: 'Send reply' })).toBeVisible();
    }],
    ['/admin/inbox?tab=newsletter', (p) => expect(p.getByRole('tab', { name: 'Newsletter', selected: true })).toBeVisible()],
    ['/admin/content', (p) => expect(p.getByRole('article', { name: 'Hero title', exact: true })).toBeVisible()],
    ['/admin/analytics', (p) => rows(p, 'Revenue and orders per day')],
    ['/admin/jobs', (p) => rows(p, 'Job queues')],
    ['/admin/audit', (p) => expect(p.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()],
  ];
  const tooWide: string[] = [];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready(page);
    const width = await pageWidth(page);
    if (width > 375) tooWide.push(`${path} is ${width} px wide`);
  }
  expect(tooWide).toEqual([]);
});

test('deleting the account lands signed out on the home page with the notice, and no sign-in modal over it', async ({ page }) => {
  const user = await signedUpAccount(page, 'delete-lands');
  await page.goto('/account/settings');
  await page.getByLabel(/to confirm/).fill(user.email);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The modal's code loads on its first opening: once nothing is loading, it would have shown up.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Account Deleted')).toBeVisible();
});

test('Resources: Join Community leads to the newsletter sign-up, which subscribes through the mailed link', async ({ page }) => {
  const email = uniqueEmail('community');
  await page.goto('/resources');
  await page.getByRole('link', { name: 'Join Community' }).click();
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const field = form.getByLabel('Email address');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await page.keyboard.type(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(`Please check ${email}`)).toBeVisible();
  await followMailboxLink(page, email, 'newsletter-confirm');
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
});

test('the content manager\'s Preview shows content as visitors will see it; Edit goes back to the editors', async ({ page }) => {
  await signedIn(page, ADMIN.email, ADMIN.password);
  const suffix = Date.now().toString(36);
  const add = (type: string, key: string, label: string, value: string) =>
    page.request.post('/api/admin/content', { data: { key: `${key}_${suffix}`, type, label: `${label} ${suffix}`, section: 'Preview check', value } });
  for (const res of [
    await add('html', 'promo', 'Promo', '<p>Spring sale</p>'),
    await add('number', 'agents', 'Agents served', '50000'),
    await add('link', 'docs', 'Docs link', '/pricing'),
  ]) expect(res.ok()).toBe(true);
  let alerted = false;
  page.on('dialog', (dialog) => { alerted = true; void dialog.dismiss(); });

  await page.goto('/admin/content');
  await page.getByRole('searchbox', { name: 'Search content' }).fill(suffix);
  const promo = page.getByRole('article', { name: `Promo ${suffix}` });
  await promo.getByRole('textbox').fill('<h2>Spring sale</h2><p>Save <strong>20%</strong> on <a href="https://example.com/deals">every lead pack</a></p><img src=x onerror=alert(1)><script>alert(2)</script>');
  await page.getByRole('article', { name: `Agents served ${suffix}` }).getByRole('spinbutton').fill('12500');

  await page.getByRole('group', { name: 'Edit or preview' }).getByRole('button', { name: 'Preview' }).click();
  // Rich text rendered as the server sanitises it: the heading, the bold text and the link; no image, no script.
  await expect(promo.getByRole('heading', { name: 'Spring sale' })).toBeVisible();
  await expect(promo.getByRole('link', { name: 'every lead pack' })).toHaveAttribute('href', 'https://example.com/deals');
  await expect(promo.locator('strong')).toHaveText('20%');
  await expect(promo.locator('img, script')).toHaveCount(0);
  await expect(promo.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('article', { name: `Agents served ${suffix}` }).getByText('12,500', { exact: true })).toBeVisible();
  const docs = page.getByRole('article', { name: `Docs link ${suffix}` }).getByRole('link', { name: /\/pricing/ });
  await expect(docs).toHaveAttribute('href', '/pricing');
  await expect(docs).toHaveAttribute('target', '_blank');
  expect(await wcagViolations(page)).toEqual([]);

  await page.getByRole('group', { name: 'Edit or preview' }).getByRole('button', { name: 'Edit' }).click();
  await expect(promo.getByRole('textbox')).toHaveValue(/<img src=x onerror=alert\(1\)>/);
  await expect(page.getByText('2 unsaved changes')).toBeVisible();
  expect(alerted).toBe(false);
});

test('lead import: the Facebook card says before creation that this server cannot receive Facebook leads, and a short page token is called too short', async ({ page }) => {
  // The browser journeys' server runs without FACEBOOK_APP_SECRET, as a fresh install does.
  await signedUpAccount(page, 'facebook-card');
  await page.goto('/lead-import');
  await page.getByRole('button', { name: 'New Import' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose Platform' });
  const facebook = dialog.getByRole('button', { name: /Facebook Lead Ads/ });
  await expect(facebook.getByText('Not set up on this server')).toBeVisible();
  await expect(facebook).toHaveAccessibleDescription(/no FACEBOOK_APP_SECRET yet, so it refuses every lead Facebook delivers: a Facebook import receives no leads until/);
  await expect(dialog.getByRole('button', { name: /Google Ads/ })).not.toContainText('Not set up');
  expect(await wcagViolations(page)).toEqual([]);

  await facebook.click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Facebook Lead Ads import' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('a Facebook import receives no leads until the site\'s operator sets it');
  await page.getByLabel('Campaign name').fill('Medicare lead form');
  await page.getByLabel('Lead type').selectOption('medicare');
  await page.getByLabel('Cost per lead').fill('9.50');
  await page.getByLabel('Page ID').fill('104512345678901');
  await page.getByLabel('Page access token').fill('EAA12345');
  await page.getByRole('button', { name: 'Create import' }).click();
  await expect(page.getByText('This token has 8 characters: too short for a Page access token, which is EAA followed by at least 20 letters and digits')).toBeVisible();
  await expect(page.getByText('it starts with EAA')).toHaveCount(0);
});
