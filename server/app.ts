// buildApp(deps) -> the whole HTTP application. main.ts runs it; tests build it with their own database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { webDist } from './paths';
import type { Database, Db } from './db/client';
import { AppError } from './lib/errors';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './lib/http-errors';
import { installRequestGuards } from './lib/request-guards';
import { OneLinePerRequest } from './lib/request-log';
import { createMailer, type Mailer } from './lib/mailer';
import { installMetrics } from './lib/metrics';
import { securityHeaders } from './lib/security-headers';
import { createChangeFeed, type ChangeFeed, type ChangeFeedOptions } from './lib/change-feed';
import { ttlCache, type TtlCache } from './lib/ttl-cache';
import type { Storage } from './lib/storage';
import { secretBox } from './lib/secret-box';
import { defineActivityRollup } from './modules/admin/activity-rollup';
import { accountRoutes } from './modules/account/account.routes';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { memoryRateLimiter, redisRateLimiter } from './modules/api-keys/api-rate-limit';
import { dataApiRoutes } from './modules/data-api/data-api.routes';
import { mailPolicy } from './modules/account/notification-preferences.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { installAccessGuard } from './modules/auth/access-guard';
import { createAuth, type Auth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { defineBalanceJobs } from './modules/balance/auto-recharge';
import { balanceRoutes } from './modules/balance/balance.routes';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue';
import { facebookVerifyToken } from './modules/leads/configs.service';
import { createIngestBatcher } from './modules/leads/ingest-batcher';
import { leadConfigRoutes } from './modules/leads/lead-configs.routes';
import { defineLeadJobs } from './modules/leads/lead-jobs';
import { defineDeliveryJobs } from './modules/leads/delivery/delivery-jobs';
import { deliveryRoutes } from './modules/leads/delivery/delivery.routes';
import { createOutbound, type Resolve } from './modules/leads/delivery/outbound-url';
import { DEFAULT_TUNING, type DeliveryTuning } from './modules/leads/delivery/webhook-delivery';
import { leadRoutes } from './modules/leads/leads.routes';
import { leadWebhookRoutes } from './modules/leads/lead-webhooks.routes';
import { savedCardRoutes } from './modules/payments/saved-cards.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogSearch } from './modules/catalog/search/catalog-search';
import { CATALOG_AGGREGATES_TTL_MS } from './modules/catalog/catalog.service';
import { sessionUsers, type SessionUsers } from './modules/auth/session-user';
import { cartRoutes } from './modules/cart/cart.routes';
import { contentRoutes } from './modules/content/content.routes';
import { devMailboxRoutes } from './modules/messages/dev-mailbox.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { downloadAddonRoutes } from './modules/downloads/addons/addons.routes';
import { downloadRoutes } from './modules/downloads/downloads.routes';
import { payAutoRecharge } from './modules/checkout/auto-recharge-payment';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createGateway } from './modules/payments/create-gateway';
import { paymentRoutes } from './modules/payments/payments.routes';
import { defineReconciliation, reconcileOrder, type Payments } from './modules/payments/reconcile';
import { defineRenewals } from './modules/subscriptions/renewals';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { defineRealtimeJobs } from './modules/subscriptions/realtime/realtime-jobs';
import { realtimeRoutes } from './modules/subscriptions/realtime/realtime.routes';
import type { StripeGatewayOptions } from './modules/payments/stripe-gateway';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { systemRoutes } from './modules/system/system.routes';
import { teamRoutes } from './modules/teams/teams.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    auth: Auth;
    sessionUsers: SessionUsers;
    /** Whole-catalog aggregates; clear after changing datasets. */
    catalogAggregates: TtlCache;
    /** The payment gateway (null when payments cannot run) and what applying a payment needs. */
    payments: Payments;
    /** The durable job queue (pg-boss in the same database). */
    jobs: JobQueue;
    /** Cross-instance change notices (LISTEN/NOTIFY): publish after writes, subscribe to drop caches. */
    changes: ChangeFeed;
    /** draining: set on SIGTERM, so /api/ready tells the load balancer to stop sending requests here. */
    lifecycle: { draining: boolean };
    /** Every route registered, for the role x route and fuzz tests. */
    routeTable: { method: string; url: string }[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  authSecret: string;
  /** Key for credentials stored at rest (DATA_ENCRYPTION_KEY, or generated into DATA_DIR outside production). */
  encryptionKey: string;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Shared rate-limit store across instances (REDIS_URL). */
  redis?: import('ioredis').Redis;
  /** Tests only: where the Stripe SDK sends its requests (a local fake of the Payment Intents API). */
  stripeApi?: StripeGatewayOptions['api'];
  /** The change feed's reconnection backoff and listening URL (tests shorten the backoff). */
  changeFeed?: ChangeFeedOptions;
  /** Tests only: lead webhooks' host name resolver and shorter retries. */
  leadDelivery?: { resolve?: Resolve; tuning?: DeliveryTuning };
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Room for the longest slug (120) and ingest token; longer path parameters answer 414.
    routerOptions: { maxParamLength: 160 },
    trustProxy: config.trustProxy,
    // While draining, requests already on a kept-alive connection are served (and told to close it, below) rather
    // than refused with 503.
    return503OnClosing: false,
    // Fastify's 10 s for a plugin to start is for production; tests build many apps on a machine CI keeps 99% busy
    // (a CI run saw @fastify/static take longer): slow there is not broken.
    ...(config.env === 'test' ? { pluginTimeout: 120_000 } : {}),
    requestIdHeader: 'x-request-id',
    genReqId: requestIdGenerator(),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  const jobs = createJobQueue(database, app.log);
  // Optional mails (order updates, lead and balance notices, marketing) follow the recipient's preferences.
  const mailer = createMailer({ db: database.db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, allow: mailPolicy(database.db) });
  const auth = createAuth({
    db: database.db, log: app.log, mailer, secret: deps.authSecret, baseURL: config.publicUrl, production: config.production,
    requireEmailVerification: config.requireEmailVerification, adminEmails: [...config.adminEmails, ...(config.adminEmail ? [config.adminEmail] : [])],
    testPasswordHashing: config.env === 'test',
  });
  app.decorate('database', database).decorate('db', database.db).decorate('storage', deps.storage)
    .decorate('mailer', mailer).decorate('auth', auth).decorate('sessionUsers', sessionUsers({ auth, db: database.db, secret: deps.authSecret }));

  app.decorate('lifecycle', { draining: false });
  const headers = securityHeaders({ production: config.production });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    // Draining (SIGTERM): each kept-alive connection closes after its current answer, so the shutdown can finish and
    // the client or load balancer opens its next connection to another instance.
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done();
  });

  installErrorHandling(app);
  installRequestGuards(app);
  // JSON and HTML answers compressed (brotli, else gzip) from 1 KB: the content store alone is 66 KB as plain JSON.
  // Built assets are compressed at build time (preCompressed below); purchased files are streamed as they are.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  // After the cookie parser (a session is read from a cookie), before any route is registered (each needs a rule).
  installAccessGuard(app);
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 10 } });
  app.decorate('jobs', jobs);
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'datacsv-rl:',
    // A Redis outage pauses the limits rather than failing sign-in and webhooks with 500s (main.ts logs it).
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', 429, `Too many attempts. Please wait ${ctx.after} and try again.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'DataCSV Marketplace API', version: '1.0.0' }, servers: [],
      // The data API's routes (/api/v1) name it: an API key as a bearer token.
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  const changes = createChangeFeed(database, app.log, deps.changeFeed);
  app.decorate('changes', changes);
  app.decorate('catalogAggregates', ttlCache(config.catalogCacheTtlMs ?? CATALOG_AGGREGATES_TTL_MS));
  // A catalog change on any instance (an admin edit, a deactivation) drops every instance's cached answers.
  changes.subscribe('catalog', () => app.catalogAggregates.clear());
  // On the root instance, so that every route's requests are timed.
  const metrics = config.metricsToken ? installMetrics(app, { database, jobs }) : undefined;
  const catalogSearch = createCatalogSearch(app, { design: config.searchDesign, concurrency: config.searchConcurrency });
  await app.register(systemRoutes, { config, redis: deps.redis, metrics, searchIndexed: catalogSearch.indexed });
  await app.register(authRoutes, { auth, sessionUsers: app.sessionUsers, signupRateLimit: config.signupRateLimit });
  await app.register(contentRoutes);
  await app.register(adminRoutes, { publicUrl: config.publicUrl });
  // Not awaited: a hook has 10 s, a draw of 1,000,000 datasets 30 s. Readiness says when it is done.
  app.addHook('onReady', async () => { catalogSearch.indexed().catch(() => undefined); });
  await app.register(catalogRoutes, { aggregates: app.catalogAggregates, search: catalogSearch });
  await app.register(reviewRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(messageRoutes, {
    secret: deps.authSecret, publicUrl: config.publicUrl, adminEmails: [...config.adminEmails, ...(config.adminEmail ? [config.adminEmail] : [])],
    sendRateLimit: config.formRateLimit,
  });
  await app.register(downloadRoutes, { secret: deps.authSecret });
  await app.register(downloadAddonRoutes);
  await app.register(teamRoutes, { publicUrl: config.publicUrl });
  const { gateway, problem } = await createGateway(config, database.db, deps.stripeApi);
  if (problem) app.log.warn(`Card payments are unavailable: ${problem}`);
  app.decorate('payments', { gateway, db: database.db, mailer, jobs, publicUrl: config.publicUrl, log: app.log, invoiceTax: config.invoiceTax });
  await app.register(checkoutRoutes, { payments: app.payments });
  await app.register(paymentRoutes, { payments: app.payments });
  await app.register(orderRoutes, { reconcile: (order) => reconcileOrder(app.payments, order) });
  await app.register(invoiceRoutes);
  await app.register(accountRoutes);
  await app.register(savedCardRoutes, { payments: app.payments });
  await app.register(balanceRoutes, { jobs });
  await app.register(subscriptionRoutes, { payments: app.payments });
  // The data API's hourly limits are shared through Redis by every instance; without it, this process alone counts.
  const apiLimiter = deps.redis ? redisRateLimiter(deps.redis) : memoryRateLimiter();
  await app.register(apiKeyRoutes, { limiter: apiLimiter });
  await app.register(dataApiRoutes, { prefix: '/api/v1', limiter: apiLimiter, search: catalogSearch });

  const box = secretBox(deps.encryptionKey);
  const facebook = {
    appSecret: config.facebook.appSecret, graphUrl: config.facebook.graphUrl,
    verifyToken: facebookVerifyToken(config.facebook.verifyToken, deps.authSecret),
  };
  await app.register(leadConfigRoutes, {
    db: database.db, jobs, box, publicUrl: config.publicUrl, facebook: { verifyToken: facebook.verifyToken, ready: Boolean(facebook.appSecret) },
  });
  const batcher = createIngestBatcher({ db: database.db, jobs });
  await app.register(leadRoutes, { jobs, batcher, ingestRateLimit: config.leadIngestRateLimit });
  await app.register(leadWebhookRoutes, { jobs, batcher, facebook });
  const targets = { ...config.webhookTargets, resolve: deps.leadDelivery?.resolve };
  const outbound = createOutbound(targets);
  app.addHook('onClose', () => outbound.close());
  const delivery = { db: database.db, jobs, box, outbound, mailer, publicUrl: config.publicUrl, tuning: deps.leadDelivery?.tuning ?? DEFAULT_TUNING, log: app.log };
  await app.register(deliveryRoutes, { ...delivery, targets });
  // Real-Time Data Delivery signs, checks and retries exactly as the lead webhooks do: the same client and tuning.
  await app.register(realtimeRoutes, { ...delivery, targets });
  // The balance module decides when a recharge is due; paying it is checkout's (modules import no cycle).
  defineBalanceJobs(jobs, { ...app.payments, chargeRecharge: (recharge) => payAutoRecharge(app.payments, recharge) });
  defineActivityRollup(jobs, database.db);
  defineReconciliation(jobs, app.payments);
  defineRenewals(jobs, app.payments);
  defineLeadJobs(jobs, { db: database.db, jobs, batcher, box, settings: facebook, log: app.log, mailer, publicUrl: config.publicUrl });
  defineDeliveryJobs(jobs, delivery);
  defineRealtimeJobs(jobs, delivery);
  await jobs.start();
  // Days that ended while no instance was running are rolled up now rather than at the next midnight.
  await jobs.send('admin.roll-up-activity', {});
  await changes.start();
  // Closed with the app: running jobs finish (or time out) before the database goes.
  // Running jobs get most of the shutdown window; one still running after that is retried by another instance.
  app.addHook('onClose', async () => { await Promise.all([jobs.stop(Math.max(1000, config.shutdownTimeoutMs - 5000)), changes.close()]); });
  if (config.devTools) await app.register(devMailboxRoutes);

  await registerWebApp(app);
  return app;
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
async function registerWebApp(app: import('fastify').FastifyInstance) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (vite.config.ts): sent as is to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // /metrics is not a page: without METRICS_TOKEN it does not exist, and says so.
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/api' && !req.url.startsWith('/metrics');
    if (isPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.url.split('?')[0]}` } });
  });
}

/** Short, unique-per-process request ids: the counter keeps generation free on the hot path. */
function requestIdGenerator() {
  const prefix = Math.random().toString(36).slice(2, 7);
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}
