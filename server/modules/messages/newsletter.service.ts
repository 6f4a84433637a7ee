// Newsletter subscriptions with double opt-in: a sign-up is stored unconfirmed and mailed a signed confirmation link;
// every newsletter mail carries a signed unsubscribe link. Sign-up answers the same whatever the address's state.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newsletterCheckInboxText } from '../../../common/messages';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { signedLinks, type SignedLinks } from '../../lib/signed-links';

const CONFIRM_LINK_DAYS = 7;
/** Unsubscribe links must keep working in old mails. */
const UNSUBSCRIBE_LINK_DAYS = 5 * 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewsletterDeps { db: Db; mailer: Mailer; publicUrl: string; links: NewsletterLinks }

export interface NewsletterLinks {
  confirmUrl(email: string, unsubscribedAt: Date | null, now?: Date): string;
  unsubscribeUrl(email: string, now?: Date): string;
  confirmValid(email: string, unsubscribedAt: Date | null, token: string): boolean;
  unsubscribeValid(email: string, token: string): boolean;
}

export const invalidNewsletterLink = () => new AppError('INVALID_LINK', 400, 'This link is invalid or has expired. Please sign up again to get a new one.');

/**
 * A confirmation link binds the address and its unsubscribe time, so a link mailed before an unsubscribe cannot
 * quietly subscribe the address again; an unsubscribe link binds only the address.
 */
export function newsletterLinks(secret: string, publicUrl: string): NewsletterLinks {
  const confirm: SignedLinks = signedLinks(secret, 'newsletter-confirm');
  const unsubscribe: SignedLinks = signedLinks(secret, 'newsletter-unsubscribe');
  const confirmPayload = (email: string, unsubscribedAt: Date | null) => `${email}\n${unsubscribedAt?.getTime() ?? 0}`;
  const url = (path: string, email: string, token: string) => `${publicUrl}${path}?${new URLSearchParams({ email, token })}`;
  return {
    confirmUrl: (email, unsubscribedAt, now = new Date()) =>
      url('/newsletter/confirm', email, confirm.sign(confirmPayload(email, unsubscribedAt), new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS))),
    unsubscribeUrl: (email, now = new Date()) =>
      url('/newsletter/unsubscribe', email, unsubscribe.sign(email, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS))),
    confirmValid: (email, unsubscribedAt, token) => confirm.verify(token, confirmPayload(email, unsubscribedAt)),
    unsubscribeValid: (email, token) => unsubscribe.verify(token, email),
  };
}

const footer = (unsubscribeUrl: string) =>
  `\n--\nYou are receiving this because this address was signed up for the DataCSV newsletter.\nUnsubscribe: ${unsubscribeUrl}\n`;

/**
 * Signs an address up. New, unconfirmed or unsubscribed: (again) unconfirmed, and a confirmation link is mailed.
 * Already confirmed: a note saying so. Either way the caller gets the same answer, so it learns nothing about the address.
 */
export async function subscribe(deps: NewsletterDeps, email: string): Promise<{ message: string }> {
  const [row] = await deps.db.insert(newsletterSubscribers).values({ email })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // A returning subscriber starts over: unsubscribed means confirm again.
      set: {
        confirmedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.confirmedAt} end`,
        unsubscribedAt: null,
      },
    })
    .returning();
  const unsubscribeUrl = deps.links.unsubscribeUrl(email);
  if (row!.confirmedAt) {
    await deps.mailer.send({
      to: email, kind: 'newsletter-already-subscribed', subject: 'You are already subscribed to the DataCSV newsletter',
      text: 'Someone (hopefully you) asked to subscribe this address to the DataCSV newsletter. It is already subscribed, so nothing changed.\n'
        + footer(unsubscribeUrl),
      link: unsubscribeUrl,
    });
  } else {
    const confirmUrl = deps.links.confirmUrl(email, null);
    await deps.mailer.send({
      to: email, kind: 'newsletter-confirm', subject: 'Please confirm your DataCSV newsletter subscription',
      text: `Please confirm that you want to receive the DataCSV newsletter at ${email} by opening this link:\n\n${confirmUrl}\n\n`
        + `The link works for ${CONFIRM_LINK_DAYS} days. If you did not sign up, ignore this e-mail and you will not hear from us.\n`
        + footer(unsubscribeUrl),
      link: confirmUrl,
    });
  }
  return { message: newsletterCheckInboxText(email) };
}

/** Opens a confirmation link: the subscription becomes active and a welcome mail (with its unsubscribe link) is sent. */
export async function confirmSubscription(deps: NewsletterDeps, email: string, token: string) {
  const [row] = await deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (!row || !deps.links.confirmValid(email, row.unsubscribedAt, token)) throw invalidNewsletterLink();
  // Only the first opening confirms and welcomes (a double click, a mail scanner and the person may all open it).
  const [changed] = await deps.db.update(newsletterSubscribers).set({ confirmedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (!changed) return { email, status: 'confirmed' as const };
  const unsubscribeUrl = deps.links.unsubscribeUrl(email);
  await deps.mailer.send({
    to: email, kind: 'newsletter-welcome', subject: 'Welcome to the DataCSV newsletter',
    text: 'Your subscription is confirmed. You will receive product news, new datasets and guides from DataCSV.\n' + footer(unsubscribeUrl),
    link: unsubscribeUrl,
  });
  return { email, status: 'confirmed' as const };
}

/** Opens an unsubscribe link: no more newsletters to the address (the first unsubscribe time is kept). */
export async function unsubscribe(deps: NewsletterDeps, email: string, token: string) {
  if (!deps.links.unsubscribeValid(email, token)) throw invalidNewsletterLink();
  await deps.db.update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.email, email));
  return { email, status: 'unsubscribed' as const };
}
