-- Indexes that read newest-first: ORDER BY x DESC means DESC NULLS FIRST, which an index built DESC NULLS LAST
-- cannot serve (every list sorted in memory instead). Recreated to match; plus the daily sales and activity rollups.
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_day_type_pk" PRIMARY KEY("day","type"),
	CONSTRAINT "sales_daily_type_check" CHECK ("sales_daily"."type" in ('purchase', 'recharge'))
);
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"lead_spend_cents" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_status_idx";--> statement-breakpoint
DROP INDEX "users_last_sign_in_idx";--> statement-breakpoint
DROP INDEX "datasets_popular_idx";--> statement-breakpoint
DROP INDEX "datasets_rating_idx";--> statement-breakpoint
DROP INDEX "datasets_downloads_idx";--> statement-breakpoint
DROP INDEX "datasets_created_at_idx";--> statement-breakpoint
DROP INDEX "providers_verified_rating_idx";--> statement-breakpoint
DROP INDEX "reviews_dataset_created_idx";--> statement-breakpoint
DROP INDEX "download_grants_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "wishlist_items_user_created_idx";--> statement-breakpoint
DROP INDEX "balance_transactions_user_seq_idx";--> statement-breakpoint
DROP INDEX "imported_leads_user_imported_idx";--> statement-breakpoint
DROP INDEX "lead_import_configs_user_created_idx";--> statement-breakpoint
DROP INDEX "lead_imports_user_created_idx";--> statement-breakpoint
DROP INDEX "content_items_updated_at_idx";--> statement-breakpoint
DROP INDEX "content_versions_key_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "users_last_sign_in_desc_idx" ON "users" USING btree ("last_sign_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_type_created_idx" ON "orders" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_type_status_created_idx" ON "orders" USING btree ("type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "balance_transactions_kind_created_idx" ON "balance_transactions" USING btree ("kind","created_at","amount_cents");--> statement-breakpoint
CREATE INDEX "imported_leads_imported_at_idx" ON "imported_leads" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_idx" ON "users" USING btree ("last_sign_in_at","id");--> statement-breakpoint
CREATE INDEX "datasets_popular_idx" ON "datasets" USING btree ("featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"total_downloads" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "datasets_rating_idx" ON "datasets" USING btree ("rating" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "datasets_downloads_idx" ON "datasets" USING btree ("total_downloads" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "datasets_created_at_idx" ON "datasets" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "providers_verified_rating_idx" ON "providers" USING btree ("verified","rating" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_dataset_created_idx" ON "reviews" USING btree ("dataset_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "download_grants_user_created_idx" ON "download_grants" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "balance_transactions_user_seq_idx" ON "balance_transactions" USING btree ("user_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "imported_leads_user_imported_idx" ON "imported_leads" USING btree ("user_id","imported_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_import_configs_user_created_idx" ON "lead_import_configs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_imports_user_created_idx" ON "lead_imports" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_updated_at_idx" ON "content_items" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_versions_key_created_idx" ON "content_versions" USING btree ("key","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);
--> statement-breakpoint
-- The days before this migration, from the orders and refunds themselves.
INSERT INTO "sales_daily" ("day", "type", "orders", "revenue_cents")
SELECT ("paid_at" AT TIME ZONE 'utc')::date, "type", count(*), sum("total_amount_cents") FROM "orders" WHERE "paid_at" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "sales_daily" ("day", "type", "refunded_cents")
SELECT (r."updated_at" AT TIME ZONE 'utc')::date, o."type", sum(r."amount_cents") FROM "refunds" r JOIN "orders" o ON o."id" = r."order_id"
WHERE r."status" = 'succeeded' GROUP BY 1, 2
ON CONFLICT ("day", "type") DO UPDATE SET "refunded_cents" = excluded."refunded_cents";
