-- Trigram matching for typo-tolerant catalog search, and an immutable array_to_string
-- (the built-in one is only STABLE) so tags can feed a generated tsvector column.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, $2), '') $$;
