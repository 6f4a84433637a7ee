// A business buyer's plan, in one journey: subscribed to Professional (with Team Management) from /pricing, two catalog
// datasets taken into the plan instead of paying for them, a teammate invited who downloads the same data, and the
// plan payment's invoice downloaded as a PDF.
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, fillTestCard, followMailboxLink, signedUpAccount, signOut, test, uniqueEmail } from './support/journey';

async function saveCard(page: Page) {
  const card = page.getByRole('region', { name: 'Card on file' });
  await fillTestCard(card);
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByText(/ending in 4242/)).toBeVisible();
}

/** Opens the n-th dataset of the marketplace and takes it into the plan; answers its title. */
async function takeIntoPlan(page: Page, n: number) {
  await page.goto('/marketplace');
  const card = page.getByRole('article').nth(n);
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dataset\//);
  await page.getByRole('button', { name: 'Take into plan' }).click();
  await expect(page.getByText('Taken into your plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' }).first()).toBeVisible();
  return title;
}

test('a new buyer subscribes to Professional from /pricing, takes two datasets into the plan, shares them with a teammate, and downloads the invoice', DATABASE_JOURNEY, async ({ page }) => {
  const owner = await signedUpAccount(page, 'plan');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Get Started: Professional' }).click();
  await expect(page).toHaveURL(/\/account\/billing\?plan=professional/);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByRole('radio', { name: /Professional/ })).toBeChecked();
  await expect(plan.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

  await saveCard(page);
  await plan.getByRole('switch', { name: /Team Management/ }).click();
  await plan.getByRole('button', { name: 'Subscribe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start your plan?' });
  await expect(confirm).toContainText('Professional plan, monthly');
  await expect(confirm).toContainText('Team Management, per member');
  await confirm.getByRole('button', { name: 'Pay $318.00' }).click();
  await expect(page.getByText('Welcome aboard: your plan is active')).toBeVisible();
  await expect(plan).toContainText('0 of 500 taken');
  await expect(plan).toContainText('1,000 requests an hour');

  const first = await takeIntoPlan(page, 0);
  const second = await takeIntoPlan(page, 1);

  await page.goto('/downloads');
  await expect(page.getByText(first).first()).toBeVisible();
  await expect(page.getByText(second).first()).toBeVisible();

  // The owner invites a teammate, who joins and downloads the same data.
  const teammateEmail = uniqueEmail('mate');
  await page.goto('/account/team');
  await page.getByLabel('E-mail address').fill(teammateEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('cell', { name: teammateEmail, exact: true })).toBeVisible();
  await signOut(page);
  await signedUpAccount(page, 'mate', teammateEmail);
  await followMailboxLink(page, teammateEmail, 'team-invitation');
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page.getByText(/joined/i).first()).toBeVisible();
  await page.goto('/downloads');
  const shared = page.getByRole('listitem', { name: second });
  await expect(shared).toContainText('Taken into plan');
  await expect(page.getByRole('listitem', { name: first })).toBeVisible();
  const file = page.waitForEvent('download');
  await shared.getByRole('button', { name: `Download ${second} as CSV` }).click();
  expect((await file).suggestedFilename()).toMatch(/\.csv$/);
  await signOut(page);

  await page.goto('/?signin=true');
  await page.getByRole('dialog').getByLabel('Email').fill(owner.email);
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/account/billing');
  await expect(plan).toContainText('2 of 500 taken');
  await expect(plan).toContainText('2 members');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const download = page.waitForEvent('download');
  await invoices.getByRole('link', { name: /Download PDF/ }).first().click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
});
