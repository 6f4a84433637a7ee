-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Every filter value of a dataset as an index term, so one GIN lookup intersects words and filters: category and
-- provider by slug, each format and the update frequency (lower case), the record-size bucket (RECORD_SIZES of
-- common/catalog-values.ts), "rating>=N" for each N in 1-4 the rating reaches, and "dataset=all" in every document
-- (its count is the number of searchable datasets). "=" and ">" never occur in a word PostgreSQL's parser produces,
-- so no search word can collide with these. Price stays a column (a range, not a set of values).
CREATE OR REPLACE FUNCTION dataset_filter_terms(category_slug text, provider_slug text, formats text[], frequency text,
    record_count integer, rating double precision) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(ARRAY['dataset=all', 'category=' || category_slug, 'provider=' || provider_slug,
        'frequency=' || lower(frequency),
        'records=' || CASE WHEN record_count < 1000 THEN 'lt-1k' WHEN record_count < 10000 THEN '1k-10k'
          WHEN record_count < 50000 THEN '10k-50k' WHEN record_count < 100000 THEN '50k-100k' ELSE '100k-plus' END]
      || ARRAY(SELECT DISTINCT 'format=' || lower(f) FROM unnest(formats) AS f WHERE f = ANY (ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API']))
      || ARRAY(SELECT 'rating>=' || n FROM generate_series(1, 4) AS n WHERE rating >= n))
  $$;
