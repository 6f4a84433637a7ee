-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Rebuilds the search rows of these datasets from their current state: gone when inactive, else written (only if
-- something changed, changed_xid then this transaction), and their new words added to the vocabulary.
CREATE OR REPLACE FUNCTION sync_dataset_search(ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
    BEGIN
      IF cardinality(ids) = 0 THEN RETURN; END IF;
      DELETE FROM dataset_search s WHERE s.dataset_id = ANY (ids)
        AND NOT EXISTS (SELECT 1 FROM datasets d WHERE d.id = s.dataset_id AND d.active);
      WITH source AS (
        SELECT d.*, c.name AS category_name, p.name AS provider_name,
          left(coalesce(d.title, ''), 200) || ' ' || left(immutable_array_to_string(d.tags[1:20], ' '), 820) AS strong_text,
          dataset_filter_terms(c.slug, p.slug, d.data_formats, d.update_frequency, d.record_count, d.rating) AS filter_terms
        FROM datasets d JOIN categories c ON c.id = d.category_id JOIN providers p ON p.id = d.provider_id
        WHERE d.id = ANY (ids) AND d.active
      ), written AS (
        -- A data-modifying WITH runs to completion whether or not the statement reads it.
        INSERT INTO dataset_search AS s (dataset_id, category_id, provider_id, price_cents, rating, total_reviews,
          total_downloads, featured, record_count, update_frequency, format_mask, strong, doc)
        SELECT id, category_id, provider_id, price_cents, rating, total_reviews, total_downloads, featured, record_count,
          update_frequency, dataset_format_mask(data_formats), strip(to_tsvector('english', strong_text)) || filter_terms,
          words || filter_terms
        FROM source
        CROSS JOIN LATERAL (SELECT strip(to_tsvector('english', strong_text || ' ' || category_name || ' ' || description || ' ' || provider_name)) AS words) w
        ORDER BY id
        ON CONFLICT (dataset_id) DO UPDATE SET
          category_id = excluded.category_id, provider_id = excluded.provider_id, price_cents = excluded.price_cents,
          rating = excluded.rating, total_reviews = excluded.total_reviews, total_downloads = excluded.total_downloads,
          featured = excluded.featured, record_count = excluded.record_count, update_frequency = excluded.update_frequency,
          format_mask = excluded.format_mask, strong = excluded.strong, doc = excluded.doc,
          changed_xid = excluded.changed_xid
        WHERE (s.category_id, s.provider_id, s.price_cents, s.rating, s.total_reviews, s.total_downloads, s.featured,
            s.record_count, s.update_frequency, s.format_mask, s.strong, s.doc)
          IS DISTINCT FROM (excluded.category_id, excluded.provider_id, excluded.price_cents, excluded.rating,
            excluded.total_reviews, excluded.total_downloads, excluded.featured, excluded.record_count,
            excluded.update_frequency, excluded.format_mask, excluded.strong, excluded.doc)
      )
      INSERT INTO search_terms (term, lexeme)
      SELECT word, lexeme FROM (
        -- In FROM, where PostgreSQL inlines search_words; called in the select list it runs as a query of its own per
        -- dataset (a fifth of this part of a bulk import).
        SELECT DISTINCT w.word FROM source
        CROSS JOIN LATERAL search_words(strong_text || ' ' || category_name || ' ' || description || ' ' || provider_name) AS w(word)
      ) words
      CROSS JOIN LATERAL (SELECT (tsvector_to_array(to_tsvector('english', words.word)))[1] AS lexeme) stem
      WHERE lexeme IS NOT NULL
      ORDER BY word
      ON CONFLICT DO NOTHING;
    END
  $$;
