-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- The vocabulary's words: as PostgreSQL's parser splits the text, 2-40 letters and digits with at least one letter.
CREATE OR REPLACE FUNCTION search_words(body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', body))) AS word
    WHERE length(word) BETWEEN 2 AND 40 AND word ~ '^[[:alnum:]]+$' AND word ~ '[[:alpha:]]'
  $$;
