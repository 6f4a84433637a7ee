// Journey: the app shell's safety nets: the error fallback, the 404 page, header search.
import { expect, test } from './support/journey';

test('a page that throws shows the full-page error fallback with its two buttons', async ({ page }) => {
  await page.goto('/?__throw=1');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
});

test('an unknown route shows a real 404 page, and unknown API routes answer 404 JSON', async ({ page, request }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('NOT_FOUND');
});

test('the header search goes to the marketplace with the trimmed term', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox').first();
  await search.fill('  medicare leads  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\?search=medicare(\+|%20)leads$/);
});

test('brand and navigation texts come from the content store', async ({ page, request }) => {
  const content = await (await request.get('/api/content')).json();
  const brand = content.items.find((i: { key: string }) => i.key === 'brand_name').value;
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(brand).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Data' }).first()).toBeVisible();
});
