-- Which transaction charged each lead (GET /api/v1/leads reads charges in this order, up to the oldest transaction
-- still running). ingest_leads and release_held_leads set it from now on (server/db/functions). Leads charged before
-- get negative values in charge order (charged_at, then arrival), below every real transaction id, so they come
-- first and no later charge can sort before them. The check comes after the backfill.
ALTER TABLE "imported_leads" ADD COLUMN "charge_xid" bigint;--> statement-breakpoint
UPDATE "imported_leads" l SET "charge_xid" = o.xid FROM (
  SELECT id, row_number() OVER (ORDER BY charged_at, seq) - count(*) OVER () - 1 AS xid
  FROM "imported_leads" WHERE charged_at IS NOT NULL
) o WHERE l.id = o.id;--> statement-breakpoint
ALTER TABLE "imported_leads" ADD CONSTRAINT "imported_leads_charge_xid_check" CHECK ("imported_leads"."charged_at" is null or "imported_leads"."charge_xid" is not null);--> statement-breakpoint
CREATE INDEX "imported_leads_user_charge_idx" ON "imported_leads" USING btree ("user_id","charge_xid","seq") WHERE "imported_leads"."charge_xid" is not null;
