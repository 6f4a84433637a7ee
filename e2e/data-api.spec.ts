// The data API from a buyer's side (issue 28): buy a dataset, create an API key, copy the curl example from the
// dataset's "Use via API", run it as it is, get the rows of one state, and see the call in the key usage chart.
import { execSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { DATABASE_JOURNEY, expect, fillTestCard, signedUpAccount, test } from './support/journey';

// A lead file: its dictionary has a state column.
const DATASET = 'aged-auto-insurance-leads-bulk-pack';

async function buy(page: Page, slug: string) {
  await page.goto(`/dataset/${slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/checkout');
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
}

test('a buyer reads a bought dataset\'s rows of one state with the curl example from its page, and sees the call counted', DATABASE_JOURNEY, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { columns } = (await (await page.request.get(`/api/datasets/${DATASET}`)).json()).file as { columns: { name: string }[] };
  expect(columns.map((c) => c.name)).toContain('state');

  await signedUpAccount(page, 'api');
  await buy(page, DATASET);

  await page.goto('/account/api-keys');
  await page.getByLabel('Name').fill('CRM sync');
  await page.getByRole('checkbox', { name: /datasets:read/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = await page.getByLabel('API key', { exact: true }).inputValue();
  expect(key).toMatch(/^dck_live_/);

  await page.goto(`/dataset/${DATASET}`);
  await page.getByRole('button', { name: 'Use via API' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Use via API' });
  await dialog.getByRole('button', { name: 'Copy curl example' }).click();
  await expect(page.getByText('Copied').first()).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toBe(await dialog.getByRole('region', { name: 'curl example' }).innerText());
  expect(curl).toContain('-H "Authorization: Bearer $DATACSV_API_KEY"');
  const url = new URL(/"(http[^"]+)"/.exec(curl)![1]!);
  const state = url.searchParams.get('state')!;
  const asked = url.searchParams.get('columns')!.split(',');
  expect(state).toMatch(/^[A-Z]{2}$/);
  expect(asked).toContain('state');

  // The command exactly as copied, in bash, with the key in the environment.
  const out = execSync(curl, { shell: '/bin/bash', encoding: 'utf8', env: { ...process.env, DATACSV_API_KEY: key }, timeout: 30_000 });
  const body = JSON.parse(out) as { data: Record<string, string>[]; columns: { name: string }[]; next_cursor: string | null };
  expect(body.data?.length ?? 0, out.slice(0, 500)).toBeGreaterThan(0);
  expect(body.columns.map((c) => c.name)).toEqual(asked);
  for (const row of body.data) {
    expect(Object.keys(row)).toEqual(asked);
    expect(row.state).toBe(state);
  }

  // The call, in the usage chart's figures (a table of requests per UTC day).
  await page.goto('/account/api-keys');
  const chart = page.getByRole('region', { name: 'Requests per day' });
  const today = chart.getByRole('row').filter({ has: page.getByRole('cell', { name: new Date().toISOString().slice(0, 10), exact: true }) });
  await expect(today.getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByRole('row', { name: /CRM sync/ }).getByRole('cell').nth(4)).not.toHaveText('Never');
});
