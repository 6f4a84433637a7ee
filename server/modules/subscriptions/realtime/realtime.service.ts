// A team's Real-Time Data Delivery settings (/api/realtime): its endpoint and signing secret, the delivery log, test
// pings and replays. Any member reads them; the owner and admins change them, and only while the plan has the add-on.
import { and, desc, eq } from 'drizzle-orm';
import { DELIVERY_LOG_SIZE, DISABLE_AFTER_FAILED_DELIVERIES } from '../../../../common/lead-delivery';
import { REALTIME_MESSAGES, type RealtimeDelivery, type RealtimeSettingsInput, type RealtimeView } from '../../../../common/realtime';
import { TEAM_PERMISSIONS } from '../../../../common/teams';
import { realtimeDeliveries, realtimeEndpoints } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { assertTarget, TargetRefused, type TargetPolicy } from '../../leads/delivery/outbound-url';
import { sendSigned } from '../../leads/delivery/webhook-delivery';
import { newSigningSecret } from '../../leads/delivery/webhook-signature';
import { teamOf } from '../../teams/team-membership';
import { entitlementsOf } from '../entitlements';
import { startRealtimeDeliveries, type RealtimeDeps } from './realtime-delivery';
import { realtimeEvent } from './realtime-events';

export type RealtimeServiceDeps = RealtimeDeps & { targets: TargetPolicy };
type DeliveryRow = typeof realtimeDeliveries.$inferSelect;

async function teamContext(deps: Pick<RealtimeDeps, 'db'>, userId: string) {
  const { teamId, role } = await teamOf(deps.db, userId);
  const plan = await entitlementsOf(deps.db, teamId);
  return { teamId, manager: TEAM_PERMISSIONS[role].manageRealtime, planHasRealtime: Boolean(plan?.realtime) };
}

/** The team a user may change settings for: refused without the add-on, or for a plain member. */
async function managedTeam(deps: Pick<RealtimeDeps, 'db'>, userId: string) {
  const team = await teamContext(deps, userId);
  if (!team.planHasRealtime) throw new AppError('REALTIME_NOT_IN_PLAN', 403, REALTIME_MESSAGES.noAddon);
  if (!team.manager) throw new AppError('FORBIDDEN', 403, REALTIME_MESSAGES.managersOnly);
  return team.teamId;
}

const toEntry = (d: DeliveryRow): RealtimeDelivery => ({
  id: d.id, eventId: d.payload.id, event: d.event, status: d.status, attempts: d.attempts, statusCode: d.statusCode, responseMs: d.responseMs,
  error: d.error, nextRetryAt: d.nextRetryAt?.toISOString() ?? null, createdAt: d.createdAt.toISOString(),
});

/** The settings and the latest deliveries; `secret` is only passed by the answers that made one. */
export async function realtimeView(deps: Pick<RealtimeDeps, 'db'>, userId: string, secret: string | null = null): Promise<RealtimeView> {
  const team = await teamContext(deps, userId);
  const [[endpoint], deliveries] = await Promise.all([
    deps.db.select().from(realtimeEndpoints).where(eq(realtimeEndpoints.teamId, team.teamId)),
    deps.db.select().from(realtimeDeliveries).where(eq(realtimeDeliveries.teamId, team.teamId))
      .orderBy(desc(realtimeDeliveries.createdAt)).limit(DELIVERY_LOG_SIZE),
  ]);
  return {
    planHasRealtime: team.planHasRealtime, canManage: team.manager,
    url: endpoint?.url ?? '', enabled: endpoint?.enabled ?? false, consecutiveFailures: endpoint?.consecutiveFailures ?? 0,
    disabledAt: endpoint?.disabledAt?.toISOString() ?? null, disableAfter: DISABLE_AFTER_FAILED_DELIVERIES,
    secret, deliveries: deliveries.map(toEntry),
  };
}

/** Saves the address (checked by the outbound policy now, and again before every send); the first save makes the secret. */
export async function saveRealtimeSettings(deps: RealtimeServiceDeps, userId: string, input: RealtimeSettingsInput) {
  const teamId = await managedTeam(deps, userId);
  await assertTarget(input.url, deps.targets).catch((err: unknown) => {
    throw err instanceof TargetRefused ? new AppError('VALIDATION_ERROR', 400, err.message, { url: err.message }) : err;
  });
  const secret = newSigningSecret();
  // Saving it enabled also clears an automatic turn-off: the owner says the endpoint is fixed.
  const reset = input.enabled ? { disabledAt: null, consecutiveFailures: 0 } : {};
  const [made] = await deps.db.insert(realtimeEndpoints).values({ teamId, url: input.url, enabled: input.enabled, secret: deps.box.seal(secret) })
    .onConflictDoNothing().returning({ teamId: realtimeEndpoints.teamId });
  if (!made) await deps.db.update(realtimeEndpoints).set({ url: input.url, enabled: input.enabled, ...reset }).where(eq(realtimeEndpoints.teamId, teamId));
  return realtimeView(deps, userId, made ? secret : null);
}

/** A new signing secret, shown once; deliveries from now on are signed with it only. */
export async function rollRealtimeSecret(deps: RealtimeServiceDeps, userId: string) {
  const teamId = await managedTeam(deps, userId);
  const secret = newSigningSecret();
  const [row] = await deps.db.update(realtimeEndpoints).set({ secret: deps.box.seal(secret) }).where(eq(realtimeEndpoints.teamId, teamId)).returning();
  if (!row) throw new AppError('NO_ENDPOINT', 409, REALTIME_MESSAGES.noEndpoint);
  return realtimeView(deps, userId, secret);
}

/** A signed `ping` to the saved address, tried once now (no retries, not counted against the endpoint), and logged. */
export async function sendRealtimePing(deps: RealtimeServiceDeps, userId: string): Promise<RealtimeDelivery> {
  const teamId = await managedTeam(deps, userId);
  const [endpoint] = await deps.db.select().from(realtimeEndpoints).where(eq(realtimeEndpoints.teamId, teamId));
  if (!endpoint) throw new AppError('NO_ENDPOINT', 409, REALTIME_MESSAGES.noEndpoint);
  const payload = realtimeEvent('ping', { message: 'A test event from DataCSV Real-Time Data Delivery.' });
  const [delivery] = await deps.db.insert(realtimeDeliveries).values({ teamId, event: 'ping', payload }).returning();
  const result = await sendSigned(deps.outbound, endpoint.url, deps.box.open(endpoint.secret), delivery!.id, JSON.stringify(delivery!.payload));
  const [row] = await deps.db.update(realtimeDeliveries).set({
    status: result.ok ? 'succeeded' : 'failed', attempts: 1, statusCode: result.statusCode, responseMs: result.responseMs, error: result.error,
  }).where(eq(realtimeDeliveries.id, delivery!.id)).returning();
  return toEntry(row!);
}

/** Sends a logged event again: a new delivery (its own id and tries) of the same event. */
export async function replayRealtimeDelivery(deps: RealtimeServiceDeps, userId: string, deliveryId: string): Promise<RealtimeDelivery> {
  const teamId = await managedTeam(deps, userId);
  return deps.db.transaction(async (tx) => {
    const [original] = await tx.select().from(realtimeDeliveries).where(and(eq(realtimeDeliveries.id, deliveryId), eq(realtimeDeliveries.teamId, teamId)));
    if (!original) throw notFound('Delivery');
    const [endpoint] = await tx.select().from(realtimeEndpoints).where(eq(realtimeEndpoints.teamId, teamId));
    if (!endpoint?.enabled) throw new AppError('REALTIME_OFF', 409, REALTIME_MESSAGES.off);
    if (endpoint.disabledAt) throw new AppError('ENDPOINT_DISABLED', 409, REALTIME_MESSAGES.disabled);
    const [replay] = await startRealtimeDeliveries(tx, deps.jobs, [{ teamId, payload: original.payload }]);
    return toEntry(replay!);
  });
}
