// Account settings: one contract for the settings page's forms, the /api/account/* routes and better-auth's hooks.
import { z } from 'zod';
import { AUTH_MESSAGES, MIN_CHANGE_PASSWORD } from './auth-messages';
import { US_STATES } from './us-states';

export const ACCOUNT_MESSAGES = {
  passwordMismatch: 'New passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_CHANGE_PASSWORD} characters long`,
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect.',
  confirmEmailMismatch: 'Type your account e-mail exactly as shown to confirm.',
  sameEmail: 'That is already your e-mail address.',
  invalidZip: 'Please enter a 5-digit ZIP code (or ZIP+4).',
  invalidPhone: 'Please enter a valid phone number.',
  invalidState: 'Please choose a US state.',
} as const;

/** SPEC.md lists four states; the product offers every US state, DC included. */
export { US_STATES };
const STATE_CODES = US_STATES.map(([code]) => code) as string[];

export const PROFILE_LIMITS = { name: 100, phone: 40, company: 200, title: 100, address: 200, city: 100 } as const;

/** First and last name: the sign-up rule (non-blank after trimming) with the same length limit. */
export const PersonName = z.string({ error: AUTH_MESSAGES.namesRequired }).trim()
  .min(1, AUTH_MESSAGES.namesRequired)
  .max(PROFILE_LIMITS.name, `Names must be at most ${PROFILE_LIMITS.name} characters`);

/** An optional text field: trimmed, '' means "not given" (stored as null). */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).transform((v) => v || null).nullable().optional()
    .transform((v) => v ?? null);

const phone = z.string().trim().max(PROFILE_LIMITS.phone, ACCOUNT_MESSAGES.invalidPhone)
  .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7), ACCOUNT_MESSAGES.invalidPhone)
  .transform((v) => v || null).nullable().optional().transform((v) => v ?? null);

export const ProfileForm = z.object({
  firstName: PersonName,
  lastName: PersonName,
  phone,
  company: optionalText('Company', PROFILE_LIMITS.company),
  title: optionalText('Job title', PROFILE_LIMITS.title),
  address: optionalText('Address', PROFILE_LIMITS.address),
  city: optionalText('City', PROFILE_LIMITS.city),
  state: z.string().trim().refine((v) => v === '' || STATE_CODES.includes(v), ACCOUNT_MESSAGES.invalidState)
    .transform((v) => v || null).nullable().optional().transform((v) => v ?? null),
  zipCode: z.string().trim().refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), ACCOUNT_MESSAGES.invalidZip)
    .transform((v) => v || null).nullable().optional().transform((v) => v ?? null),
});
export type ProfileFormInput = z.input<typeof ProfileForm>;
export type ProfileUpdate = z.output<typeof ProfileForm>;

export const Profile = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** The password form: better-auth checks the current password; the 8-character minimum is enforced on both sides. */
export const PasswordChangeForm = z.object({
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: z.string().min(MIN_CHANGE_PASSWORD, ACCOUNT_MESSAGES.passwordTooShort).max(128, 'Password must be at most 128 characters'),
  confirmPassword: z.string(),
  revokeOtherSessions: z.boolean(),
});
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;

export const EmailChangeForm = z.object({
  newEmail: z.string().trim().min(1, AUTH_MESSAGES.invalidEmail).pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});

/**
 * The e-mail preferences the product acts on. SPEC.md also lists smsNotifications: the product sends no SMS, so
 * it is neither shown nor accepted. Lead and balance e-mails follow `emailNotifications`.
 */
export const NotificationPreferences = z.object({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  orderUpdates: z.boolean(),
  newDatasets: z.boolean(),
  priceAlerts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const AccountSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessions = z.object({ items: z.array(AccountSession) });
export type AccountSessions = z.infer<typeof AccountSessions>;

export const DeleteAccountRequest = z.object({ confirmEmail: z.string().trim().min(1, ACCOUNT_MESSAGES.confirmEmailMismatch).max(320) });

/** Whether the typed confirmation names the account (e-mail addresses compare without case). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();
