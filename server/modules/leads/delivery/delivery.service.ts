// An import's delivery settings (webhook, signing secret, e-mail per lead), its delivery log, replays and test sends.
// An e-mail address other than the account's receives leads only once its holder confirmed by the link sent to it.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  DELIVERY_LOG_SIZE, DELIVERY_MESSAGES, DISABLE_AFTER_FAILED_DELIVERIES,
  type DeliveryLogEntry, type DeliverySettings, type DeliverySettingsInput, type EmailConfirmed, type TestDeliveryResult,
} from '../../../../common/lead-delivery';
import { importedLeads, leadDeliveries, leadDeliveryEndpoints, leadImportConfigs, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { ownConfig } from '../configs.service';
import { assertTarget, TargetRefused, type TargetPolicy } from './outbound-url';
import { startWebhookDeliveries } from './queue-deliveries';
import { leadPayload, sendSigned, type DeliveryDeps } from './webhook-delivery';
import { newSigningSecret } from './webhook-signature';

export type DeliveryServiceDeps = DeliveryDeps & { targets: TargetPolicy };
type EndpointRow = typeof leadDeliveryEndpoints.$inferSelect;

/** The user's import and its settings, made (with a new secret) the first time they are read. */
async function ownEndpoint(deps: DeliveryServiceDeps, userId: string, configId: string) {
  const config = await ownConfig(deps.db, userId, configId);
  await deps.db.insert(leadDeliveryEndpoints).values({ configId: config.id, userId, secret: deps.box.seal(newSigningSecret()) }).onConflictDoNothing();
  const [row] = await deps.db.select().from(leadDeliveryEndpoints).where(eq(leadDeliveryEndpoints.configId, config.id));
  return { config, endpoint: row! };
}

async function toView(deps: DeliveryServiceDeps, row: EndpointRow): Promise<DeliverySettings> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return {
    webhookUrl: row.webhookUrl ?? '',
    webhookEnabled: row.webhookEnabled,
    secret: deps.box.open(row.secret),
    emailEnabled: row.emailEnabled,
    emailTo: row.emailTo ?? '',
    accountEmail: user!.email,
    emailPending: row.emailTo !== null && row.emailConfirmedAt === null,
    consecutiveFailures: row.consecutiveFailures,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disableAfter: DISABLE_AFTER_FAILED_DELIVERIES,
  };
}

export async function readDeliverySettings(deps: DeliveryServiceDeps, userId: string, configId: string) {
  return toView(deps, (await ownEndpoint(deps, userId, configId)).endpoint);
}

export async function saveDeliverySettings(deps: DeliveryServiceDeps, userId: string, configId: string, input: DeliverySettingsInput) {
  const { config, endpoint: current } = await ownEndpoint(deps, userId, configId);
  if (input.webhookEnabled && !input.webhookUrl) throw urlError(DELIVERY_MESSAGES.url);
  if (input.webhookUrl) await assertTarget(input.webhookUrl, deps.targets).catch((err: unknown) => { throw err instanceof TargetRefused ? urlError(err.message) : err; });
  const emailTo = input.emailTo.trim().toLowerCase() || null;
  const newAddress = emailTo !== null && emailTo !== current.emailTo;
  const token = newAddress ? randomBytes(24).toString('base64url') : null;
  const [row] = await deps.db.update(leadDeliveryEndpoints).set({
    webhookUrl: input.webhookUrl || null, webhookEnabled: input.webhookEnabled, emailEnabled: input.emailEnabled, emailTo,
    // A new address starts unconfirmed, with a new link; the account's own (null) needs none.
    ...(emailTo === current.emailTo ? {} : { emailConfirmedAt: null, emailConfirmTokenHash: token && hashOf(token) }),
  }).where(eq(leadDeliveryEndpoints.configId, current.configId)).returning();
  // After the save: a lost message only means pressing Resend, and the link is valid once its hash is stored.
  if (token) await sendEmailConfirmation(deps, emailTo!, config.campaignName, token);
  return toView(deps, row!);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link that lets `email`'s holder agree to receive the import's leads. */
async function sendEmailConfirmation(deps: DeliveryServiceDeps, email: string, importName: string, token: string) {
  const link = `${deps.publicUrl}/lead-delivery/confirm?token=${token}`;
  await deps.mailer.send({
    to: email, kind: 'lead_delivery_confirm', link,
    subject: `Confirm that ${email} should receive leads from DataCSV`,
    text: `A DataCSV advertiser asked to send the leads of their import "${importName}" to this address, one e-mail per lead, `
      + `with each person's name, e-mail and phone.\n\nIf you expect them, confirm here: ${link}\n\n`
      + 'If you do not, ignore this e-mail: nothing is sent to this address until it is confirmed.',
  });
}

/** A new confirmation link for the import's address still waiting for one (the old link stops working). */
export async function resendEmailConfirmation(deps: DeliveryServiceDeps, userId: string, configId: string) {
  const { config, endpoint } = await ownEndpoint(deps, userId, configId);
  if (endpoint.emailTo === null) throw new AppError('NOTHING_TO_CONFIRM', 409, DELIVERY_MESSAGES.nothingToConfirm);
  if (endpoint.emailConfirmedAt) return toView(deps, endpoint);
  const token = randomBytes(24).toString('base64url');
  const [row] = await deps.db.update(leadDeliveryEndpoints).set({ emailConfirmTokenHash: hashOf(token) })
    .where(eq(leadDeliveryEndpoints.configId, endpoint.configId)).returning();
  await sendEmailConfirmation(deps, endpoint.emailTo, config.campaignName, token);
  return toView(deps, row!);
}

/** The address's holder follows the link (no account needed): from now on it receives the import's leads. */
export async function confirmDeliveryEmail(deps: Pick<DeliveryServiceDeps, 'db'>, token: string): Promise<EmailConfirmed> {
  const [row] = await deps.db.update(leadDeliveryEndpoints).set({ emailConfirmedAt: new Date(), emailConfirmTokenHash: null })
    .where(eq(leadDeliveryEndpoints.emailConfirmTokenHash, hashOf(token)))
    .returning({ email: leadDeliveryEndpoints.emailTo, configId: leadDeliveryEndpoints.configId });
  if (!row?.email) throw new AppError('CONFIRMATION_INVALID', 410, DELIVERY_MESSAGES.confirmInvalid);
  const [config] = await deps.db.select({ name: leadImportConfigs.campaignName }).from(leadImportConfigs).where(eq(leadImportConfigs.id, row.configId));
  return { email: row.email, importName: config?.name ?? '' };
}

const urlError = (message: string) => new AppError('VALIDATION_ERROR', 400, message, { webhookUrl: message });

/** A new signing secret; deliveries from now on are signed with it only. */
export async function rotateDeliverySecret(deps: DeliveryServiceDeps, userId: string, configId: string) {
  const { endpoint: current } = await ownEndpoint(deps, userId, configId);
  const [row] = await deps.db.update(leadDeliveryEndpoints).set({ secret: deps.box.seal(newSigningSecret()) })
    .where(eq(leadDeliveryEndpoints.configId, current.configId)).returning();
  return toView(deps, row!);
}

/** Turns a webhook that was turned off after failures back on, its count of failures cleared. */
export async function reenableWebhook(deps: DeliveryServiceDeps, userId: string, configId: string) {
  const { endpoint: current } = await ownEndpoint(deps, userId, configId);
  const [row] = await deps.db.update(leadDeliveryEndpoints).set({ disabledAt: null, consecutiveFailures: 0 })
    .where(eq(leadDeliveryEndpoints.configId, current.configId)).returning();
  return toView(deps, row!);
}

/** A signed sample lead (`test: true`) to the saved webhook address, answered with what the endpoint said. */
export async function sendTestDelivery(deps: DeliveryServiceDeps, userId: string, configId: string): Promise<TestDeliveryResult> {
  const { config, endpoint } = await ownEndpoint(deps, userId, configId);
  if (!endpoint.webhookUrl) throw new AppError('NO_WEBHOOK', 409, DELIVERY_MESSAGES.noWebhook);
  const now = new Date();
  const sample = leadPayload({
    id: '00000000-0000-4000-8000-000000000000', configId, status: 'delivered', importedAt: now, chargedAt: now, email: 'pat.rivera@example.com',
    phone: '+15125550100', qualityScore: 90, consent: { text: 'I agree to be contacted.', timestamp: now.toISOString() },
    leadData: { first_name: 'Pat', last_name: 'Rivera', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  }, config.campaignName, true);
  const { ok, statusCode, responseMs, error } = await sendSigned(deps.outbound, endpoint.webhookUrl, deps.box.open(endpoint.secret), `test_${now.getTime()}`, JSON.stringify(sample));
  return { ok, statusCode, responseMs, error };
}

const logColumns = { delivery: leadDeliveries, leadData: importedLeads.leadData };

function toEntry(row: { delivery: typeof leadDeliveries.$inferSelect; leadData: Record<string, string> }): DeliveryLogEntry {
  const d = row.delivery;
  return {
    id: d.id, leadId: d.leadId, leadName: [row.leadData.first_name, row.leadData.last_name].filter(Boolean).join(' '),
    status: d.status, attempts: d.attempts, statusCode: d.statusCode, responseMs: d.responseMs, error: d.error,
    nextRetryAt: d.nextRetryAt?.toISOString() ?? null, createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
  };
}

/** The import's latest deliveries, newest first. */
export async function deliveryLog(deps: Pick<DeliveryServiceDeps, 'db'>, userId: string, configId: string): Promise<DeliveryLogEntry[]> {
  const config = await ownConfig(deps.db, userId, configId);
  const rows = await deps.db.select(logColumns).from(leadDeliveries).innerJoin(importedLeads, eq(importedLeads.id, leadDeliveries.leadId))
    .where(eq(leadDeliveries.configId, config.id)).orderBy(desc(leadDeliveries.createdAt)).limit(DELIVERY_LOG_SIZE);
  return rows.map(toEntry);
}

/** One lead's deliveries, newest first. */
export async function leadDeliveryLog(deps: Pick<DeliveryServiceDeps, 'db'>, userId: string, leadId: string): Promise<DeliveryLogEntry[]> {
  const rows = await deps.db.select(logColumns).from(leadDeliveries).innerJoin(importedLeads, eq(importedLeads.id, leadDeliveries.leadId))
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.userId, userId))).orderBy(desc(leadDeliveries.createdAt)).limit(DELIVERY_LOG_SIZE);
  return rows.map(toEntry);
}

/** Sends a charged lead to its import's webhook again: a new delivery, with its own id and tries. */
export async function replayDelivery(deps: DeliveryServiceDeps, userId: string, leadId: string): Promise<DeliveryLogEntry> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ lead: importedLeads, endpoint: leadDeliveryEndpoints }).from(importedLeads)
      .leftJoin(leadDeliveryEndpoints, eq(leadDeliveryEndpoints.configId, importedLeads.configId))
      .where(and(eq(importedLeads.id, leadId), eq(importedLeads.userId, userId)));
    if (!row) throw notFound('Lead');
    if (row.lead.status !== 'delivered') throw new AppError('LEAD_NOT_CHARGED', 422, DELIVERY_MESSAGES.notCharged);
    const { endpoint } = row;
    if (!endpoint?.webhookEnabled || !endpoint.webhookUrl) throw new AppError('NO_WEBHOOK', 409, DELIVERY_MESSAGES.noWebhook);
    if (endpoint.disabledAt) throw new AppError('WEBHOOK_DISABLED', 409, DELIVERY_MESSAGES.disabled);
    const [delivery] = await startWebhookDeliveries(tx, deps.jobs, [{ leadId, configId: endpoint.configId, userId }]);
    return toEntry({ delivery: delivery!, leadData: row.lead.leadData });
  });
}
