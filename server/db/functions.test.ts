// The stored functions come from server/db/functions, applied after the migrations, with TypeScript's constants.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_DAYS } from '../../common/leads';
import { functionsFolder } from '../paths';
import { freshDatabase } from '../test/harness';
import type { Database } from './client';
import { storedFunctions } from './functions';
import { rowsOf } from './rows';

describe('stored function files', () => {
  it('write the duplicate window from DUPLICATE_WINDOW_DAYS into ingest_leads, and another value if it changes', () => {
    const ingest = (constants?: Record<string, number>) => storedFunctions(constants).find((f) => f.name === 'ingest_leads')!.sql;
    expect(ingest()).toContain(`interval '${DUPLICATE_WINDOW_DAYS} days'`);
    expect(ingest()).not.toContain('{{');
    expect(ingest({ DUPLICATE_WINDOW_DAYS: 7 })).toContain(`interval '7 days'`);
    expect(ingest({ DUPLICATE_WINDOW_DAYS: 7 })).not.toContain(`interval '${DUPLICATE_WINDOW_DAYS} days'`);
  });

  it('refuses a placeholder without a value', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'functions-'));
    writeFileSync(path.join(folder, 'f.sql'), 'select {{NOT_A_CONSTANT}}');
    expect(() => storedFunctions({}, folder)).toThrow(/NOT_A_CONSTANT/);
  });

  it('are one CREATE OR REPLACE FUNCTION each, named after the file', () => {
    for (const { name, sql: text } of storedFunctions()) {
      expect(text.match(/CREATE OR REPLACE FUNCTION (\w+)/g)).toEqual([`CREATE OR REPLACE FUNCTION ${name}`]);
      expect(text).not.toMatch(/CREATE FUNCTION|CREATE TRIGGER/);
    }
  });
});

describe('stored functions in the database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => { ({ database, drop } = await freshDatabase()); });
  afterAll(async () => { await drop(); });

  const source = async (name: string) =>
    rowsOf<{ src: string }>(await database.db.execute(sql`select prosrc as src from pg_proc where proname = ${name}`)).map((r) => r.src);

  it('are the files\' text after migrating, again after migrating twice', async () => {
    await database.migrate();
    const files = readdirSync(functionsFolder).map((f) => path.basename(f, '.sql'));
    for (const name of files) expect(await source(name), name).toHaveLength(1);
    const [ingest] = await source('ingest_leads');
    expect(ingest).toContain(`interval '${DUPLICATE_WINDOW_DAYS} days'`);
  });
});
