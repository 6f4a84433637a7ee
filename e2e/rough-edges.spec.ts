// The rough edges a new user hit in the walk-through, each checked the way they met it.
import type { Locator } from '@playwright/test';
import { expect, fillTestCard, modal, signOut, test, verifiedAccount } from './support/journey';

const DATASET = '/dataset/aged-auto-insurance-leads-bulk-pack';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the site opened at 127.0.0.1 instead of localhost signs up and in', async ({ page, baseURL }) => {
  const person = await verifiedAccount(page, 'loopback');
  await signOut(page);
  // Everything below happens on the loopback address, whose Origin differs from PUBLIC_URL's (localhost).
  const loopback = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${loopback}/?signin=true`);
  await modal(page).getByLabel('Email').fill(person.email);
  await modal(page).getByLabel('Password', { exact: true }).fill(person.password);
  await modal(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(modal(page)).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.goto(`${loopback}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeVisible();
});

test.describe('a first visit straight to the sign-in link', () => {
  test.use({ skipIntro: false });
  test('shows the sign-in modal without the intro over it', async ({ page }) => {
    await page.goto('/?signin=true');
    await expect(modal(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByTestId('intro-screen')).toHaveCount(0);
    await modal(page).getByLabel('Email').fill('someone@example.com');
    await expect(modal(page).getByLabel('Email')).toHaveValue('someone@example.com');
  });
});

test('a full page load starts at the top, not at another page\'s scroll position', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await page.goto(DATASET);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the page has loaded all it asks for, nothing is left to move it.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('desktop: the sticky sidebars stay below the sticky header', async ({ page }) => {
  await page.goto(DATASET);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Far enough that the sidebar sticks, not so far that the end of the overview carries it away (its height
  // depends on the fonts the machine has).
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  const header = await box(page.getByRole('banner'));
  const sidebar = await box(page.getByRole('complementary', { name: 'Purchase' }));
  const headerBottom = header.y + header.height;
  expect(sidebar.y).toBeGreaterThanOrEqual(headerBottom);
  expect(sidebar.y).toBeLessThan(headerBottom + 40); // stuck just below the header, not scrolled off with the page
});

test('a toast never covers the cart badge it is telling about', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(DATASET);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    // Where the toast comes to rest: mounted (sonner then slides it in, 400 ms) and no transition running.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const [toastBox, cartBox] = [await box(toast), await box(page.getByRole('button', { name: /^Cart, 1 item/ }))];
    expect(overlaps(toastBox, cartBox), `${width} px: toast ${JSON.stringify(toastBox)}, cart ${JSON.stringify(cartBox)}`).toBe(false);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.keyboard.press('Escape');
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the first dataset is on the first screen of the marketplace, filters wait in a sheet', async ({ page }) => {
    await page.goto('/marketplace');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    expect((await box(first)).y).toBeLessThan(740);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Categories and filters' });
    await sheet.getByRole('button', { name: /Auto Insurance/ }).click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/category=auto-insurance/);
    await expect(page.getByRole('button', { name: 'Filters 1 on' })).toBeVisible();
  });

  test('a dataset page keeps its price and Add to Cart on screen', async ({ page }) => {
    await page.goto(DATASET);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' }).last();
    const b = await box(addToCart);
    expect(b.y + b.height).toBeLessThanOrEqual(740);
    await addToCart.click();
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });

  test('order numbers break only at their hyphens', async ({ page }) => {
    await verifiedAccount(page, 'phone-buyer');
    await page.goto(DATASET);
    await page.getByRole('button', { name: 'Add to Cart' }).last().click();
    await page.goto('/checkout');
    await fillTestCard(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await page.goto('/orders');
    const number = page.getByRole('link', { name: /^ORDER-/ }).first();
    await expect(number).toBeVisible();
    // Each line of the wrapped number ends at a hyphen or at the end of the number.
    const lines = await lineTexts(number);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/-$/);
    await number.click();
    await expect(page.getByText('Address', { exact: true })).toHaveCount(0);
  });
});

/** The text of each rendered line of an inline element, from its client rects. */
async function lineTexts(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const text = el.textContent ?? '';
    const range = document.createRange();
    const node = el.firstChild!;
    const lines: string[] = [];
    let start = 0;
    let top: number | null = null;
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const y = range.getBoundingClientRect().top;
      if (top !== null && Math.abs(y - top) > 2) { lines.push(text.slice(start, i)); start = i; }
      top = y;
    }
    lines.push(text.slice(start));
    return lines;
  });
}
