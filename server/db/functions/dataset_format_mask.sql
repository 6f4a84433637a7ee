-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Bit i for DATA_FORMATS[i] of common/catalog-values.ts (same order).
CREATE OR REPLACE FUNCTION dataset_format_mask(formats text[]) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(bit_or(1 << (array_position(ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API'], f) - 1)), 0)::smallint
    FROM unnest(formats) AS f WHERE f = ANY (ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API'])
  $$;
