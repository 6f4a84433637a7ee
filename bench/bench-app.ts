// The app a benchmark's setup child seeds through: the server's own code, migrated, on the database and files that the
// server under test will use (from the environment the child was given). Server modules load only when called, so a
// benchmark's main process, which imports its own file, never loads them.
import path from 'node:path';

export async function openBenchApp(secret: string) {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/client');
  const { localStorage } = await import('../server/lib/local-storage');
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
  await database.migrate();
  const app = await buildApp({ config, database, storage: localStorage(path.join(config.dataDir, 'files')), authSecret: secret, encryptionKey: secret });
  return { app, config, db: database.db, close: async () => { await app.close(); await database.close(); } };
}
