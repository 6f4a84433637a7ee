DROP INDEX "imported_leads_user_email_idx";--> statement-breakpoint
DROP INDEX "imported_leads_user_phone_idx";--> statement-breakpoint
CREATE INDEX "imported_leads_email_user_idx" ON "imported_leads" USING btree ("email","user_id","imported_at");--> statement-breakpoint
CREATE INDEX "imported_leads_phone_user_idx" ON "imported_leads" USING btree ("phone","user_id","imported_at");