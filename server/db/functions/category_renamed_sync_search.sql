-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
-- Category and provider names are searchable words of their datasets, and their slugs filter terms.
CREATE OR REPLACE FUNCTION category_renamed_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(SELECT id FROM datasets WHERE category_id = NEW.id AND active));
      RETURN NULL;
    END
  $$;
