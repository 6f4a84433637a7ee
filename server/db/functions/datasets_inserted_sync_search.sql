-- First created by migrations/0009_search_index.sql; this file is its current text, applied after every migration.
CREATE OR REPLACE FUNCTION datasets_inserted_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(SELECT id FROM new_datasets WHERE active));
      RETURN NULL;
    END
  $$;
