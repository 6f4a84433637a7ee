// Starts the product: config -> database (migrated) -> first-start seed -> HTTP server.
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadOrCreateSecret } from './lib/secret';
import { drainAndClose } from './lib/shutdown';
import { openStorage } from './lib/open-storage';
import { ensureAdmin } from './seed/seed-admin';
import { seedDemo } from './seed/seed-demo';

const started = performance.now();
const config = loadConfig();
// Asynchronous, buffered log writes keep logging off the request path; pino flushes them on exit.
const logger = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false, minLength: 4096 }));

const database = await openDatabase({
  url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg'),
  onConnectionError: (err) => logger.warn({ err }, 'PostgreSQL connection lost; the pool reconnects'),
});
await database.migrate();
const storage = await openStorage({ s3: config.s3, dir: path.join(config.dataDir, 'files') });
const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
// While Redis is unreachable, rate limits are skipped (the plugin's skipOnError) and ioredis keeps reconnecting.
redis?.on('error', (err) => logger.warn({ err: err.message }, 'Redis unavailable; rate limits paused until it is back'));
const authSecret = loadOrCreateSecret({ secret: config.authSecret, dataDir: config.dataDir, production: config.production });
const encryptionKey = loadOrCreateSecret({
  secret: config.dataEncryptionKey, dataDir: config.dataDir, production: config.production, file: 'data-encryption-key', name: 'DATA_ENCRYPTION_KEY',
});

const app = await buildApp({ config, database, storage, authSecret, encryptionKey, logger, redis });
const seeded = await seedDemo(database.db, storage, { catalog: config.seedDemo });
const admin = await ensureAdmin(database.db, app.auth, { email: config.adminEmail, password: config.adminPassword });

await app.listen({ port: config.port, host: config.host });

const url = config.publicUrl;
const lines = [
  '',
  `  DataCSV is running at ${url}  (${database.driver}, ready in ${Math.round(performance.now() - started)} ms)`,
  seeded.catalog ? `  Seeded demo catalog: ${seeded.catalog.datasets} datasets, ${seeded.catalog.rows.toLocaleString('en-US')} rows of data` : '',
  `  Admin: ${admin.email}  ${admin.password ? `password: ${admin.password}` : '(password: ADMIN_PASSWORD, or as printed on first start)'}`,
  config.devTools ? `  Dev mailbox: ${url}/dev/mailbox    API docs: ${url}/api/docs` : `  API docs: ${url}/api/docs`,
  '',
].filter((l, i, all) => l !== '' || i === 0 || i === all.length - 1);
process.stdout.write(`${lines.join('\n')}\n`);

async function shutDown(signal: NodeJS.Signals) {
  logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests, downloads and jobs');
  const outcome = await drainAndClose(app, {
    timeoutMs: config.shutdownTimeoutMs,
    release: async () => {
      await database.close();
      await redis?.quit();
    },
  });
  if (outcome === 'timed out') logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting with work unfinished');
  else logger.info('shut down cleanly');
  logger.flush();
  process.exit(outcome === 'drained' ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));
