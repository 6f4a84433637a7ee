// The data API's cursors: opaque to callers (base64url JSON), so what they carry can change without a new version.
import { AppError } from '../../lib/errors';

export const encodeCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const invalidCursor = () =>
  new AppError('INVALID_CURSOR', 400, 'This cursor is not one this API gave; start again without it.', { cursor: 'Invalid cursor' });

export function decodeCursor<T>(cursor: string | undefined, valid: (v: unknown) => v is T): T | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (valid(value)) return value;
  } catch { /* answered below */ }
  throw invalidCursor();
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

// What a cursor carries is checked as strictly as the database will read it: anything else would reach a query and
// fail there (a 500), not here (a 400).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** An ISO instant in UTC as this API writes them (`toISOString`), of a real day between the years 1 and 9999. */
export function isInstant(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = INSTANT.exec(v);
  if (!m || Number(m[1]) < 1) return false;
  const date = new Date(v);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === v.slice(0, 19);
}

/** A PostgreSQL bigint written in decimal, `min` or more. */
export const isBigintText = (v: unknown, min = INT64_MIN): v is string =>
  typeof v === 'string' && /^-?\d{1,19}$/.test(v) && BigInt(v) >= min && BigInt(v) <= INT64_MAX;
