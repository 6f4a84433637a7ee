// The advertiser's protections, in one journey: spend caps and a signed webhook set up, a CSV uploaded, live counts
// watched on a second tab, leads held by the cap and waiting for funds shown masked, released by a higher cap and a
// recharge, then readable and received, signed, by the advertiser's own system.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, fillTestCard, signedUpAccount, test } from './support/journey';

interface Received { deliveryId: string; email: string; signed: boolean }

/** The advertiser's CRM: keeps each delivery and whether its signature checks out with the secret it is given. */
async function receiver() {
  const received: Received[] = [];
  let secret = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const sig = Object.fromEntries(String(req.headers['x-lead-signature']).split(',').map((p) => p.split('=')));
      const expected = createHmac('sha256', secret).update(`${sig.t}.${body}`).digest('hex');
      received.push({ deliveryId: String(req.headers['x-lead-delivery-id']), email: (JSON.parse(body) as { email: string }).email, signed: sig.v1 === expected });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, useSecret: (s: string) => { secret = s; }, close: () => server.close() };
}

async function addFunds(page: Page, dollars: number) {
  await page.goto(`/checkout?type=recharge&amount=${dollars}`);
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Funds added').first()).toBeVisible();
}

const statusRow = (page: Page, label: string) => page.getByRole('region', { name: 'Leads by status' }).getByRole('row', { name: new RegExp(`^${label}`) });
const email = (i: number) => `pat.rivera.${i}@gmail.com`;

test('an advertiser caps spend, connects a webhook, and gets held leads once the cap and the balance allow', DATABASE_JOURNEY, async ({ page, context }) => {
  const crm = await receiver();
  try {
    await signedUpAccount(page, 'protect');
    await addFunds(page, 10);

    // An account cap on the billing page (high enough here), then an import at the list price with a daily lead cap.
    await page.goto('/account/billing');
    await page.getByLabel('Daily spend cap').fill('100');
    await page.getByRole('button', { name: 'Save spend caps' }).click();
    await expect(page.getByText('Spend caps saved')).toBeVisible();

    await page.goto('/lead-import');
    await page.getByRole('button', { name: 'New Import' }).first().click();
    await page.getByRole('dialog', { name: 'Choose Platform' }).getByRole('button', { name: /Other source/ }).click();
    await page.getByLabel('Campaign name').fill('Quote form');
    await page.getByLabel('Lead type').selectOption('auto');
    await expect(page.getByText(/list price for other source auto insurance leads is \$2\.00/i)).toBeVisible();
    await page.getByLabel('Cost per lead').fill('2.00');
    await page.getByRole('button', { name: 'Create import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote form' })).toBeVisible();
    const configUrl = page.url();

    await page.getByLabel('Daily lead cap').fill('4');
    await page.getByRole('button', { name: 'Save spend controls' }).click();
    await expect(page.getByText('Spend controls saved')).toBeVisible();

    await page.getByLabel('Delivery webhook URL').fill(crm.url);
    await page.getByLabel('Send charged leads to the webhook').check();
    await page.getByRole('button', { name: 'Save Delivery' }).click();
    await expect(page.getByText('Delivery saved')).toBeVisible();
    await page.getByRole('button', { name: 'Show secret' }).click();
    crm.useSecret(await page.getByRole('textbox', { name: 'Signing secret' }).inputValue());

    // Eight people at $2.00 with $10.00 and a cap of four a day: four charged, four held by the cap.
    const rows = ['First,Last,Email,Phone'];
    for (let i = 0; i < 8; i++) rows.push(`Pat,Rivera,${email(i)},512-555-${String(2100 + i)}`);
    await page.getByRole('link', { name: 'Upload a CSV file' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await page.getByRole('button', { name: 'Import people.csv' }).click();
    await expect(page.getByRole('heading', { name: 'Import finished: people.csv' })).toBeVisible();
    const count = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(count('Delivered and charged')).toHaveText('4');
    await expect(count('Over cap (held)')).toHaveText('4');

    // Held leads are masked in the list, and the banner says why.
    await page.goto('/lead-import/leads');
    await expect(page.getByText('4 leads are held by your spend caps ($8.00 not charged)')).toBeVisible();
    const list = page.getByRole('region', { name: 'Leads, newest first' });
    await expect(list.getByText(email(0))).toBeVisible();
    await expect(list.getByText(email(7))).toHaveCount(0);
    await expect(list.getByText('Over cap')).toHaveCount(4);

    // A second tab watches the import's counts while the first raises the cap and recharges.
    const watcher = await context.newPage();
    await watcher.goto(configUrl);
    await expect(statusRow(watcher, 'Over cap')).toContainText('4');

    await page.goto(configUrl);
    await page.getByLabel('Daily lead cap').fill('8');
    await page.getByRole('button', { name: 'Save spend controls' }).click();
    // The cap lets all four through; $2.00 left pays for one, three wait for funds.
    await expect(statusRow(watcher, 'Waiting for funds')).toContainText('3');
    await expect(statusRow(watcher, 'Delivered and charged')).toContainText('5');

    await addFunds(page, 10);
    await expect(statusRow(watcher, 'Delivered and charged')).toContainText('8');
    await expect(statusRow(watcher, 'Waiting for funds')).toContainText('0');

    await page.goto('/lead-import/leads');
    await expect(list.getByText(email(7))).toBeVisible();
    await expect(page.getByText(/held by your spend caps/)).toHaveCount(0);

    // Every charged lead reached the CRM once, signed with the import's secret.
    await expect.poll(() => crm.received.length, { timeout: 20_000 }).toBe(8);
    expect(crm.received.every((r) => r.signed)).toBe(true);
    expect(new Set(crm.received.map((r) => r.email))).toEqual(new Set(Array.from({ length: 8 }, (_, i) => email(i))));
    expect(new Set(crm.received.map((r) => r.deliveryId)).size).toBe(8);
  } finally {
    crm.close();
  }
});
