ALTER TABLE "datasets" ALTER COLUMN "data_formats" SET DEFAULT '{CSV,JSON,Excel,XML}'::text[];--> statement-breakpoint
-- Every purchase downloads in these formats (the stored CSV converted on the way out), so every dataset lists them;
-- "API" goes until a purchase delivers through the data API. The search rows follow through their triggers.
UPDATE "datasets" SET "data_formats" = '{CSV,JSON,Excel,XML}'::text[] WHERE "data_formats" IS DISTINCT FROM '{CSV,JSON,Excel,XML}'::text[];
