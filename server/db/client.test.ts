import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rowsOf } from './rows';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection: reports it and reconnects', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ url: serverUrl, onConnectionError: (err) => errors.push(err) });
    try {
      const pid = async () => rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      const first = await pid();
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await admin.end();
      await expect.poll(() => errors.length).toBe(1);
      expect((errors[0] as Error & { code?: string }).code).toBe('57P01');
      expect(await pid()).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
