// Journeys of the people who run the marketplace: ban a user (their session ends at once), add a dataset with its
// file that a client then buys, refund that order (the download is refused), edit the home page's hero text that a
// visitor in another browser then sees; and the admin pages' accessibility audit.
import type { Browser, Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, signedIn, signedUpAccount, test, wcagViolations } from './support/journey';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** A second, separate browser (its own cookies and storage), with the intro already seen. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('datacsv_intro_seen', 'true'));
  return context.newPage();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('an admin finds a user and bans them: the user is signed out at once', DATABASE_JOURNEY, async ({ page, browser }) => {
  // Verifying the e-mail signs the person in.
  const person = await signedUpAccount(page, 'banned');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeVisible();

  const admin = await otherBrowser(browser);
  await signedIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
  const row = admin.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await expect(admin.getByText('1 user matches these filters')).toBeVisible();
  await row.getByRole('button', { name: 'Ban Casey Agent' }).click();
  await admin.getByRole('dialog', { name: 'Ban Casey Agent?' }).getByRole('button', { name: 'Ban user' }).click();
  await expect(row.getByText('Banned', { exact: true })).toBeVisible();

  // The user's next request is refused: the account area sends them home, signed out.
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toHaveCount(0);

  // The user page shows it, and the audit log says who did it.
  await row.getByRole('link', { name: 'Casey Agent', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Casey Agent' })).toBeVisible();
  await admin.goto('/admin/audit?entityType=user');
  await expect(admin.getByText('user.ban').first()).toBeVisible();
  await admin.context().close();
});

test('an admin adds a dataset with its file, a client buys it, the admin refunds it and the download is refused', DATABASE_JOURNEY, async ({ page, browser }) => {
  const title = `Ohio Renters Insurance Leads ${Date.now()}`;
  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Add Dataset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dataset' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description', { exact: true }).fill('Renters in Ohio who asked for an insurance quote this month.');
  await dialog.getByLabel('Category').selectOption({ label: 'Home Insurance' });
  await dialog.getByLabel('Provider').selectOption({ index: 1 });
  await dialog.getByLabel('Price', { exact: true }).fill('12.50');
  await dialog.getByLabel('Record count').fill('1');
  await dialog.getByLabel('Tags').fill('renters, ohio');
  await dialog.getByRole('button', { name: 'Add Dataset' }).click();
  await expect(page.getByText('Dataset Added').first()).toBeVisible();

  const csv = ['first_name,last_name,email,phone,city', 'Ann,Lee,ann.lee@example.com,(614) 555-0101,Columbus', 'Bo,Park,bo.park@example.com,(216) 555-0102,Cleveland', 'Cy,Diaz,cy.diaz@example.com,(513) 555-0103,Cincinnati'].join('\n');
  const added = page.getByRole('dialog', { name: 'Dataset Added' });
  await added.locator('input[type=file]').setInputFiles({ name: 'ohio-renters.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('File uploaded').first()).toBeVisible();
  await expect(added.getByRole('table', { name: 'Data dictionary' }).getByRole('row', { name: /email email/ })).toBeVisible();
  const sample = added.getByRole('table', { name: 'Sample rows, personal details masked' });
  await expect(sample.getByText('a***@e***.com')).toBeVisible();
  await expect(sample.getByText('L.')).toBeVisible();
  await expect(sample.getByText('ann.lee@example.com')).toHaveCount(0);
  await added.getByRole('button', { name: 'Done' }).click();

  // A client finds it in the catalog, buys it and sees it in Downloads.
  const client = await otherBrowser(browser);
  await signedUpAccount(client, 'buyer');
  await client.goto(`/marketplace?search=${encodeURIComponent(title)}`);
  await client.getByRole('link', { name: title }).first().click();
  await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The record count comes from the uploaded file (3 rows), not from the 1 typed in the form.
  await expect(client.locator('xpath=//dt[normalize-space()="Records"]/following-sibling::dd[1]')).toHaveText('3');
  await client.getByRole('button', { name: 'Add to Cart' }).first().click();
  await client.goto('/checkout');
  await payWith(client, '4242 4242 4242 4242');
  await expect(client.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const orderNumber = (await client.getByText(/ORDER-\d{13}-[A-Z0-9]{9}/).first().innerText()).match(/ORDER-\d{13}-[A-Z0-9]{9}/)![0];
  await client.goto('/downloads');
  const downloadCsv = client.getByRole('button', { name: `Download ${title} as CSV` });
  await expect(downloadCsv).toBeVisible();

  // The admin refunds the order from its page.
  await page.goto('/admin/orders');
  // The order's page arrives slower than the search box commits what was typed (300 ms), as on a slow connection:
  // the click must still land there, not be undone by the list's search.
  await page.route(/\/assets\/order-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
  await page.getByLabel(/^Reason/).fill('Test purchase');
  await page.getByRole('button', { name: 'Refund whole order ($12.50)' }).click();
  await page.getByRole('dialog', { name: 'Refund $12.50?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund sent').first()).toBeVisible();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await expect(page.getByText(/^Revoked /)).toBeVisible();

  // The client's download, from the page still open, is refused with the reason.
  await downloadCsv.click();
  await expect(client.getByText('Download Failed').first()).toBeVisible();
  await expect(client.getByText('This purchase was refunded, so it can no longer be downloaded.').first()).toBeVisible();
  await client.reload();
  await expect(client.getByRole('button', { name: `Download ${title} as CSV` })).toHaveCount(0);
  await client.context().close();
});

test('an admin edits the home hero text and a visitor in another browser sees it on /', DATABASE_JOURNEY, async ({ page, browser }) => {
  const headline = `Insurance data, verified daily ${Date.now()}`;
  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/content');
  await page.getByRole('searchbox', { name: 'Search content' }).fill('home_hero_title');
  const item = page.getByRole('article', { name: 'Hero title', exact: true });
  const original = await item.getByRole('textbox', { name: 'Hero title', exact: true }).inputValue();
  await item.getByRole('textbox', { name: 'Hero title', exact: true }).fill(headline);
  await expect(item.getByText('Unsaved edit')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content saved successfully! Changes are now live on the website.').first()).toBeVisible();

  const visitor = await otherBrowser(browser);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible();

  // The previous value is a version: restoring it puts the original headline back for everyone.
  await item.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog');
  await history.getByRole('button', { name: /^Restore the version of/ }).first().click();
  await expect(item.getByRole('textbox', { name: 'Hero title', exact: true })).toHaveValue(original);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: original })).toBeVisible();
  await visitor.context().close();
});

/** The figures' tables and the lazily loaded charts beside them are on the page. */
async function chartsDrawn(page: Page) {
  await expect(page.getByRole('table', { name: 'Revenue and orders per day' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
}

test('admin pages have no WCAG A/AA violations', async ({ page }) => {
  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: /^View / }).first().click();
  const userPage = new URL(page.url()).pathname;
  await page.goto('/admin/orders');
  const firstOrder = page.getByRole('link', { name: /^ORDER-/ }).first();
  const orderPage = (await firstOrder.count()) ? await firstOrder.getAttribute('href') : null;

  const pages: [string, (p: Page) => Promise<void>][] = [
    ['/admin', (p) => expect(p.getByRole('heading', { name: 'Recent orders' })).toBeVisible()],
    ['/admin?tab=analytics', chartsDrawn],
    ['/admin/users', (p) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible()],
    [userPage, (p) => expect(p.getByRole('heading', { name: 'Balance' })).toBeVisible()],
    ['/admin/datasets', (p) => expect(p.getByRole('heading', { name: 'Categories' })).toBeVisible()],
    ['/admin/datasets?tab=all', (p) => expect(p.getByRole('main').getByRole('searchbox', { name: 'Search datasets' })).toBeVisible()],
    ['/admin/datasets?tab=analytics', (p) => expect(p.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible()],
    ['/admin/orders', (p) => expect(p.getByRole('searchbox', { name: 'Search orders' })).toBeVisible()],
    ...(orderPage ? [[orderPage, (p: Page) => expect(p.getByRole('heading', { name: 'Payment events' })).toBeVisible()] as [string, (p: Page) => Promise<void>]] : []),
    ['/admin/lead-returns', (p) => expect(p.getByRole('tab', { name: 'To decide' })).toBeVisible()],
    ['/admin/inbox', (p) => expect(p.getByRole('searchbox', { name: 'Search messages' })).toBeVisible()],
    ['/admin/content', (p) => expect(p.getByRole('article', { name: 'Hero title', exact: true })).toBeVisible()],
    ['/admin/analytics', chartsDrawn],
    ['/admin/audit', (p) => expect(p.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready(page);
    expect(await wcagViolations(page), path).toEqual([]);
  }
});
