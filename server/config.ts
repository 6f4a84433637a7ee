// Every environment variable the server reads, parsed once. README's configuration table mirrors this file.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count), or their addresses/networks (comma-separated). Never
 * "true": trusting any X-Forwarded-For lets a client pick its own address, and so dodge every per-address limit.
 */
const TrustProxy = z.string().trim().refine((v) => !/^(true|\*|yes)$/i.test(v), 'name the proxies (addresses or a hop count), not "true"')
  .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((s) => s.trim()).filter(Boolean)));

const Env = z.object({
  /** Unset means production: the dev mailbox and the test card gateway exist only when a developer says so. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAILS: list.default([]),
  REQUIRE_EMAIL_VERIFICATION: bool.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('DataCSV <no-reply@datacsv.local>'),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  FACEBOOK_APP_SECRET: z.string().min(8).optional(),
  FACEBOOK_VERIFY_TOKEN: z.string().min(8).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  LEAD_INGEST_RATE_LIMIT: z.coerce.number().int().min(1).default(6000),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).optional(),
  SEARCH_DESIGN: z.enum(['memory', 'plain']).default('memory'),
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  TRUST_PROXY: TrustProxy.optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z.string().regex(/^([a-z0-9][a-z0-9._-]*\/)*$/i, 'a folder path ending in /, e.g. datacsv/').default(''),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(25_000),
  ALLOW_PRIVATE_WEBHOOK_TARGETS: bool.default(false),
  INVOICE_TAX_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  INVOICE_TAX_LABEL: z.string().trim().min(1).max(40).default('Tax'),
});

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV !== 'development' && e.NODE_ENV !== 'test';
  if (production) refuseUnsafeProduction(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV ?? 'production',
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminEmails: e.ADMIN_EMAILS,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    },
    /** Key for credentials stored at rest; generated into DATA_DIR outside production when unset. */
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    facebook: {
      appSecret: e.FACEBOOK_APP_SECRET,
      /** Unset: derived from the auth secret, so it is stable and secret without configuration. */
      verifyToken: e.FACEBOOK_VERIFY_TOKEN,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
    },
    /** Sign-ups per address per 10 minutes. */
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    /** Contact, support and newsletter sends per address per 10 minutes (each form counted on its own). */
    formRateLimit: e.FORM_RATE_LIMIT,
    /** Requests per minute to one ingest URL. */
    leadIngestRateLimit: e.LEAD_INGEST_RATE_LIMIT,
    /** How long catalog answers and aggregates are reused; 0 turns the cache off (benchmarks). Unset: the catalog's own default. */
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    /** `memory` (catalog/search/memory-search.ts), or `plain`: PostgreSQL's full text search left to its own planner (plain-search.ts), for benchmarks beside it. */
    searchDesign: e.SEARCH_DESIGN,
    /**
     * Searches one process runs at once, the rest queued in arrival order (at most the pool's connections): about twice
     * the database's cores, shared among the instances.
     */
    searchConcurrency: e.SEARCH_CONCURRENCY,
    /** The dev mailbox and other developer aids exist only outside production. */
    devTools: !production,
    /** Fastify's trustProxy: false (the peer is the client), the proxies' addresses, or trust for the first N hops. */
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    /** Files in an S3-compatible bucket instead of DATA_DIR/files (several instances need a shared store). */
    s3: e.S3_BUCKET ? {
      bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE, prefix: e.S3_PREFIX,
    } satisfies S3Settings : undefined,
    /** Bearer token for GET /metrics; without one the endpoint does not exist. */
    metricsToken: e.METRICS_TOKEN,
    /** On SIGTERM: how long in-flight requests, downloads and jobs get to finish before the process exits anyway. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /**
     * Lead webhooks: http:// targets only outside production, and loopback or private-network targets only when a
     * developer also asks for them (a receiver on their own machine). Production ignores the setting.
     */
    webhookTargets: { allowHttp: !production, allowPrivate: !production && e.ALLOW_PRIVATE_WEBHOOK_TARGETS },
    /** The tax contained in every price (basis points, 2000 = 20%), broken out on invoices; 0: no tax line. */
    invoiceTax: { rateBps: e.INVOICE_TAX_RATE_BPS, label: e.INVOICE_TAX_LABEL },
  };
}

function trustProxyOption(value: number | string[] | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * A production server (NODE_ENV=production, or unset) does not start without what keeps it safe: its own secrets,
 * the address it is reached at, and a real payment provider (the local test gateway takes any test card).
 */
function refuseUnsafeProduction(e: z.infer<typeof Env>) {
  const missing: string[] = [];
  if (!e.AUTH_SECRET) missing.push('AUTH_SECRET (32+ random characters)');
  if (!e.PUBLIC_URL) missing.push('PUBLIC_URL (the https address users reach)');
  if (!e.DATA_ENCRYPTION_KEY) missing.push('DATA_ENCRYPTION_KEY (32+ random characters)');
  if (e.PAYMENT_PROVIDER !== 'stripe') missing.push('PAYMENT_PROVIDER=stripe (the local gateway is for development)');
  else if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PUBLISHABLE_KEY) missing.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
  if (missing.length) {
    throw new Error(`Refusing to start in production (NODE_ENV=${e.NODE_ENV ?? 'unset'}) without:\n  ${missing.join('\n  ')}\n`
      + 'Set them, or NODE_ENV=development to run the product locally with its test gateway and dev mailbox.');
  }
}
