-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Which stems each typed word may match, and the counts of stems and filter terms (server/modules/catalog/search/
-- vocabulary.ts reads it). A function so that each connection plans it once, and with a generic plan: left to choose,
-- PostgreSQL planned it anew for every call (its arrays make each custom plan look cheaper), 0.9 of the 1.2 ms a
-- word's lookup took at 100,000 datasets. A word's own stems come from the same
-- English configuration as the documents'; PostgreSQL reads "SR-22" as "sr" and the signed number "-22", so a number
-- also matches its signed form. Completions (up to 6) walk the primary key's range of words starting with the word
-- ("C" order); typos (up to 3, trigram index) are looked for only for a word nothing has. Without enable_seqscan:
-- on a vocabulary of a few hundred words (the demo's, and a generated catalog's even at 100,000 datasets) PostgreSQL
-- would rather read every word than the trigram index, costing `%` as a plain comparison when it takes each word's
-- trigrams (a typo on the demo catalog in PGlite, 5.8 ms that way, 2.3 by the index).
CREATE OR REPLACE FUNCTION search_vocabulary(words text[], completes boolean[], exact boolean[], terms text[])
  RETURNS TABLE (word text, kind text, lexeme text, doc_count integer, strong_count integer)
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT w.word, m.kind, m.lexeme, x.doc_count, x.strong_count
      FROM unnest(words, completes, exact) AS w(word, completes, exact)
      CROSS JOIN LATERAL (
        WITH own AS (
          SELECT l AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) l
          UNION SELECT '-' || w.word WHERE w.word ~ '^[0-9]+$'
        ), known AS (
          SELECT o.lexeme FROM own o JOIN search_lexemes k ON k.lexeme = o.lexeme AND k.doc_count > 0
        ), completions AS (
          SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
          WHERE NOT w.exact AND length(w.word) >= 2 AND EXISTS (SELECT 1 FROM own)
            AND (w.completes OR NOT EXISTS (SELECT 1 FROM known))
            AND t.term > w.word AND t.term < w.word || chr(1114111)
            AND t.lexeme NOT IN (SELECT lexeme FROM known)
          GROUP BY t.lexeme ORDER BY max(k.doc_count) DESC, t.lexeme LIMIT 6
        ), typos AS (
          SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
          WHERE NOT w.exact AND length(w.word) >= 3 AND EXISTS (SELECT 1 FROM own)
            AND NOT EXISTS (SELECT 1 FROM known) AND NOT EXISTS (SELECT 1 FROM completions)
            AND (t.term % w.word OR t.term LIKE '%' || w.word || '%')
          GROUP BY t.lexeme ORDER BY max(similarity(t.term, w.word)) DESC, t.lexeme LIMIT 3
        )
        SELECT 'stop' AS kind, NULL::text AS lexeme WHERE NOT EXISTS (SELECT 1 FROM own)
        UNION ALL SELECT 'own', lexeme FROM known
        UNION ALL SELECT 'completion', lexeme FROM completions
        UNION ALL SELECT 'typo', lexeme FROM typos
      ) m
      LEFT JOIN search_lexemes x ON x.lexeme = m.lexeme
      UNION ALL
      SELECT NULL, 'term', t.term, x.doc_count, x.strong_count
      FROM unnest(terms) AS t(term) JOIN search_lexemes x ON x.lexeme = t.term;
    END
  $$;
