-- First created by migrations/0028_dataset_search_changes.sql; this file is its current text, applied after every migration.
-- Logs the datasets whose search rows a statement deleted (sync_dataset_search on deactivation, or a dataset's own
-- deletion cascading), for the search indexes held in memory (live-index.ts reads them by removed_xid), and
-- forgets those of over a day ago.
CREATE OR REPLACE FUNCTION dataset_search_log_removals() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO dataset_search_removals (dataset_id) SELECT dataset_id FROM old_rows;
      -- A day: far longer than an index in memory goes without being drawn again whole (WHOLE_MAX_AGE_MS, an hour).
      DELETE FROM dataset_search_removals WHERE removed_at < now() - interval '1 day';
      RETURN NULL;
    END
  $$;
