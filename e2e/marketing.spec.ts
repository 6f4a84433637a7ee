// Marketing pages: every page passes an axe audit (WCAG 2.1 A/AA) at desktop and phone widths; /browse-data searches,
// sorts and pages the real catalog; the lead pages' calls to action open the contact form about leads.
import type { Page } from '@playwright/test';
import { auditAtWidths as audit, expect, test } from './support/journey';

const h1 = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('marketing pages have no WCAG A/AA violations at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await audit(page, '/lead-generation', h1('Lead Generation Services'));
  await audit(page, '/lead-types', async (p) => {
    await h1('Insurance Lead Types')(p);
    await expect(p.getByRole('link', { name: /^View all \d+ Medicare/ })).toBeVisible();
  });
  await audit(page, '/browse-data', (p) => expect(p.getByText(/Showing 1–12 of \d+ datasets/)).toBeVisible());
  await audit(page, '/for-business', async (p) => {
    await h1('Enterprise Data Solutions')(p);
    await expect(p.getByRole('region', { name: 'Catalog figures' }).getByRole('definition').first()).not.toBeEmpty();
  });
  await audit(page, '/pricing', h1('Simple, Transparent Pricing'));
  await audit(page, '/about', async (p) => {
    await h1('About DataCSV')(p);
    await expect(p.getByRole('region', { name: 'Marketplace figures' }).getByRole('definition').first()).not.toBeEmpty();
  });
  await audit(page, '/resources', h1('Knowledge Grimoire'));
  await audit(page, '/privacy', h1('Privacy Policy'));
  await audit(page, '/terms', h1('Terms of Service'));
});

test('browse data searches, sorts and pages the real catalog', async ({ page }) => {
  await page.goto('/browse-data');
  const summary = page.getByText(/Showing \d+–\d+ of \d+ datasets/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(12);

  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Showing 13–${Math.min(24, total)} of ${total} datasets`)).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search datasets' }).fill('medicare');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=medicare/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(/Showing 1–\d+ of \d+ datasets/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const results = page.getByRole('region', { name: 'Datasets' });
  // The cards before the sorted answer arrives are the unsorted ones, also not busy: wait for the order itself.
  const prices = () => results.locator('article').evaluateAll((cards) =>
    cards.map((card) => Number(card.querySelector('span.text-2xl')?.textContent?.replace(/[$,]/g, ''))));
  await expect.poll(async () => {
    const shown = await prices();
    return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
  }, { message: 'more than one card, in ascending price' }).toBe(true);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
});

test('Request Custom Leads opens the contact form about leads', async ({ page }) => {
  await page.goto('/lead-generation');
  await page.getByRole('link', { name: 'Request Custom Leads' }).first().click();
  await expect(page).toHaveURL(/\/contact\?subject=leads$/);
  await page.goto('/lead-types');
  await page.getByRole('link', { name: 'Contact Specialist' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=leads$/);
});
