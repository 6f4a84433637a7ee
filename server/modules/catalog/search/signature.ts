// A document's stems as 256 bits, as the schema's search_signature() writes them into dataset_search.doc_signature
// (one bit per stem: the last byte of the first 32 bits of its md5; filter terms left out). Computed here for a
// search's clauses, so a statement carries each as a constant instead of PostgreSQL running the SQL function for
// it while planning (about 0.07 ms a clause, each statement).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

export const SIGNATURE_BITS = 256;
/** The column's SQL type, for casts. */
export const SIGNATURE_TYPE = sql.raw(`bit(${SIGNATURE_BITS})`);

/** The bits of these stems, as a bit-string literal ('0101…', bit 0 first as PostgreSQL's set_bit numbers them). */
export function signatureOf(lexemes: readonly string[]): string {
  const bits = Array<string>(SIGNATURE_BITS).fill('0');
  for (const lexeme of lexemes) {
    if (/[=>]/.test(lexeme)) continue;
    const md5 = createHash('md5').update(lexeme, 'utf8').digest('hex');
    bits[parseInt(md5.slice(6, 8), 16)] = '1';
  }
  return bits.join('');
}
