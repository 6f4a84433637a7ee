CREATE TABLE "lead_prices" (
	"source" text NOT NULL,
	"lead_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_prices_source_lead_type_pk" PRIMARY KEY("source","lead_type"),
	CONSTRAINT "lead_prices_price_check" CHECK ("lead_prices"."price_cents" between 150 and 1500)
);
--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD COLUMN "lead_type" text;--> statement-breakpoint
ALTER TABLE "lead_import_configs" ADD CONSTRAINT "lead_import_configs_lead_type_check" CHECK ("lead_import_configs"."lead_type" in ('auto', 'home', 'life', 'health', 'medicare', 'business'));--> statement-breakpoint
-- The first price list (cents), inside SPEC.md's $1.50-$15: by lead type, Medicare and business dearest; by source,
-- LinkedIn and Google (searched intent) above Facebook, X and other sources (own forms, lists) below. Imports made
-- before it keep lead_type null and their price, with no floor, until their advertiser chooses a type.
INSERT INTO "lead_prices" ("source", "lead_type", "price_cents")
SELECT s.source, t.lead_type, LEAST(1500, GREATEST(150, round(t.base * s.factor / 50) * 50))::integer
FROM (VALUES ('facebook', 1.0), ('google', 1.5), ('linkedin', 1.75), ('twitter', 0.75), ('other', 0.5)) AS s(source, factor)
CROSS JOIN (VALUES ('auto', 400), ('home', 450), ('life', 500), ('health', 550), ('medicare', 700), ('business', 800)) AS t(lead_type, base)
ON CONFLICT DO NOTHING;
