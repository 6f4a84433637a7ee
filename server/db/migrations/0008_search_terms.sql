-- The vocabulary a misspelt or partial search word is matched against: every word (with a letter; numbers are matched
-- as typed) of the datasets' titles and tags,
-- added by a trigger as datasets are written, backfilled here.
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION dataset_search_words(title text, tags text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(title, '') || ' ' || immutable_array_to_string(tags, ' ')))) AS word
    WHERE length(word) BETWEEN 2 AND 40 AND word ~ '^[[:alnum:]]+$' AND word ~ '[[:alpha:]]'
  $$;
--> statement-breakpoint
-- Inserts are handled per statement (a bulk import adds its words in one go); edits of a title or tags per row.
CREATE FUNCTION datasets_add_inserted_search_terms() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_terms (term) SELECT DISTINCT dataset_search_words(title, tags) FROM new_datasets ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER datasets_inserted_search_terms AFTER INSERT ON datasets
  REFERENCING NEW TABLE AS new_datasets FOR EACH STATEMENT EXECUTE FUNCTION datasets_add_inserted_search_terms();
--> statement-breakpoint
CREATE FUNCTION datasets_add_edited_search_terms() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_terms (term) SELECT dataset_search_words(NEW.title, NEW.tags) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER datasets_edited_search_terms AFTER UPDATE OF title, tags ON datasets
  FOR EACH ROW EXECUTE FUNCTION datasets_add_edited_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term) SELECT DISTINCT dataset_search_words(title, tags) FROM datasets ON CONFLICT DO NOTHING;
