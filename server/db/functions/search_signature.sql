-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- A document's stems as 256 bits, one per stem (md5 picks it, stable across PostgreSQL versions), filter terms left
-- out. Carried by the sort indexes: a walk checks on the index entry that every clause of a search has a bit in it,
-- and fetches the document only of the few entries that pass (a stem's bit may be set by another, never unset).
CREATE OR REPLACE FUNCTION search_signature(lexemes text[]) RETURNS bit(256)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(bit_or(set_bit(B'0'::bit(256), ('x' || substr(md5(l), 1, 8))::bit(32)::int & 255, 1)), B'0'::bit(256))
    FROM unnest(lexemes) AS l WHERE l !~ '[=>]'
  $$;
