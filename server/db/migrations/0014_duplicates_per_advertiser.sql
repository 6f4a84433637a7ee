DROP INDEX "imported_leads_email_config_idx";--> statement-breakpoint
DROP INDEX "imported_leads_phone_config_idx";--> statement-breakpoint
CREATE INDEX "imported_leads_user_email_idx" ON "imported_leads" USING btree ("user_id","email","imported_at");--> statement-breakpoint
CREATE INDEX "imported_leads_user_phone_idx" ON "imported_leads" USING btree ("user_id","phone","imported_at");