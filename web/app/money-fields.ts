// Form fields for money typed in whole dollars ("150"), read as cents and checked with the server's own schema.
import { z } from 'zod';
import { dollarsToCents } from '../../common/money';

export const dollarsField = (message: string, schema: z.ZodType<number, number>) =>
  z.string().trim().regex(/^\d{1,7}$/, message).transform((v) => dollarsToCents(Number(v))).pipe(schema);

/** The same where an empty field means none (null): an optional cap. */
export const optionalDollarsField = (message: string, schema: z.ZodType<number | null, number | null>) =>
  z.string().trim().regex(/^\d{0,7}$/, message).transform((v) => (v === '' ? null : dollarsToCents(Number(v)))).pipe(schema);

/** Cents as the form shows them: whole dollars, or empty for none. */
export const dollarsText = (cents: number | null) => (cents === null ? '' : String(cents / 100));
