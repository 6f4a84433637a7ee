// Journey: the admin area is for admins: signed-out visitors go home, clients meet 'Access Denied'.
import { DATABASE_JOURNEY, expect, signedIn, signedUpAccount, signOut, test } from './support/journey';

test('signed-out visitors are sent home from /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('a client meets Access Denied with Go Back; an admin sees the dashboard', DATABASE_JOURNEY, async ({ page }) => {
  const client = await signedUpAccount(page, 'client');
  await page.goto('/dashboard');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await signedIn(page, 'admin@e2e.test', 'e2e-admin-password');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(page.getByText('Loading admin dashboard...')).toBeHidden();
  await expect(page.getByRole('main').getByText(/users/i).first()).toBeVisible();
  expect(client.email).toContain('@example.com');
});
