-- First created by migrations/0000_extensions.sql; this file is its current text, applied after every migration.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, $2), '') $$;
