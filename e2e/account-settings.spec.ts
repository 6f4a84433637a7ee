// Account settings journeys: change the name, the password and the notification settings; sign out another browser;
// delete the account and sign up again with the same e-mail; and the page's accessibility audit, every tab, desktop and phone.
import type { Browser, Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, signedIn, signedUpAccount, signIn, signOut, signUp, test, wcagViolations } from './support/journey';

async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('datacsv_intro_seen', 'true'));
  return context.newPage();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a user changes their name, password and notification settings', DATABASE_JOURNEY, async ({ page }) => {
  const user = await signedUpAccount(page, 'settings');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Company').fill('Northwind Traders');
  await page.getByLabel('State').selectOption('Ohio');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Morgan Agent')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Morgan');
  await expect(page.getByLabel('State')).toHaveValue('OH');

  await tab(page, 'Security').click();
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('journey-pass-2');
  await page.getByLabel('Confirm New Password').fill('journey-pass-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Update Failed')).toBeVisible();
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await tab(page, 'Notifications').click();
  const orderUpdates = page.getByRole('switch', { name: 'Order Updates' });
  await expect(orderUpdates).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: /SMS/ })).toHaveCount(0);
  await orderUpdates.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order Updates' })).toHaveAttribute('aria-checked', 'false');

  await tab(page, 'Billing').click();
  await page.getByRole('link', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);

  // The new password is the one that works now.
  await signOut(page);
  await signIn(page, user.email, 'journey-pass-2');
});

test('signing out other sessions ends the session in another browser', DATABASE_JOURNEY, async ({ page, browser }) => {
  const user = await signedUpAccount(page, 'sessions');
  const laptop = await otherBrowser(browser);
  await signedIn(laptop, user.email, user.password);

  await page.goto('/account/settings?tab=security');
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.getByText('1 other session signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await laptop.goto('/dashboard');
  await expect(laptop.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(laptop.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  // This browser is still signed in.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeVisible();
  await laptop.context().close();
});

test('a user deletes their account and signs up again with the same e-mail', DATABASE_JOURNEY, async ({ page }) => {
  const user = await signedUpAccount(page, 'delete');
  await page.goto('/account/settings');
  const remove = page.getByRole('button', { name: 'Delete Account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(/to confirm/).fill('someone-else@example.com');
  await expect(remove).toBeDisabled();
  await page.getByLabel(/to confirm/).fill(user.email);
  await remove.click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The old password no longer signs in; the e-mail is free for a new account.
  await page.goto('/?signin=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText(/Invalid email or password/)).toBeVisible();
  await signUp(page, { ...user, firstName: 'Jordan' });
});

test('account settings have no WCAG A/AA violations, every tab, desktop and phone', async ({ page }) => {
  await signedUpAccount(page, 'settings-a11y');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const [name, ready] of [
      ['profile', (p: Page) => expect(p.getByLabel('First Name')).toBeVisible()],
      ['security', (p: Page) => expect(p.getByRole('list', { name: 'Sessions' })).toBeVisible()],
      ['notifications', (p: Page) => expect(p.getByRole('switch', { name: 'Order Updates' })).toBeVisible()],
      ['billing', (p: Page) => expect(p.getByRole('tabpanel').getByText('Lead balance', { exact: true })).toBeVisible()],
    ] as const) {
      await page.goto(`/account/settings?tab=${name}`);
      await ready(page);
      expect(await wcagViolations(page), `${name} at ${width} px`).toEqual([]);
    }
  }
});
