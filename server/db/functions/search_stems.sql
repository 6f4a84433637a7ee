-- First created by migrations/0030_search_stems.sql (it replaced search_vocabulary); this file is its current text.
-- Each typed word's own stems, from the same English configuration as the documents', with how many searchable
-- datasets hold each; and the counts of the filter terms asked for (server/modules/catalog/search/vocabulary.ts reads
-- it). A word with no row is a stop word. PostgreSQL reads "SR-22" as "sr" and the signed number "-22", so a number
-- also has its signed form. A function, with a generic plan, so that each connection plans it once: left to choose,
-- PostgreSQL planned the vocabulary's lookup anew for every call (its arrays make each custom plan look cheaper).
CREATE OR REPLACE FUNCTION search_stems(words text[], terms text[])
  RETURNS TABLE (word text, lexeme text, doc_count integer, strong_count integer)
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT w.word, s.lexeme, k.doc_count, k.strong_count
      FROM unnest(words) AS w(word)
      CROSS JOIN LATERAL (
        SELECT l FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) l
        UNION SELECT '-' || w.word WHERE w.word ~ '^[0-9]+$'
      ) s(lexeme)
      LEFT JOIN search_lexemes k ON k.lexeme = s.lexeme
      UNION ALL
      SELECT NULL, t.term, x.doc_count, x.strong_count
      FROM unnest(terms) AS t(term) JOIN search_lexemes x ON x.lexeme = t.term;
    END
  $$;
