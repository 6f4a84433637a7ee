// Owned by the account module (server/modules/account): the user's notification preferences.
import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  newDatasets: boolean('new_datasets').notNull().default(false),
  priceAlerts: boolean('price_alerts').notNull().default(true),
  ...timestamps,
});
