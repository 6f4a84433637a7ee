-- Issue 54: a plan change is priced from one state of the plan (its version) and its payment applies only to that
-- state; every period ends a whole number of months after the plan's start (its billing anchor), so a plan started on
-- the 31st renews on the 31st after February. Plans already running keep their current period's start as the anchor.
ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor" timestamp with time zone;--> statement-breakpoint
UPDATE "subscriptions" SET "billing_anchor" = "current_period_start";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "billing_anchor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
