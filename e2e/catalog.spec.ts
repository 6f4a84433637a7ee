// Journeys: a buyer finds the right dataset fast and keeps it (home -> marketplace -> detail -> cart -> sign-up;
// wishlist; shareable filtered URLs).
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, followMailboxLink, signedUpAccount, signUp, test, uniqueEmail } from './support/journey';

const cardTitles = (page: Page) => page.getByRole('link', { name: /^View details of / }).evaluateAll(
  (links) => links.map((l) => l.getAttribute('aria-label')!.replace('View details of ', '')),
);

test('a guest goes from a category to a dataset, adds it to the cart, and keeps the cart through sign-up', DATABASE_JOURNEY, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Auto Insurance/ }).first().click();
  await expect(page).toHaveURL(/\/marketplace\?category=auto-insurance$/);
  await expect(page.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible();
  const autoTitles = await cardTitles(page);
  expect(autoTitles.length).toBeGreaterThan(0);

  // Search, with a typo, across the whole catalog.
  await page.goto('/marketplace');
  const search = page.getByRole('search', { name: 'Search datasets' }).getByRole('searchbox');
  await search.fill('medicar');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=medicar/);
  await expect(page.getByRole('link', { name: /^View details of .*Medicare/i }).first()).toBeVisible();

  // Load More appends the next page.
  await page.goto('/marketplace');
  await expect(page.getByText(/Showing 24 of \d+ datasets/)).toBeVisible();
  await page.getByRole('button', { name: 'Load More Datasets' }).click();
  await expect(page.getByText(/Showing 48 of \d+ datasets/)).toBeVisible();
  expect((await cardTitles(page)).length).toBe(48);

  // Detail -> Sample Data (masked) -> Add to Cart.
  await page.getByRole('link', { name: `View details of ${autoTitles[0]}` }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: autoTitles[0] })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(autoTitles[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('tab', { name: 'Sample Data' }).click();
  const sample = page.getByRole('tabpanel', { name: 'Sample Data' }).getByRole('table');
  await expect(sample.getByRole('row')).toHaveCount(11);
  await expect(sample.getByText(/^[a-z]\*\*\*@[a-z]\*\*\*\.[a-z]+$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Sign up and verify: the guest cart moves into the account.
  const user = { email: uniqueEmail('buyer'), password: 'buyer-pass-1', firstName: 'Riley', lastName: 'Buyer' };
  await signUp(page, user);
  await followMailboxLink(page, user.email, 'verify-email');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.items.map((i: { dataset: { title: string } }) => i.dataset.title)).toEqual([autoTitles[0]]);
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBeNull();
});

test('a signed-in buyer adds a dataset to the wishlist, sees it there, and removes it', DATABASE_JOURNEY, async ({ page }) => {
  await signedUpAccount(page, 'wisher');
  await page.goto('/marketplace?sort=rating');
  await expect(page.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible();
  const [title] = await cardTitles(page);
  await page.getByRole('button', { name: `Add ${title} to wishlist` }).first().click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title} from wishlist` }).first().click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('a shared URL with filters and sort reproduces the same list', async ({ page, browser }) => {
  const url = '/marketplace?format=JSON&records=1k-10k&sort=price-low';
  await page.goto(url);
  await expect(page.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible();
  const mine = await cardTitles(page);
  expect(mine.length).toBeGreaterThan(0);

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.addInitScript(() => localStorage.setItem('datacsv_intro_seen', 'true'));
  await theirs.goto(url);
  await expect(theirs.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible();
  expect(await cardTitles(theirs)).toEqual(mine);
  await expect(theirs.getByRole('button', { name: 'JSON', pressed: true })).toBeVisible();
  await other.close();
});
