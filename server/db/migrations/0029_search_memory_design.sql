-- The memory design (SEARCH_DESIGN=memory) searches an index in each server's memory; PostgreSQL's part is the plain
-- design's: the documents' GIN index and one index per sort order. What only the planned design read goes: the
-- documents' signatures (search_signature), the strong words' GIN index, the relevance indexes carrying the strong
-- words, and the sort indexes led by category, provider or update frequency.
DROP INDEX "dataset_search_strong_idx";--> statement-breakpoint
DROP INDEX "dataset_search_relevance_idx";--> statement-breakpoint
DROP INDEX "dataset_search_category_popular_idx";--> statement-breakpoint
DROP INDEX "dataset_search_category_relevance_idx";--> statement-breakpoint
DROP INDEX "dataset_search_category_price_idx";--> statement-breakpoint
DROP INDEX "dataset_search_category_rating_idx";--> statement-breakpoint
DROP INDEX "dataset_search_category_downloads_idx";--> statement-breakpoint
DROP INDEX "dataset_search_provider_popular_idx";--> statement-breakpoint
DROP INDEX "dataset_search_provider_relevance_idx";--> statement-breakpoint
DROP INDEX "dataset_search_provider_price_idx";--> statement-breakpoint
DROP INDEX "dataset_search_provider_rating_idx";--> statement-breakpoint
DROP INDEX "dataset_search_provider_downloads_idx";--> statement-breakpoint
DROP INDEX "dataset_search_frequency_popular_idx";--> statement-breakpoint
DROP INDEX "dataset_search_frequency_price_idx";--> statement-breakpoint
DROP INDEX "dataset_search_frequency_rating_idx";--> statement-breakpoint
DROP INDEX "dataset_search_frequency_downloads_idx";--> statement-breakpoint
-- The sort indexes carry the signature: dropped with the column, built again carrying the filters' columns alone.
ALTER TABLE "dataset_search" DROP COLUMN "doc_signature";--> statement-breakpoint
DROP FUNCTION search_signature(text[]);--> statement-breakpoint
CREATE INDEX "dataset_search_popular_idx" ON "dataset_search" ("featured", "rating", "total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "update_frequency", "record_count");--> statement-breakpoint
CREATE INDEX "dataset_search_price_idx" ON "dataset_search" ("price_cents", "dataset_id")
  INCLUDE ("category_id", "provider_id", "rating", "format_mask", "update_frequency", "record_count");--> statement-breakpoint
CREATE INDEX "dataset_search_rating_idx" ON "dataset_search" ("rating", "total_reviews", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "format_mask", "update_frequency", "record_count");--> statement-breakpoint
CREATE INDEX "dataset_search_downloads_idx" ON "dataset_search" ("total_downloads", "dataset_id")
  INCLUDE ("category_id", "provider_id", "price_cents", "rating", "format_mask", "update_frequency", "record_count");
