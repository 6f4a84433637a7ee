// Contact, support and newsletter reach someone: a message sent from /contact lands in the admin inbox, the sender
// gets an acknowledgement and the admin a notification (dev mailbox); the newsletter's double opt-in and unsubscribe
// work from the mailed links; the support FAQ search filters; and both pages pass the WCAG 2.1 AA audit.
import type { Page } from '@playwright/test';
import { auditAtWidths, DATABASE_JOURNEY, expect, signedIn, test, uniqueEmail } from './support/journey';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** The newest dev-mailbox entry of `kind` sent to `to`. */
async function mailboxEntry(page: Page, to: string, kind: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Developer Mailbox' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: `To: ${to}` }).filter({ hasText: kind }).first();
  await expect(entry).toBeVisible();
  return entry;
}

// The journeys fill and send at once, as browser autofill does: the server's "faster than a person" check (3 s after the
// form was shown) must never reach a person, so the form waits it out itself.
test('a contact message reaches the admin inbox; the sender is acknowledged and the admin notified', DATABASE_JOURNEY, async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact?subject=leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('We will get back to you within 24 hours.')).toBeVisible();
  await expect(page.getByLabel(/Subject/)).toHaveValue('leads');
  await page.getByLabel(/First name/).fill('Robin');
  await page.getByLabel(/Last name/).fill('Contact');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/Company/).fill('Robin Insurance Agency');
  await page.getByLabel(/Message/).fill('We would like 2,000 Medicare leads in Florida every month.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message! We will get back to you within 24 hours.')).toBeVisible();
  await expect(page.getByText(/error sending your message|quicker than we expect/)).toHaveCount(0);

  const ack = await mailboxEntry(page, email, 'contact-ack');
  await expect(ack).toContainText('within 24 hours');
  const note = await mailboxEntry(page, ADMIN.email, 'contact-notification');
  await expect(note).toContainText(email);

  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/inbox');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(email);
  const listed = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button', { name: /Robin Contact/ });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Lead Generation Services');
  await listed.click();
  const message = page.getByRole('article', { name: 'Message from Robin Contact' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Lead Generation Services');
  await expect(message).toContainText('2,000 Medicare leads');
});

test('newsletter: double opt-in through the mailed link, then unsubscribe', DATABASE_JOURNEY, async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/resources');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await expect(form).toBeVisible();
  await form.getByLabel(/email/i).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(`Please check ${email}`)).toBeVisible();

  await (await mailboxEntry(page, email, 'newsletter-confirm')).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  await (await mailboxEntry(page, email, 'newsletter-welcome')).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();

  await signedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/inbox');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(/unsubscribed/i);
});

test('the support FAQ search filters the questions, and the support form sends', DATABASE_JOURNEY, async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  const questions = page.locator('#support-faq details');
  await expect(questions).toHaveCount(9);
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('refund');
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toContainText('Can I get a refund?');
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('no such words here');
  await expect(page.getByText(/No answers match/)).toBeVisible();
  await expect(page.getByText(/Live Chat|Join Discord|Community Forum/)).toHaveCount(0);

  const email = uniqueEmail('support');
  await page.getByLabel(/First name/).fill('Sky');
  await page.getByLabel(/Last name/).fill('Helper');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/Subject/).selectOption('Billing Question');
  await page.getByLabel(/Message/).fill('My card was charged twice.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message! We will get back to you within 4 hours during business hours.')).toBeVisible();
  await mailboxEntry(page, email, 'support-ack');
});

test('contact, support and newsletter link pages have no WCAG 2.1 A/AA violations', async ({ page }) => {
  const pages = [
    ['/contact', 'Contact Us'],
    ['/support', 'Support Center'],
    ['/newsletter/confirm?email=someone%40example.com&token=0.bad', 'We could not confirm your subscription'],
    ['/newsletter/unsubscribe?email=someone%40example.com&token=0.bad', 'We could not unsubscribe you'],
  ] as const;
  for (const [path, heading] of pages) await auditAtWidths(page, path, (p) => expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible());
});
