// The data API's keys (api_keys, api_key_usage): made, listed and revoked by a team's members, checked on every
// /api/v1 request against the database, so a revocation counts at once on every instance. A key acts for its maker:
// it works only while they are in the key's team (their departure revokes it in the same transaction, and the guard
// checks the membership too), and reads what their role may read. The owner or an admin may take a key over first.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { USAGE_DAYS, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyList, type ApiKeyScope, type ApiKeyUsage, type ApiKeyView } from '../../../common/api-keys';
import { TEAM_PERMISSIONS, type TeamRole } from '../../../common/teams';
import type { Db } from '../../db/client';
import { apiKeys, apiKeyUsage, teamMembers, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { ApiRateLimiter } from './api-rate-limit';
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

/**
 * The keys `where` picks, each with its maker's name and whether they are still in the key's team (no maker once their
 * account is deleted: the account's row stays, anonymised).
 */
async function keyViews(db: Db, where: SQL | undefined): Promise<ApiKeyView[]> {
  const rows = await db.select({ key: apiKeys, creatorName: users.name, creatorDeletedAt: users.deletedAt, memberSince: teamMembers.joinedAt }).from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(teamMembers, and(eq(teamMembers.userId, apiKeys.createdBy), eq(teamMembers.teamId, apiKeys.teamId)))
    .where(where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key: r, creatorName, creatorDeletedAt, memberSince }) => ({
    id: r.id, name: r.name, prefix: r.prefix, scopes: r.scopes as ApiKeyScope[], createdBy: r.createdBy,
    creator: r.createdBy && !creatorDeletedAt ? { id: r.createdBy, name: creatorName ?? '', isMember: memberSince !== null } : null,
    createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null, revokedAt: r.revokedAt?.toISOString() ?? null, revokedReason: r.revokedReason,
  }));
}
const keyView = async (db: Db, keyId: string) => (await keyViews(db, eq(apiKeys.id, keyId)))[0]!;

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyList> {
  const { teamId, role } = await teamOf(db, userId);
  const [items, plan] = await Promise.all([keyViews(db, eq(apiKeys.teamId, teamId)), entitlementsOf(db, teamId)]);
  return { items, requestsPerHour: apiRequestsPerHour(plan), canManage: TEAM_PERMISSIONS[role].manageKeys };
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
    return { key, apiKey: await keyView(tx, row!.id) };
  });
}

/** The actor's team's key, locked, or 404 (another team's key is not found). */
async function lockedTeamKey(tx: Db, teamId: string, keyId: string) {
  const [row] = await tx.select().from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.teamId, teamId))).for('update');
  if (!row) throw notFound('API key');
  return row;
}

/** The team's owner and admins revoke any of its keys; a member, the keys they made. */
export async function revokeApiKey(db: Db, actor: Actor, keyId: string): Promise<ApiKeyView> {
  const { teamId, role } = await teamOf(db, actor.id);
  return db.transaction(async (tx) => {
    const row = await lockedTeamKey(tx, teamId, keyId);
    if (!TEAM_PERMISSIONS[role].manageKeys && row.createdBy !== actor.id) {
      throw new AppError('FORBIDDEN', 403, 'Only the team owner, an admin or the key\'s creator can revoke this key.');
    }
    if (!row.revokedAt) {
      await tx.update(apiKeys).set({ revokedAt: new Date(), revokedReason: 'revoked' }).where(eq(apiKeys.id, keyId));
      await recordAudit(tx, actor, { action: 'api_key.revoke', entityType: 'api_key', entityId: keyId, before: { name: row.name, teamId } });
    }
    return keyView(tx, keyId);
  });
}

/**
 * The owner or an admin makes a teammate's working key their own, so that it outlives its maker's membership: from the
 * next request it acts for them (and reads what their role may). The secret does not change.
 */
export async function takeOverApiKey(db: Db, actor: Actor, keyId: string): Promise<ApiKeyView> {
  const { teamId, role } = await teamOf(db, actor.id);
  return db.transaction(async (tx) => {
    const row = await lockedTeamKey(tx, teamId, keyId);
    if (!TEAM_PERMISSIONS[role].manageKeys) throw new AppError('FORBIDDEN', 403, 'Only the team owner or an admin can take over a key.');
    if (row.revokedAt) throw new AppError('API_KEY_REVOKED', 409, 'This key no longer works, so it cannot be taken over. Create a new one.');
    if (row.createdBy !== actor.id) {
      await tx.update(apiKeys).set({ createdBy: actor.id }).where(eq(apiKeys.id, keyId));
      await recordAudit(tx, actor, {
        action: 'api_key.take_over', entityType: 'api_key', entityId: keyId, before: { createdBy: row.createdBy }, after: { createdBy: actor.id, teamId },
      });
    }
    return keyView(tx, keyId);
  });
}

/**
 * In the transaction that takes `userId` out of `teamId` (removed, left, joined another team, account deleted): the
 * keys they made for it stop, for good; a later return to the team does not revive them. Audited under `actor` (the
 * one removing, or the one leaving); a deletion by the account's own holder leaves no trace (account-deletion.service).
 */
export async function revokeKeysOfDepartingMember(tx: Db, actor: Actor | null, userId: string, teamId: string) {
  const stopped = await tx.update(apiKeys).set({ revokedAt: new Date(), revokedReason: 'creator_left' })
    .where(and(eq(apiKeys.createdBy, userId), eq(apiKeys.teamId, teamId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  if (actor) for (const key of stopped) {
    await recordAudit(tx, actor, { action: 'api_key.revoke', entityType: 'api_key', entityId: key.id, before: { name: key.name, teamId }, after: { reason: 'creator_left', userId } });
  }
}

/** A key's caller: the key, its team, its scopes, and the member it acts for with their role now. */
export interface ApiCaller { keyId: string; teamId: string; scopes: ApiKeyScope[]; userId: string; role: TeamRole }

/**
 * The key's caller, or null for an unknown, revoked or expired key, or one whose maker is no longer in its team (the
 * API answers all of them alike). One lookup by the unique hash index per request, no cache: a revocation or a
 * departure holds on every instance from the next request.
 */
export async function authenticateKey(db: Db, key: string, ip: string, now = new Date()): Promise<ApiCaller | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [row] = await db.select({
    id: apiKeys.id, teamId: apiKeys.teamId, scopes: apiKeys.scopes, expiresAt: apiKeys.expiresAt,
    revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt, createdBy: apiKeys.createdBy, name: apiKeys.name, prefix: apiKeys.prefix,
    role: teamMembers.role,
  }).from(apiKeys)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, apiKeys.createdBy), eq(teamMembers.teamId, apiKeys.teamId)))
    .where(eq(apiKeys.secretHash, hashOf(key)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) await markUsed(db, row, ip, now);
  return { keyId: row.id, teamId: row.teamId, scopes: row.scopes as ApiKeyScope[], userId: row.createdBy!, role: row.role };
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
export async function apiKeyUsageOf(db: Db, limiter: ApiRateLimiter, userId: string): Promise<ApiKeyUsage> {
  const { teamId } = await teamOf(db, userId);
  const [hour, plan] = await Promise.all([limiter.teamHour(teamId), entitlementsOf(db, teamId)]);
  const rows = await db.select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, requests: apiKeyUsage.requests })
    .from(apiKeyUsage).innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(eq(apiKeys.teamId, teamId), gte(apiKeyUsage.day, sql`(now() at time zone 'utc')::date - ${USAGE_DAYS - 1}::int`)))
    .orderBy(asc(apiKeyUsage.day), asc(apiKeyUsage.keyId));
  return { items: rows, thisHour: { ...hour, limit: apiRequestsPerHour(plan) } };
}
