ALTER TABLE "imported_leads" DROP CONSTRAINT "imported_leads_status_check";--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "daily_spend_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "monthly_spend_cap_cents" integer;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "spend_day" date;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "spent_cents_on_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "spend_month" date;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "spent_cents_in_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "cap_notice_key" text;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "daily_budget_cents" integer;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "daily_lead_cap" integer;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "spend_day" date;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "spent_cents_on_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "leads_on_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "cap_notice_key" text;--> statement-breakpoint
CREATE INDEX "imported_leads_held_idx" ON "imported_leads" USING btree ("user_id","seq") WHERE "imported_leads"."status" in ('pending', 'over_cap');--> statement-breakpoint
CREATE INDEX "imported_leads_over_cap_idx" ON "imported_leads" USING btree ("config_id","seq") WHERE "imported_leads"."status" = 'over_cap';--> statement-breakpoint
ALTER TABLE "user_balances" ADD CONSTRAINT "user_balances_spend_caps_check" CHECK ("user_balances"."daily_spend_cap_cents" >= 0 and "user_balances"."monthly_spend_cap_cents" >= 0);--> statement-breakpoint
ALTER TABLE "imported_leads" ADD CONSTRAINT "imported_leads_status_check" CHECK ("imported_leads"."status" in ('delivered', 'pending', 'over_cap', 'failed', 'duplicate', 'returned', 'test'));--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD CONSTRAINT "lead_import_configs_caps_check" CHECK ("lead_import_configs"."daily_budget_cents" >= 0 and "lead_import_configs"."daily_lead_cap" >= 0);--> statement-breakpoint
-- ingest_leads lost its p_store_rejected argument (every refused lead is now kept as failed): the old signature goes,
-- and server/db/functions/ingest_leads.sql creates the new one after the migrations.
DROP FUNCTION IF EXISTS ingest_leads(uuid, uuid, integer, text, uuid, boolean, text, jsonb);