// Journey: a dataset is a file. A guest checks out through sign-in and lands on checkout with the cart; a dataset is
// in a cart once; once bought, the dataset page offers Download instead of Add to Cart.
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, modal, signOut, test, verifiedAccount } from './support/journey';

const SLUG = 'aged-auto-insurance-leads-bulk-pack';

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a guest checks out through sign-in, adds a dataset once only, and gets Download once it is bought', DATABASE_JOURNEY, async ({ page }) => {
  const account = await verifiedAccount(page, 'cart-rules');
  await signOut(page);

  // A guest adds the dataset: the button becomes In Cart, which opens the cart.
  await page.goto(`/dataset/${SLUG}`);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const purchase = page.getByRole('complementary', { name: 'Purchase' });
  await purchase.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await purchase.getByRole('button', { name: 'In Cart' }).click();

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer.getByRole('link', { name: title })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /quantity/i })).toHaveCount(0);

  // Checkout -> sign in -> checkout, with the guest's item.
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await modal(page).getByLabel('Email').fill(account.email);
  await modal(page).getByLabel('Password', { exact: true }).fill(account.password);
  await modal(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // The same dataset again: the server refuses, and the page says it is already there.
  const again = await page.request.post('/api/cart/items', { data: { datasetId: await datasetId(page) } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toEqual({ code: 'ALREADY_IN_CART', message: `${title} is already in your cart.` });
  await page.goto(`/dataset/${SLUG}`);
  await page.getByRole('button', { name: `Add ${title} to wishlist` }).first().click();
  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Already in your cart', { exact: true })).toBeVisible();
  await expect(page.getByText(`${title} is already in your cart.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Buy it: the dataset page then offers Download (the download center, filtered to it) instead of Add to Cart.
  await page.goto('/checkout');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto(`/dataset/${SLUG}`);
  const download = purchase.getByRole('link', { name: 'Download', exact: true });
  await expect(download).toBeVisible();
  await expect(purchase.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await download.click();
  await expect(page).toHaveURL(/\/downloads\?search=/);
  await expect(page.getByRole('group', { name: `Download ${title}` })).toBeVisible();

  // Adding it anyway (the wishlist's button) is refused: it is already owned.
  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Already purchased', { exact: true })).toBeVisible();
  await expect(page.getByText(`You already own ${title}. Download it from your Downloads page.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

async function datasetId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/datasets/${SLUG}`);
  return (await res.json()).id as string;
}
