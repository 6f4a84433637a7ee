ALTER TABLE "user_balances" ADD COLUMN "auto_recharge_daily_max_count" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "auto_recharge_daily_max_cents" integer DEFAULT 150000 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "auto_recharge_day" date;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "auto_recharges_on_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_balances" ADD COLUMN "auto_recharged_cents_on_day" integer DEFAULT 0 NOT NULL;