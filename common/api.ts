// Shapes shared by the server's responses and the web client.
import { z } from 'zod';
import { CONTENT_TYPES } from './content';

/** Every error response: `{ error: { code, message, fields? } }`. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const Me = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['CLIENT', 'ADMIN']),
  status: z.enum(['active', 'inactive', 'banned']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof Me>;

/** `GET /api/session`: who is signed in, or null; never a 401, because being signed out is not an error. */
export const SessionState = z.object({ user: Me.nullable() });
export type SessionState = z.infer<typeof SessionState>;

export const ContentItem = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(CONTENT_TYPES),
  value: z.string(),
  label: z.string(),
  section: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof ContentItem>;
/** What the site itself needs of an item (GET /api/content): every page load fetches them all, so nothing more. */
export const SiteContentItem = ContentItem.pick({ key: true, value: true });
export type SiteContentItem = z.infer<typeof SiteContentItem>;

export const PublicConfig = z.object({
  brandName: z.string(),
  payments: z.object({ provider: z.enum(['local', 'stripe']), publishableKey: z.string().nullable() }),
  devTools: z.boolean(),
  requireEmailVerification: z.boolean(),
  /** Facebook can deliver Lead Ads leads here: the server has FACEBOOK_APP_SECRET (never the secret itself). */
  facebookLeadAds: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
