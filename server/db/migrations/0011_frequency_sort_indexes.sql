-- Sort indexes led by update_frequency (issue 11): a search filtered by frequency, in no category or provider, walks
-- the entries of its frequencies only, each frequency's range of one index merged in order (match-finder.ts), rather
-- than checking the frequency on every entry of the whole order. A frequency that goes with the sort key (every
-- "Monthly" dataset rated x.3) otherwise leaves long stretches of the order without a match. Relevance order walks
-- the popularity one here, with the documents' signatures rather than the strong words (those indexes are wide).
CREATE INDEX "dataset_search_frequency_popular_idx" ON "dataset_search" ("update_frequency", "featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_frequency_price_idx" ON "dataset_search" ("update_frequency", "price_cents", "dataset_id")
  INCLUDE ("category_id", "provider_id", "rating", "format_mask", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_frequency_rating_idx" ON "dataset_search" ("update_frequency", "rating", "total_reviews", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "record_count", "doc_signature");
--> statement-breakpoint
CREATE INDEX "dataset_search_frequency_downloads_idx" ON "dataset_search" ("update_frequency", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "rating", "format_mask", "record_count", "doc_signature");
