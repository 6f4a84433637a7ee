ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "imported_leads_import_status_idx" ON "imported_leads" USING btree ("import_id","status") WHERE "imported_leads"."import_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key_idx" ON "email_outbox" USING btree ("dedupe_key");