// Notification preferences: the user's choices (one row, created on first save; the table's defaults until then)
// and the mail policy the mailer asks before writing an optional e-mail.
import { eq, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../common/account';
import type { Db } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import type { OutgoingMail } from '../../lib/mailer';

/** The table's column defaults (SPEC.md): what a user who never saved the form gets. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailNotifications: true, marketingEmails: true, orderUpdates: true, newDatasets: false, priceAlerts: true,
};

/**
 * Optional mails by kind, and the preference that governs each besides the `emailNotifications` master switch
 * (null: the master switch alone, as for lead and balance notices, which have no column of their own).
 * Kinds not listed are always sent: verification, password reset, e-mail change, replies the person asked for.
 */
export const OPTIONAL_MAILS: Record<string, keyof NotificationPreferences | null> = {
  'order-confirmation': 'orderUpdates',
  'recharge-receipt': 'orderUpdates',
  'plan-receipt': 'orderUpdates',
  'auto-recharge-succeeded': 'orderUpdates',
  'auto-recharge-summary': 'orderUpdates',
  'low-balance': null,
  'spend-cap': null,
  'auto-recharge-failed': null,
  'lead-return-approved': null,
  'lead-return-denied': null,
  newsletter: 'marketingEmails',
  marketing: 'marketingEmails',
  'new-datasets': 'newDatasets',
  'price-alert': 'priceAlerts',
};

const columns = {
  emailNotifications: notificationPreferences.emailNotifications, marketingEmails: notificationPreferences.marketingEmails,
  orderUpdates: notificationPreferences.orderUpdates, newDatasets: notificationPreferences.newDatasets, priceAlerts: notificationPreferences.priceAlerts,
};

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Db, userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  const [row] = await db.insert(notificationPreferences).values({ userId, ...prefs })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...prefs, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}

/** A deleted account's choices go with it. */
export async function forgetUser(tx: Db, userId: string) {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/** Whether `mail` may go out: optional kinds to a user who opted out are skipped; anything else always goes. */
export function mailPolicy(db: Db) {
  return async (mail: OutgoingMail): Promise<boolean> => {
    if (!(mail.kind in OPTIONAL_MAILS)) return true;
    const [row] = await db.select(columns).from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(eq(users.email, mail.to.toLowerCase()));
    // Not an account (a guest address) or never saved: the defaults, which send every kind used today.
    const prefs = row && row.emailNotifications !== null ? (row as NotificationPreferences) : DEFAULT_PREFERENCES;
    if (!prefs.emailNotifications) return false;
    const key = OPTIONAL_MAILS[mail.kind];
    return key ? prefs[key] : true;
  };
}
