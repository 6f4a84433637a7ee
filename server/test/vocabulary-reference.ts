// What PostgreSQL says a typed word may become: search_vocabulary's SQL as it stood before its completions and typos
// moved into each process (migration 0030), over search_terms and search_lexemes, with pg_trgm's own `%` and
// similarity(). The comparison for word-list.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { WordLookup } from '../modules/catalog/search/vocabulary';

export interface ReferenceStems { stop: boolean; own: string[]; completions: string[]; typos: string[] }

export async function referenceStems(db: Db, w: WordLookup): Promise<ReferenceStems> {
  const rows = rowsOf<{ kind: string; lexeme: string | null }>(await db.execute(sql`
    WITH own AS (
      SELECT l AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', ${w.word}::text))) l
      UNION SELECT '-' || ${w.word}::text WHERE ${w.word}::text ~ '^[0-9]+$'
    ), known AS (
      SELECT o.lexeme FROM own o JOIN search_lexemes k ON k.lexeme = o.lexeme AND k.doc_count > 0
    ), completions AS (
      SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
      WHERE NOT ${w.exact}::boolean AND length(${w.word}::text) >= 2 AND EXISTS (SELECT 1 FROM own)
        AND (${w.completes}::boolean OR NOT EXISTS (SELECT 1 FROM known))
        AND t.term > ${w.word}::text AND t.term < ${w.word}::text || chr(1114111)
        AND t.lexeme NOT IN (SELECT lexeme FROM known)
      GROUP BY t.lexeme ORDER BY max(k.doc_count) DESC, t.lexeme LIMIT 6
    ), typos AS (
      SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
      WHERE NOT ${w.exact}::boolean AND length(${w.word}::text) >= 3 AND EXISTS (SELECT 1 FROM own)
        AND NOT EXISTS (SELECT 1 FROM known) AND NOT EXISTS (SELECT 1 FROM completions)
        AND (t.term % ${w.word}::text OR t.term LIKE '%' || ${w.word}::text || '%')
      GROUP BY t.lexeme ORDER BY max(similarity(t.term, ${w.word}::text)) DESC, t.lexeme LIMIT 3
    )
    SELECT 'stop' AS kind, NULL::text AS lexeme WHERE NOT EXISTS (SELECT 1 FROM own)
    UNION ALL SELECT 'own', lexeme FROM known
    UNION ALL SELECT 'completion', lexeme FROM completions
    UNION ALL SELECT 'typo', lexeme FROM typos`));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.lexeme!);
  return { stop: of('stop').length > 0, own: of('own').sort(), completions: of('completion'), typos: of('typo') };
}
