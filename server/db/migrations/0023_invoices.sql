CREATE TABLE "billing_profiles" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"bill_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."tax_cents")
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_team_issued_idx" ON "invoices" USING btree ("team_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_user_issued_idx" ON "invoices" USING btree ("user_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint-- Every order paid before invoices existed gets one, numbered per UTC year in the order it was paid, issued when it
-- was paid, made out from the order's billing details, without tax (none was configured then).
INSERT INTO "invoices" ("number", "order_id", "user_id", "team_id", "issued_at", "currency", "seller", "bill_to", "lines", "subtotal_cents", "tax_lines", "tax_cents", "total_cents")
SELECT
  'INV-' || p."year" || '-' || lpad(p."n"::text, 6, '0'),
  o."id", o."user_id", m."team_id", o."paid_at", o."currency",
  jsonb_build_object(
    'name', coalesce((SELECT "value" FROM "content_items" WHERE "key" = 'brand_name'), 'DataCSV'),
    'address', coalesce((SELECT "value" FROM "content_items" WHERE "key" = 'footer_address'), '')),
  jsonb_build_object(
    'companyName', NULL, 'taxId', NULL,
    'name', coalesce(o."billing_details" ->> 'name', ''),
    'email', coalesce(o."billing_details" ->> 'email', o."user_email"),
    'address', coalesce(o."billing_details" -> 'address', '{}'::jsonb)),
  coalesce(CASE o."type"
    WHEN 'recharge' THEN jsonb_build_array(jsonb_build_object(
      'description', 'Lead balance top-up', 'quantity', 1, 'unitCents', o."total_amount_cents", 'amountCents', o."total_amount_cents"))
    -- A plan payment's own lines when they add up to the total, else one line for the total (as issue-invoice.ts).
    WHEN 'subscription' THEN CASE
      WHEN jsonb_typeof(o."metadata" -> 'lines') IS DISTINCT FROM 'array' THEN NULL
      WHEN (SELECT sum((l ->> 'amountCents')::int) FROM jsonb_array_elements(o."metadata" -> 'lines') l) = o."total_amount_cents" THEN o."metadata" -> 'lines'
    END
    ELSE coalesce((SELECT jsonb_agg(jsonb_build_object(
        'description', i."title", 'quantity', i."quantity", 'unitCents', i."price_cents", 'amountCents', i."price_cents" * i."quantity")
        ORDER BY i."title", i."id")
      FROM "order_items" i WHERE i."order_id" = o."id"), '[]'::jsonb)
  END, jsonb_build_array(jsonb_build_object(
    'description', 'Plan payment', 'quantity', 1, 'unitCents', o."total_amount_cents", 'amountCents', o."total_amount_cents"))),
  o."total_amount_cents", '[]'::jsonb, 0, o."total_amount_cents"
FROM (
  SELECT "id", extract(year FROM "paid_at" AT TIME ZONE 'UTC')::int AS "year",
    row_number() OVER (PARTITION BY extract(year FROM "paid_at" AT TIME ZONE 'UTC') ORDER BY "paid_at", "id") AS "n"
  FROM "orders" WHERE "paid_at" IS NOT NULL AND "payment_status" IN ('paid', 'partially_refunded', 'refunded')
) p
JOIN "orders" o ON o."id" = p."id"
LEFT JOIN "team_members" m ON m."user_id" = o."user_id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT extract(year FROM "issued_at" AT TIME ZONE 'UTC')::int, count(*) FROM "invoices" GROUP BY 1;
