// Journeys of an advertiser: fund the balance by card, create an import, receive leads on its URL, upload a CSV file
// with column mapping, return a bad lead; and the lead-import pages' accessibility audit.
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, signedUpAccount, test, wcagViolations } from './support/journey';

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Lead Balance' });

async function newOtherImport(page: Page, name: string, price: string) {
  await page.goto('/lead-import');
  await page.getByRole('button', { name: 'New Import' }).first().click();
  await page.getByRole('dialog', { name: 'Choose Platform' }).getByRole('button', { name: /Other source/ }).click();
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Lead type').selectOption('auto');
  await page.getByLabel('Cost per lead').fill(price);
  await page.getByRole('button', { name: 'Create import' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('textbox', { name: 'Ingest URL' }).inputValue();
}

test('an advertiser funds the balance, connects a source, receives leads with quality and cost, and returns a bad one', DATABASE_JOURNEY, async ({ page }) => {
  await signedUpAccount(page, 'advertiser');
  await page.goto('/lead-import');
  await expect(balanceCard(page).getByText('$0.00')).toBeVisible();

  // Recharge with 4242 through the quick action: back on lead import with the new balance.
  await page.getByRole('link', { name: 'Add $100 to Balance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Funds' })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/lead-import/);
  await expect(page.getByText('Funds added').first()).toBeVisible();
  await expect(balanceCard(page).getByText('$100.00')).toBeVisible();

  const ingestUrl = await newOtherImport(page, 'Website quote form', '12.50');
  expect(ingestUrl).toMatch(/\/api\/leads\/ingest\/li_[\w-]+$/);

  // A source posts leads to the URL (no session: the URL is the secret).
  const leads = [
    { first_name: 'Maria', last_name: 'Gonzalez', email: 'maria.g@gmail.com', phone: '(512) 867-5309', state: 'Texas', zip: '78701', trustedform_cert_url: 'https://cert.trustedform.com/2f4a9c1e7b3d5f60812a4c6e8b0d2f4a6c8e0b1d' },
    { first_name: 'James', last_name: 'Carter', email: 'james.c@yahoo.com', phone: '305-418-0147' },
    { full_name: 'Maria Gonzalez', email: 'MARIA.G@gmail.com' },
  ];
  const posted = await page.request.post(new URL(ingestUrl).pathname, { data: { leads }, headers: { cookie: '' } });
  expect(posted.status()).toBe(200);
  expect((await posted.json()).counts).toMatchObject({ delivered: 2, duplicate: 1 });

  await page.goto('/lead-import');
  await expect(balanceCard(page).getByText('$75.00')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Leads' });
  await expect(recent.getByText('maria.g@gmail.com').first()).toBeVisible();
  await expect(recent.getByText('95%')).toBeVisible();
  await expect(recent.getByText('$12.50').first()).toBeVisible();
  await expect(recent.getByText('Duplicate')).toBeVisible();

  // All leads, then one lead's detail, and its return.
  await page.getByRole('link', { name: 'View all leads' }).click();
  await expect(page.getByText('3 leads.')).toBeVisible();
  await page.getByLabel('Status').selectOption('delivered');
  await expect(page.getByText('2 leads match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'James Carter' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
  await expect(page.getByText('Lead charge')).toBeVisible();
  await page.getByRole('button', { name: 'Return this lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return this lead' });
  await dialog.getByLabel('Invalid or disconnected contact details').check();
  await dialog.getByLabel('Details (optional)').fill('Number is disconnected');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByText(/Return requested: our team reviews it/)).toBeVisible();

  // The ledger on the billing page: the recharge and both charges, with the balance after each.
  await page.goto('/account/billing');
  const ledger = page.getByRole('region', { name: 'Transactions table' });
  await expect(ledger.getByRole('row')).toHaveCount(4);
  await expect(ledger.getByRole('row').nth(1)).toContainText('$75.00');
  await expect(ledger.getByText('+$100.00')).toBeVisible();
});

test('an advertiser uploads a CSV file: columns mapped, progress shown, rows reported, and a second upload charges nothing', DATABASE_JOURNEY, async ({ page }) => {
  await signedUpAccount(page, 'csv');
  await page.goto('/checkout?type=recharge&amount=50');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Funds added').first()).toBeVisible();
  await newOtherImport(page, 'October list', '2.00');

  const rows = ['First,Last,Email Address,Mobile,Notes'];
  for (let i = 0; i < 30; i++) rows.push(`Pat,Rivera,pat.rivera.${i}@gmail.com,512-555-${String(1000 + i)},"note, ${i}"`);
  rows.push('No,Contact,,,x');
  const file = { name: 'october.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) };

  await page.getByRole('link', { name: 'Upload a CSV file' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue('email');
  await expect(page.getByLabel('Mobile')).toHaveValue('phone');
  await page.getByLabel('First', { exact: true }).selectOption('first_name');
  await page.getByLabel('Last', { exact: true }).selectOption('last_name');
  await page.getByLabel('Notes').selectOption('ignore');
  await page.getByRole('button', { name: 'Import october.csv' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished: october.csv' })).toBeVisible();
  await expect(page.getByText(/^31 rows read in/)).toBeVisible();
  await expect(page.getByText('$50.00 charged to your balance')).toBeVisible();
  const count = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(count('Delivered and charged')).toHaveText('25');
  await expect(count('Waiting for funds')).toHaveText('5');
  await expect(count('Refused')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Rows that were refused' }).getByText('32')).toBeVisible();

  await page.getByRole('button', { name: 'Upload another file' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Import october.csv' }).click();
  // Every row is already there, the refused one too (kept as failed with its reasons).
  await expect(count('Already imported')).toHaveText('31');
  await expect(page.getByText('$0.00 charged to your balance')).toBeVisible();
});

test('lead import pages have no WCAG A/AA violations', async ({ page }) => {
  await signedUpAccount(page, 'lead-a11y');
  await page.goto('/checkout?type=recharge&amount=20');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Funds added').first()).toBeVisible();
  const ingestUrl = await newOtherImport(page, 'Audit import', '5.00');
  const configUrl = new URL(page.url()).pathname;
  const res = await page.request.post(new URL(ingestUrl).pathname, { data: { email: 'audit.person@gmail.com', first_name: 'Audit', last_name: 'Person', consent_text: 'Yes', consent_timestamp: '2026-11-20T10:00:00Z' } });
  const leadId = (await res.json()).results[0].leadId as string;

  const pages: [string, (p: Page) => Promise<void>][] = [
    ['/lead-import', (p) => expect(p.getByText('audit.person@gmail.com').first()).toBeVisible()],
    [configUrl, (p) => expect(p.getByRole('textbox', { name: 'Ingest URL' })).toBeVisible()],
    ['/lead-import/configs', (p) => expect(p.getByText('Audit import')).toBeVisible()],
    ['/lead-import/leads', (p) => expect(p.getByText('audit.person@gmail.com').filter({ visible: true }).first()).toBeVisible()],
    [`/lead-import/leads/${leadId}`, (p) => expect(p.getByRole('heading', { name: 'Consent proof' })).toBeVisible()],
    ['/lead-import/upload', (p) => expect(p.getByText('Choose a CSV file or drop it here')).toBeVisible()],
    ['/lead-import/configs/new?platform=facebook', (p) => expect(p.getByLabel('Page access token')).toBeVisible()],
    ['/account/billing', (p) => expect(p.getByRole('region', { name: 'Transactions table' })).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await ready(page);
      expect(await wcagViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
