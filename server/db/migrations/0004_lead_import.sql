CREATE TABLE "saved_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"test_decline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"config_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sha256" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"admin_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_returns_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "lead_returns_status_check" CHECK ("lead_returns"."status" in ('requested', 'approved', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "imported_leads" DROP CONSTRAINT "imported_leads_config_source_key";--> statement-breakpoint
ALTER TABLE "balance_transactions" DROP CONSTRAINT "balance_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "imported_leads" DROP CONSTRAINT "imported_leads_status_check";--> statement-breakpoint
ALTER TABLE "lead_import_configs" DROP CONSTRAINT "lead_import_configs_source_check";--> statement-breakpoint
DROP INDEX "balance_transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "imported_leads_config_email_idx";--> statement-breakpoint
DROP INDEX "lead_import_configs_facebook_form_idx";--> statement-breakpoint
DROP INDEX "imported_leads_user_imported_idx";--> statement-breakpoint
DROP INDEX "imported_leads_pending_idx";--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "balance_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "auto_recharge_paused_reason" text;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "recharge_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "low_balance_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "imported_leads_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "quality_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "errors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "duplicate_of_id" uuid;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "google_key" text;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "facebook_page_token" text;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_config_id_lead_import_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."lead_import_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_lead_id_imported_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."imported_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_user_created_idx" ON "lead_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_returns_status_created_idx" ON "lead_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "balance_transactions_user_seq_idx" ON "balance_transactions" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imported_leads_email_config_idx" ON "imported_leads" USING btree ("email","config_id","imported_at");--> statement-breakpoint
CREATE INDEX "imported_leads_phone_config_idx" ON "imported_leads" USING btree ("phone","config_id","imported_at");--> statement-breakpoint
CREATE INDEX "lead_import_configs_facebook_page_idx" ON "lead_import_configs" USING btree ("facebook_page_id") WHERE "lead_import_configs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "imported_leads_user_imported_idx" ON "imported_leads" USING btree ("user_id","imported_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imported_leads_pending_idx" ON "imported_leads" USING btree ("user_id","seq") WHERE "imported_leads"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "imported_leads" ADD CONSTRAINT "imported_leads_source_config_key" UNIQUE("source_lead_id","config_id");--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_balance_after_check" CHECK ("balance_transactions"."balance_after_cents" >= 0);--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_kind_check" CHECK ("balance_transactions"."kind" in ('recharge', 'lead_charge', 'lead_return', 'refund', 'adjustment'));--> statement-breakpoint
ALTER TABLE "user_balances" ADD CONSTRAINT "user_balances_threshold_check" CHECK ("user_balances"."recharge_threshold_cents" >= 0);--> statement-breakpoint
ALTER TABLE "user_balances" ADD CONSTRAINT "user_balances_recharge_amount_check" CHECK ("user_balances"."recharge_amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "imported_leads" ADD CONSTRAINT "imported_leads_status_check" CHECK ("imported_leads"."status" in ('delivered', 'pending', 'failed', 'duplicate', 'returned', 'test'));--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD CONSTRAINT "lead_import_configs_source_check" CHECK ("lead_import_configs"."campaign_source" in ('facebook', 'google', 'linkedin', 'twitter', 'other'));