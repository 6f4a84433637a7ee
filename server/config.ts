// Every environment variable the server reads, parsed once. README's configuration table mirrors this file.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
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
    /** The dev mailbox and other developer aids exist only outside production. */
    devTools: !production,
  };
}
