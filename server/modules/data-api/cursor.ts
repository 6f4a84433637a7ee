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
