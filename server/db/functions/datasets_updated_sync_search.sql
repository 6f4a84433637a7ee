-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Only what search reads: a change of revenue or long description alone leaves the search row alone.
CREATE OR REPLACE FUNCTION datasets_updated_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(
        SELECT n.id FROM new_datasets n JOIN old_datasets o ON o.id = n.id
        WHERE (n.title, n.description, n.tags, n.category_id, n.provider_id, n.price_cents, n.rating, n.total_reviews,
            n.total_downloads, n.featured, n.record_count, n.update_frequency, n.data_formats, n.active)
          IS DISTINCT FROM (o.title, o.description, o.tags, o.category_id, o.provider_id, o.price_cents, o.rating,
            o.total_reviews, o.total_downloads, o.featured, o.record_count, o.update_frequency, o.data_formats, o.active)));
      RETURN NULL;
    END
  $$;
