// Automated accessibility audit (axe-core, WCAG 2.1 A/AA rules) of the buyer's main pages, on desktop and at 375 px,
// where nothing may be wider than the screen.
import { auditAtWidths as audit, expect, signedUpAccount, test } from './support/journey';

test('public pages have no WCAG A/AA violations', async ({ page }) => {
  await audit(page, '/', (p) => expect(p.getByRole('link', { name: /Auto Insurance/ }).first()).toBeVisible());
  await audit(page, '/marketplace', (p) => expect(p.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible());
  // A filter on: the filters button carries its count beside the sort select.
  await audit(page, '/marketplace?search=auto%20insurance&format=CSV', (p) => expect(p.getByText(/Showing \d+ of \d+ datasets/)).toBeVisible());
  await audit(page, '/dataset/aged-auto-insurance-leads-bulk-pack', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await audit(page, '/legal/data-usage', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
});

test('the data API page and the dataset page\'s Use via API dialog have no WCAG A/AA violations', async ({ page }) => {
  await audit(page, '/developers', (p) => expect(p.getByRole('heading', { level: 1, name: 'Data API' })).toBeVisible());
  await audit(page, '/dataset/aged-auto-insurance-leads-bulk-pack', async (p) => {
    await p.getByRole('button', { name: 'Use via API' }).first().click();
    await expect(p.getByRole('dialog', { name: 'Use via API' }).getByRole('region', { name: 'curl example' })).toBeVisible();
  });
});

test('account pages have no WCAG A/AA violations', async ({ page }) => {
  await signedUpAccount(page, 'a11y');
  await page.goto('/dataset/aged-auto-insurance-leads-bulk-pack');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await audit(page, '/checkout', (p) => expect(p.getByRole('button', { name: /^Pay \$/ })).toBeVisible());
  await audit(page, '/dashboard', (p) => expect(p.getByText('Dataset Orders')).toBeVisible());
  await audit(page, '/orders', (p) => expect(p.getByText('No orders yet')).toBeVisible());
  await audit(page, '/downloads', (p) => expect(p.getByText('No downloads yet')).toBeVisible());
  await audit(page, '/wishlist', (p) => expect(p.getByText('Your wishlist is empty')).toBeVisible());
});
