// The data API's keys (api_keys, api_key_usage): made, listed and revoked by a team's members, checked on every
// /api/v1 request against the database, so a revocation counts at once on every instance.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { USAGE_DAYS, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyList, type ApiKeyScope, type ApiKeyUsage, type ApiKeyView } from '../../../common/api-keys';
import { TEAM_PERMISSIONS } from '../../../common/teams';
import type { Db } from '../../db/client';
import { apiKeys, apiKeyUsage } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { apiRequestsPerHour, entitlementsOf } from '../subscriptions/entitlements';
import { teamOf } from '../teams/team-membership';

const KEY_PREFIX = 'dck_live_';
/** Characters of the secret shown after `dck_live_` in lists: enough to tell keys apart, far too few to guess one. */
const SHOWN = 4;
/** last_used_at is written at most this often per key: a busy key should not write a row per request. */
const LAST_USED_EVERY_MS = 60_000;

// SHA-256 rather than a slow password hash: the secret is 32 random bytes (256 bits), so no dictionary or brute force
// can reach it, and a fast hash lets each request find its key by the unique index on secret_hash.
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const view = (r: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: r.id, name: r.name, prefix: r.prefix, scopes: r.scopes as ApiKeyScope[], createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt?.toISOString() ?? null, revokedAt: r.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyList> {
  const { teamId } = await teamOf(db, userId);
  const [rows, plan] = await Promise.all([
    db.select().from(apiKeys).where(eq(apiKeys.teamId, teamId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
    entitlementsOf(db, teamId),
  ]);
  return { items: rows.map(view), requestsPerHour: apiRequestsPerHour(plan) };
}

export async function createApiKey(db: Db, actor: Actor, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const { teamId } = await teamOf(db, actor.id);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new AppError('VALIDATION_ERROR', 422, 'Please choose an expiry in the future.', { expiresAt: 'Please choose an expiry in the future.' });
  }
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(apiKeys).values({
      teamId, createdBy: actor.id, name: input.name, prefix: key.slice(0, KEY_PREFIX.length + SHOWN),
      secretHash: hashOf(key), scopes: [...new Set(input.scopes)], expiresAt,
    }).returning();
    await recordAudit(tx, actor, { action: 'api_key.create', entityType: 'api_key', entityId: row!.id, after: { name: row!.name, scopes: row!.scopes, teamId } });
    return { key, apiKey: view(row!) };
  });
}

/** The team's owner and admins revoke any of its keys; a member, the keys they made. Another team's key is not found. */
export async function revokeApiKey(db: Db, actor: Actor, keyId: string): Promise<ApiKeyView> {
  const { teamId, role } = await teamOf(db, actor.id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.teamId, teamId))).for('update');
    if (!row) throw notFound('API key');
    if (!TEAM_PERMISSIONS[role].invite && row.createdBy !== actor.id) {
      throw new AppError('FORBIDDEN', 403, 'Only the team owner, an admin or the key\'s creator can revoke this key.');
    }
    if (row.revokedAt) return view(row);
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId)).returning();
    await recordAudit(tx, actor, { action: 'api_key.revoke', entityType: 'api_key', entityId: keyId, before: { name: row.name, teamId } });
    return view(revoked!);
  });
}

export interface ApiCaller { keyId: string; teamId: string; scopes: ApiKeyScope[] }

/**
 * The key's caller, or null for an unknown, revoked or expired key (the API answers all of them alike). One lookup by
 * the unique hash index per request, no cache: a revocation holds on every instance from the next request.
 */
export async function authenticateKey(db: Db, key: string, ip: string, now = new Date()): Promise<ApiCaller | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await db.select({
    id: apiKeys.id, teamId: apiKeys.teamId, scopes: apiKeys.scopes, expiresAt: apiKeys.expiresAt,
    revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt, createdBy: apiKeys.createdBy, name: apiKeys.name, prefix: apiKeys.prefix,
  }).from(apiKeys).where(eq(apiKeys.secretHash, hashOf(key)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) await markUsed(db, row, ip, now);
  return { keyId: row.id, teamId: row.teamId, scopes: row.scopes as ApiKeyScope[] };
}

/**
 * last_used_at moves only when a minute has passed, decided by the row itself so that two instances write once; the
 * first use of a key (last_used_at still null) is audited in the same transaction.
 */
async function markUsed(db: Db, row: { id: string; teamId: string; lastUsedAt: Date | null; createdBy: string | null; name: string; prefix: string }, ip: string, now: Date) {
  await db.transaction(async (tx) => {
    const [moved] = await tx.update(apiKeys).set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)))))
      .returning({ id: apiKeys.id });
    // The actor is the key itself, filed under the member who made it (null once their account is gone).
    if (moved && !row.lastUsedAt) {
      await recordAudit(tx, { id: row.createdBy, email: `API key ${row.prefix}`, ip }, { action: 'api_key.first_use', entityType: 'api_key', entityId: row.id, after: { name: row.name, teamId: row.teamId } });
    }
  });
}

/**
 * One more request today for the key (the usage chart). A write per request, on one row per key and day: bounded by
 * the hourly limit (10,000 an hour at most), so it never becomes a hot spot.
 */
export async function countRequest(db: Db, keyId: string): Promise<void> {
  await db.insert(apiKeyUsage).values({ keyId, day: sql`(now() at time zone 'utc')::date`, requests: 1 })
    .onConflictDoUpdate({ target: [apiKeyUsage.keyId, apiKeyUsage.day], set: { requests: sql`${apiKeyUsage.requests} + 1` } });
}

/** The team's requests per key and day, last USAGE_DAYS UTC days. */
export async function apiKeyUsageOf(db: Db, userId: string): Promise<ApiKeyUsage> {
  const { teamId } = await teamOf(db, userId);
  const rows = await db.select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, requests: apiKeyUsage.requests })
    .from(apiKeyUsage).innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(eq(apiKeys.teamId, teamId), gte(apiKeyUsage.day, sql`(now() at time zone 'utc')::date - ${USAGE_DAYS - 1}::int`)))
    .orderBy(asc(apiKeyUsage.day), asc(apiKeyUsage.keyId));
  return { items: rows };
}
