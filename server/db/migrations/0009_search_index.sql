-- Marketplace search on its own narrow table (issue 11). dataset_search holds one row per active dataset with every
-- filter and sort key and two stripped text documents; triggers keep it, its vocabulary (search_terms) and the stems'
-- document counts (search_lexemes) in step with datasets, categories and providers in the same transaction.
-- The datasets table's own search column, its index and the old vocabulary triggers go.
DROP TRIGGER IF EXISTS datasets_inserted_search_terms ON datasets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS datasets_edited_search_terms ON datasets;
--> statement-breakpoint
DROP FUNCTION IF EXISTS datasets_add_inserted_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS datasets_add_edited_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS dataset_search_words(text, text[]);
--> statement-breakpoint
DROP TABLE "search_terms";
--> statement-breakpoint
DROP INDEX "datasets_search_idx";
--> statement-breakpoint
ALTER TABLE "datasets" DROP COLUMN "search_vector";
--> statement-breakpoint
-- "C" order, so every word starting with a typed prefix is one range of the primary key.
CREATE TABLE "search_terms" (
	"term" text COLLATE "C" PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL,
	"strong_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_search" (
	"dataset_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"rating" double precision NOT NULL,
	"total_reviews" integer NOT NULL,
	"total_downloads" integer NOT NULL,
	"featured" boolean NOT NULL,
	"record_count" integer NOT NULL,
	"update_frequency" text NOT NULL,
	"format_mask" smallint NOT NULL,
	"strong" "tsvector" NOT NULL,
	"doc" "tsvector" NOT NULL,
	"doc_signature" bit(256) NOT NULL
);
--> statement-breakpoint
-- Listings read a bounded stretch of an index; a parallel scan and sort of the whole table is never the way to a page
-- (the planner cannot see that a walk stops at its page, and would pick one for a large budget).
ALTER TABLE "dataset_search" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "dataset_search" ADD CONSTRAINT "dataset_search_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dataset_search_doc_idx" ON "dataset_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "dataset_search_strong_idx" ON "dataset_search" USING gin ("strong");
--> statement-breakpoint
-- One index per sort order (server/modules/catalog/search/sort-orders.ts), alone and after category_id and after
-- provider_id, each carrying the other filter columns: a listing walks one in order, checks its filters on the index
-- entries, and stops at the end of its page. Every key ascends, so the descending orders walk backwards and each
-- order is one row comparison (how far a walk got is an index range); price serves price-low and price-high.
-- Relevance order walks the popularity order too, in indexes that also carry the strong words: the first tier of a
-- search is checked on the index alone. (Apart, so browsing reads the narrow ones; the strong words are bounded,
-- below, to stay within an index entry's size.)
CREATE INDEX "dataset_search_popular_idx" ON "dataset_search" ("featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_relevance_idx" ON "dataset_search" ("featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "strong");
--> statement-breakpoint
CREATE INDEX "dataset_search_price_idx" ON "dataset_search" ("price_cents", "dataset_id")
  INCLUDE ("category_id", "provider_id", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_rating_idx" ON "dataset_search" ("rating", "total_reviews", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_downloads_idx" ON "dataset_search" ("total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_category_popular_idx" ON "dataset_search" ("category_id", "featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_category_relevance_idx" ON "dataset_search" ("category_id", "featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "strong");
--> statement-breakpoint
CREATE INDEX "dataset_search_category_price_idx" ON "dataset_search" ("category_id", "price_cents", "dataset_id")
  INCLUDE ("provider_id", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_category_rating_idx" ON "dataset_search" ("category_id", "rating", "total_reviews", "dataset_id")
  INCLUDE ("provider_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_category_downloads_idx" ON "dataset_search" ("category_id", "total_downloads", "dataset_id")
  INCLUDE ("provider_id", "price_cents", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_provider_popular_idx" ON "dataset_search" ("provider_id", "featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_provider_relevance_idx" ON "dataset_search" ("provider_id", "featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "price_cents", "format_mask", "update_frequency", "record_count", "strong");
--> statement-breakpoint
CREATE INDEX "dataset_search_provider_price_idx" ON "dataset_search" ("provider_id", "price_cents", "dataset_id")
  INCLUDE ("category_id", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_provider_rating_idx" ON "dataset_search" ("provider_id", "rating", "total_reviews", "dataset_id")
  INCLUDE ("category_id", "price_cents", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_provider_downloads_idx" ON "dataset_search" ("provider_id", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "price_cents", "rating", "format_mask", "update_frequency", "record_count", "doc_signature");
--> statement-breakpoint
-- Bit i for DATA_FORMATS[i] of common/catalog-values.ts (same order).
CREATE FUNCTION dataset_format_mask(formats text[]) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(bit_or(1 << (array_position(ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API'], f) - 1)), 0)::smallint
    FROM unnest(formats) AS f WHERE f = ANY (ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API'])
  $$;
--> statement-breakpoint
-- Every filter value of a dataset as an index term, so one GIN lookup intersects words and filters: category and
-- provider by slug, each format and the update frequency (lower case), the record-size bucket (RECORD_SIZES of
-- common/catalog-values.ts), "rating>=N" for each N in 1-4 the rating reaches, and "dataset=all" in every document
-- (its count is the number of searchable datasets). "=" and ">" never occur in a word PostgreSQL's parser produces,
-- so no search word can collide with these. Price stays a column (a range, not a set of values).
CREATE FUNCTION dataset_filter_terms(category_slug text, provider_slug text, formats text[], frequency text,
    record_count integer, rating double precision) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_to_tsvector(ARRAY['dataset=all', 'category=' || category_slug, 'provider=' || provider_slug,
        'frequency=' || lower(frequency),
        'records=' || CASE WHEN record_count < 1000 THEN 'lt-1k' WHEN record_count < 10000 THEN '1k-10k'
          WHEN record_count < 50000 THEN '10k-50k' WHEN record_count < 100000 THEN '50k-100k' ELSE '100k-plus' END]
      || ARRAY(SELECT DISTINCT 'format=' || lower(f) FROM unnest(formats) AS f WHERE f = ANY (ARRAY['CSV', 'JSON', 'Excel', 'XML', 'API']))
      || ARRAY(SELECT 'rating>=' || n FROM generate_series(1, 4) AS n WHERE rating >= n))
  $$;
--> statement-breakpoint
-- A document's stems as 256 bits, one per stem (md5 picks it, stable across PostgreSQL versions), filter terms left
-- out. Carried by the sort indexes: a walk checks on the index entry that every clause of a search has a bit in it,
-- and fetches the document only of the few entries that pass (a stem's bit may be set by another, never unset).
CREATE FUNCTION search_signature(lexemes text[]) RETURNS bit(256)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(bit_or(set_bit(B'0'::bit(256), ('x' || substr(md5(l), 1, 8))::bit(32)::int & 255, 1)), B'0'::bit(256))
    FROM unnest(lexemes) AS l WHERE l !~ '[=>]'
  $$;
--> statement-breakpoint
-- The vocabulary's words: as PostgreSQL's parser splits the text, 2-40 letters and digits with at least one letter.
CREATE FUNCTION search_words(body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', body))) AS word
    WHERE length(word) BETWEEN 2 AND 40 AND word ~ '^[[:alnum:]]+$' AND word ~ '[[:alpha:]]'
  $$;
--> statement-breakpoint
-- Rebuilds the search rows of these datasets from their current state: gone when inactive, else written (only if
-- something changed), and their new words added to the vocabulary.
CREATE FUNCTION sync_dataset_search(ids uuid[]) RETURNS void
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
          total_downloads, featured, record_count, update_frequency, format_mask, strong, doc, doc_signature)
        SELECT id, category_id, provider_id, price_cents, rating, total_reviews, total_downloads, featured, record_count,
          update_frequency, dataset_format_mask(data_formats), strip(to_tsvector('english', strong_text)) || filter_terms,
          words || filter_terms, search_signature(tsvector_to_array(words))
        FROM source
        CROSS JOIN LATERAL (SELECT strip(to_tsvector('english', strong_text || ' ' || category_name || ' ' || description || ' ' || provider_name)) AS words) w
        ORDER BY id
        ON CONFLICT (dataset_id) DO UPDATE SET
          category_id = excluded.category_id, provider_id = excluded.provider_id, price_cents = excluded.price_cents,
          rating = excluded.rating, total_reviews = excluded.total_reviews, total_downloads = excluded.total_downloads,
          featured = excluded.featured, record_count = excluded.record_count, update_frequency = excluded.update_frequency,
          format_mask = excluded.format_mask, strong = excluded.strong, doc = excluded.doc, doc_signature = excluded.doc_signature
        WHERE (s.category_id, s.provider_id, s.price_cents, s.rating, s.total_reviews, s.total_downloads, s.featured,
            s.record_count, s.update_frequency, s.format_mask, s.strong, s.doc)
          IS DISTINCT FROM (excluded.category_id, excluded.provider_id, excluded.price_cents, excluded.rating,
            excluded.total_reviews, excluded.total_downloads, excluded.featured, excluded.record_count,
            excluded.update_frequency, excluded.format_mask, excluded.strong, excluded.doc)
      )
      INSERT INTO search_terms (term, lexeme)
      SELECT word, lexeme FROM (
        SELECT DISTINCT search_words(strong_text || ' ' || category_name || ' ' || description || ' ' || provider_name) AS word FROM source
      ) words
      CROSS JOIN LATERAL (SELECT (tsvector_to_array(to_tsvector('english', words.word)))[1] AS lexeme) stem
      WHERE lexeme IS NOT NULL
      ORDER BY word
      ON CONFLICT DO NOTHING;
    END
  $$;
--> statement-breakpoint
CREATE FUNCTION datasets_inserted_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(SELECT id FROM new_datasets WHERE active));
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER datasets_inserted_sync_search AFTER INSERT ON datasets
  REFERENCING NEW TABLE AS new_datasets FOR EACH STATEMENT EXECUTE FUNCTION datasets_inserted_sync_search();
--> statement-breakpoint
-- Only what search reads: a change of revenue or long description alone leaves the search row alone.
CREATE FUNCTION datasets_updated_sync_search() RETURNS trigger
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
--> statement-breakpoint
CREATE TRIGGER datasets_updated_sync_search AFTER UPDATE ON datasets
  REFERENCING OLD TABLE AS old_datasets NEW TABLE AS new_datasets FOR EACH STATEMENT EXECUTE FUNCTION datasets_updated_sync_search();
--> statement-breakpoint
-- Category and provider names are searchable words of their datasets, and their slugs filter terms.
CREATE FUNCTION category_renamed_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(SELECT id FROM datasets WHERE category_id = NEW.id AND active));
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER category_renamed_sync_search AFTER UPDATE OF name, slug ON categories
  FOR EACH ROW WHEN ((OLD.name, OLD.slug) IS DISTINCT FROM (NEW.name, NEW.slug)) EXECUTE FUNCTION category_renamed_sync_search();
--> statement-breakpoint
CREATE FUNCTION provider_renamed_sync_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sync_dataset_search(array(SELECT id FROM datasets WHERE provider_id = NEW.id AND active));
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER provider_renamed_sync_search AFTER UPDATE OF name, slug ON providers
  FOR EACH ROW WHEN ((OLD.name, OLD.slug) IS DISTINCT FROM (NEW.name, NEW.slug)) EXECUTE FUNCTION provider_renamed_sync_search();
--> statement-breakpoint
-- Document counts per stem follow every write to dataset_search: +1 for the rows' stems as they are now, -1 as they were
-- (an unchanged document nets to nothing and writes nothing). Stems are locked in one order, so concurrent writers
-- wait for each other instead of deadlocking.
CREATE FUNCTION dataset_search_count_lexemes() RETURNS trigger
  LANGUAGE plpgsql AS $$
    DECLARE
      changes text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT doc, strong, 1 AS sign FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT doc, strong, -1 AS sign FROM old_rows'
        ELSE 'SELECT doc, strong, 1 AS sign FROM new_rows UNION ALL SELECT doc, strong, -1 FROM old_rows' END;
    BEGIN
      EXECUTE format($sql$
        INSERT INTO search_lexemes AS l (lexeme, doc_count, strong_count)
        SELECT lexeme, sum(doc_delta), sum(strong_delta) FROM (
          SELECT unnest(tsvector_to_array(doc)) AS lexeme, sign AS doc_delta, 0 AS strong_delta FROM (%1$s) c
          UNION ALL
          SELECT unnest(tsvector_to_array(strong)), 0, sign FROM (%1$s) c
        ) deltas
        GROUP BY lexeme HAVING sum(doc_delta) <> 0 OR sum(strong_delta) <> 0
        ORDER BY lexeme
        ON CONFLICT (lexeme) DO UPDATE
          SET doc_count = l.doc_count + excluded.doc_count, strong_count = l.strong_count + excluded.strong_count
      $sql$, changes);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER dataset_search_inserted_count_lexemes AFTER INSERT ON dataset_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dataset_search_count_lexemes();
--> statement-breakpoint
CREATE TRIGGER dataset_search_updated_count_lexemes AFTER UPDATE ON dataset_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dataset_search_count_lexemes();
--> statement-breakpoint
CREATE TRIGGER dataset_search_deleted_count_lexemes AFTER DELETE ON dataset_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dataset_search_count_lexemes();
--> statement-breakpoint
-- Which stems each typed word may match, and the counts of stems and filter terms (server/modules/catalog/search/
-- vocabulary.ts reads it). A function so that each connection plans it once. A word's own stems come from the same
-- English configuration as the documents'; PostgreSQL reads "SR-22" as "sr" and the signed number "-22", so a number
-- also matches its signed form. Completions (up to 6) walk the primary key's range of words starting with the word
-- ("C" order); typos (up to 3, trigram index) are looked for only for a word nothing has.
CREATE FUNCTION search_vocabulary(words text[], completes boolean[], exact boolean[], terms text[])
  RETURNS TABLE (word text, kind text, lexeme text, doc_count integer, strong_count integer)
  LANGUAGE plpgsql STABLE AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT w.word, m.kind, m.lexeme, x.doc_count, x.strong_count
      FROM unnest(words, completes, exact) AS w(word, completes, exact)
      CROSS JOIN LATERAL (
        WITH own AS (
          SELECT l AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) l
          UNION SELECT '-' || w.word WHERE w.word ~ '^[0-9]+$'
        ), known AS (
          SELECT o.lexeme FROM own o JOIN search_lexemes k ON k.lexeme = o.lexeme AND k.doc_count > 0
        ), completions AS (
          SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
          WHERE NOT w.exact AND length(w.word) >= 2 AND EXISTS (SELECT 1 FROM own)
            AND (w.completes OR NOT EXISTS (SELECT 1 FROM known))
            AND t.term > w.word AND t.term < w.word || chr(1114111)
            AND t.lexeme NOT IN (SELECT lexeme FROM known)
          GROUP BY t.lexeme ORDER BY max(k.doc_count) DESC, t.lexeme LIMIT 6
        ), typos AS (
          SELECT t.lexeme FROM search_terms t JOIN search_lexemes k ON k.lexeme = t.lexeme AND k.doc_count > 0
          WHERE NOT w.exact AND length(w.word) >= 3 AND EXISTS (SELECT 1 FROM own)
            AND NOT EXISTS (SELECT 1 FROM known) AND NOT EXISTS (SELECT 1 FROM completions)
            AND (t.term % w.word OR t.term LIKE '%' || w.word || '%')
          GROUP BY t.lexeme ORDER BY max(similarity(t.term, w.word)) DESC, t.lexeme LIMIT 3
        )
        SELECT 'stop' AS kind, NULL::text AS lexeme WHERE NOT EXISTS (SELECT 1 FROM own)
        UNION ALL SELECT 'own', lexeme FROM known
        UNION ALL SELECT 'completion', lexeme FROM completions
        UNION ALL SELECT 'typo', lexeme FROM typos
      ) m
      LEFT JOIN search_lexemes x ON x.lexeme = m.lexeme
      UNION ALL
      SELECT NULL, 'term', t.term, x.doc_count, x.strong_count
      FROM unnest(terms) AS t(term) JOIN search_lexemes x ON x.lexeme = t.term;
    END
  $$;
--> statement-breakpoint
SELECT sync_dataset_search(array(SELECT id FROM datasets WHERE active));
