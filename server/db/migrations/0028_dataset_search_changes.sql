-- Which search rows changed since a moment, for the search index each server holds in memory (SEARCH_DESIGN=memory):
-- the transaction that last wrote each row (sync_dataset_search sets it on every write), and a log of removed rows.
CREATE TABLE "dataset_search_removals" (
	"dataset_id" uuid NOT NULL,
	"removed_xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataset_search" ADD COLUMN "changed_xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "dataset_search_removals_xid_idx" ON "dataset_search_removals" USING btree ("removed_xid");--> statement-breakpoint
CREATE INDEX "dataset_search_removals_at_idx" ON "dataset_search_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "dataset_search_changed_idx" ON "dataset_search" USING btree ("changed_xid");--> statement-breakpoint
-- Logs the datasets whose search rows a statement deleted (sync_dataset_search on deactivation, or a dataset's own
-- deletion cascading), for the search indexes held in memory (catalog-sample.ts reads them by removed_xid), and
-- forgets those of over a day ago.
CREATE FUNCTION dataset_search_log_removals() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO dataset_search_removals (dataset_id) SELECT dataset_id FROM old_rows;
      -- A day: far longer than an index in memory goes without being drawn again whole (SAMPLE_MAX_AGE_MS).
      DELETE FROM dataset_search_removals WHERE removed_at < now() - interval '1 day';
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER dataset_search_deleted_log_removals AFTER DELETE ON dataset_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dataset_search_log_removals();
