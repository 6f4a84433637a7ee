// Journeys: a buyer pays by card and gets the data, exactly once (checkout -> order success -> downloads -> orders);
// a declined card; the checkout's redirect rules.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DATABASE_JOURNEY, expect, signedUpAccount, test } from './support/journey';

const CHEAPEST = ['aged-auto-insurance-leads-bulk-pack', 'short-term-health-insurance-leads-aged-30-days'];

async function addToCart(page: Page, slug: string) {
  await page.goto(`/dataset/${slug}`);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  return title;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function rowsOf(download: Download, format: 'csv' | 'xlsx'): Promise<number> {
  const file = await download.path();
  if (format === 'csv') return (parse(await readFile(file), { bom: true })).length - 1;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!.actualRowCount - 1;
}

test('a buyer pays for two datasets by card and downloads them as CSV and Excel', DATABASE_JOURNEY, async ({ page }) => {
  await signedUpAccount(page, 'payer');
  const titles = [await addToCart(page, CHEAPEST[0]!), await addToCart(page, CHEAPEST[1]!)];
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const title of titles) await expect(page.getByText(title).first()).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/order-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const orderNumber = (await page.getByText(/ORDER-\d{13}-[A-Z0-9]{9}/).first().innerText()).match(/ORDER-\d{13}-[A-Z0-9]{9}/)![0];
  for (const title of titles) {
    await expect(page.getByRole('button', { name: `Download ${title} as CSV` })).toBeVisible();
  }
  // The cart is emptied only now, after the payment succeeded.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The files the server says it holds, to compare row counts with.
  const { items: grants } = await (await page.request.get('/api/downloads')).json();
  const expectedRows = grants.find((g: { dataset: { title: string } }) => g.dataset.title === titles[0]).rows as number;
  expect(expectedRows).toBeGreaterThan(0);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${titles[0]} as CSV` }).click()]);
  expect(csv.suggestedFilename()).toBe(`${CHEAPEST[0]}.csv`);
  expect(await rowsOf(csv, 'csv')).toBe(expectedRows);
  await expect(page.getByText('Download Started').first()).toBeVisible();

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${titles[0]} as Excel` }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`${CHEAPEST[0]}.xlsx`);
  expect(await rowsOf(xlsx, 'xlsx')).toBe(expectedRows);

  // The old account path leads to the orders list; the order's own page shows what was paid and how.
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  for (const title of titles) await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // The confirmation e-mail links to the order's download page.
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('listitem').filter({ hasText: 'order-confirmation' }).filter({ hasText: orderNumber });
  await expect(mail).toBeVisible();
  await mail.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/downloads');
  await expect(page.getByRole('heading', { name: 'Download Center' })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('group', { name: `Download ${title}` })).toBeVisible();
  // Two downloads of the first dataset were counted.
  await expect.poll(async () => (await (await page.request.get('/api/downloads')).json()).stats.totalDownloads).toBe(2);
});

test('a declined card shows the provider message and gives no download', DATABASE_JOURNEY, async ({ page }) => {
  await signedUpAccount(page, 'declined');
  await addToCart(page, CHEAPEST[0]!);
  await page.goto('/checkout');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const downloads = await (await page.request.get('/api/downloads')).json();
  expect(downloads.items).toEqual([]);
  await page.goto('/downloads');
  await expect(page.getByText('No downloads yet')).toBeVisible();
});

test('checkout sends a signed-out visitor to sign in and an empty cart to the marketplace', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).not.toHaveURL(/\/checkout/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await signedUpAccount(page, 'empty-cart');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/marketplace$/);
});
