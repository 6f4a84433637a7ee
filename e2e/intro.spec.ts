// Journey: the intro plays on the first visit only, and Skip ends it.
import { expect, test } from './support/journey';

test.use({ skipIntro: false });

test('the intro plays once: Skip ends it and it does not come back', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByTestId('intro-screen');
  await expect(intro).toBeVisible();
  await expect(intro.getByText('Enter Marketplace')).toBeVisible({ timeout: 8000 });
  await intro.getByRole('button', { name: 'Skip' }).click();
  await expect(intro).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('intro-screen')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the intro does not play', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('intro-screen')).toHaveCount(0);
  });
});
