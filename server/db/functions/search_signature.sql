-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- A document's stems as 256 bits, one per stem (md5 picks it, stable across PostgreSQL versions), filter terms left
-- out. Carried by the sort indexes: a walk checks on the index entry that every clause of a search has a bit in it,
-- and fetches the document only of the few entries that pass (a stem's bit may be set by another, never unset).
-- The bit is the md5's fourth byte (signature.ts takes the same), read with get_byte, and filter terms are told by
-- strpos: a quarter less than through hex text, a bit(32) cast and a regular expression (broker catalog at 100,000,
-- 47 stems a document: 66 -> 50 µs, every document's bits the same; a write runs it once a dataset).
CREATE OR REPLACE FUNCTION search_signature(lexemes text[]) RETURNS bit(256)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(bit_or(set_bit(B'0'::bit(256), get_byte(decode(md5(l), 'hex'), 3), 1)), B'0'::bit(256))
    FROM unnest(lexemes) AS l WHERE strpos(l, '=') = 0 AND strpos(l, '>') = 0
  $$;
