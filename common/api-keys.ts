// The data API's keys: what a key may do, and the account page's contract.
import { z } from 'zod';

/** What a key may read: a scope is only offered once a route grants something with it. */
export const API_KEY_SCOPES = ['catalog:read', 'datasets:read', 'leads:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ApiKeyCreate = z.object({
  name: z.string().trim().min(1, 'Please name the key.').max(100),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'Please choose at least one scope.').max(API_KEY_SCOPES.length),
  /** ISO date-time; a key past it answers 401. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Who made the key (or took it over), null once their account is deleted, and whether they are still in the team. */
  creator: z.object({ id: z.string(), name: z.string(), isMember: z.boolean() }).nullable(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** `creator_left`: stopped because its maker left the team, was removed or deleted their account. */
  revokedReason: z.enum(['revoked', 'creator_left']).nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

/**
 * The team's keys and the plan's hourly limit (per team, and the same per key); `canManage`: the caller may revoke any
 * of them and take one over (the team's owner and admins).
 */
export const ApiKeyList = z.object({ items: z.array(ApiKeyView), requestsPerHour: z.number().int(), canManage: z.boolean() });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The full key is in this answer only. */
export const ApiKeyCreated = z.object({ key: z.string(), apiKey: ApiKeyView });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** Requests per key and UTC day over the last USAGE_DAYS days, for the account's chart (days without requests left out). */
export const USAGE_DAYS = 30;
export const ApiKeyUsage = z.object({
  items: z.array(z.object({ keyId: z.string(), day: z.string(), requests: z.number().int() })),
  /** The current UTC hour against the plan's hourly limit (the window the data API counts in). */
  thisHour: z.object({ requests: z.number().int(), limit: z.number().int(), resetSeconds: z.number().int() }),
});
export type ApiKeyUsage = z.infer<typeof ApiKeyUsage>;
