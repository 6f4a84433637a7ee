CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal_for" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_personal_for_unique" UNIQUE("personal_for")
);
--> statement-breakpoint
CREATE TABLE "addon_usage" (
	"subscription_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"addon" text NOT NULL,
	"dataset_id" uuid NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "addon_usage_once" UNIQUE("subscription_id","period_start","addon","dataset_id")
);
--> statement-breakpoint
CREATE TABLE "plan_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"dataset_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_takes_once_per_period" UNIQUE("subscription_id","period_start","dataset_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"realtime" boolean DEFAULT false NOT NULL,
	"team_seats" boolean DEFAULT false NOT NULL,
	"verification" boolean DEFAULT false NOT NULL,
	"enhancement" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"past_due_since" timestamp with time zone,
	"failed_renewals" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'ended')),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('starter', 'professional', 'enterprise')),
	CONSTRAINT "subscriptions_credit_check" CHECK ("subscriptions"."credit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_check";--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_type_check";--> statement-breakpoint
ALTER TABLE "download_grants" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "team_id" uuid;--> statement-breakpoint
-- Every existing user becomes the owner of their personal team, and their grants the team's.
INSERT INTO "teams" ("name", "personal_for") SELECT "name", "id" FROM "users";--> statement-breakpoint
INSERT INTO "team_members" ("team_id", "user_id", "role") SELECT "id", "personal_for", 'owner' FROM "teams";--> statement-breakpoint
UPDATE "download_grants" g SET "team_id" = m."team_id" FROM "team_members" m WHERE m."user_id" = g."user_id";--> statement-breakpoint
ALTER TABLE "download_grants" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "download_grants" ADD COLUMN "plan_take_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_personal_for_users_id_fk" FOREIGN KEY ("personal_for") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_usage" ADD CONSTRAINT "addon_usage_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_usage" ADD CONSTRAINT "addon_usage_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takes" ADD CONSTRAINT "plan_takes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takes" ADD CONSTRAINT "plan_takes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takes" ADD CONSTRAINT "plan_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takes" ADD CONSTRAINT "plan_takes_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner_idx" ON "team_members" USING btree ("team_id") WHERE "team_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "plan_takes_team_created_idx" ON "plan_takes" USING btree ("team_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_team_idx" ON "subscriptions" USING btree ("team_id") WHERE "subscriptions"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "subscriptions_team_created_idx" ON "subscriptions" USING btree ("team_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_plan_take_id_plan_takes_id_fk" FOREIGN KEY ("plan_take_id") REFERENCES "public"."plan_takes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_grants_team_created_idx" ON "download_grants" USING btree ("team_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_plan_take_id_unique" UNIQUE("plan_take_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('purchase', 'recharge', 'subscription'));--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_type_check" CHECK ("sales_daily"."type" in ('purchase', 'recharge', 'subscription'));--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_source_check" CHECK (("download_grants"."order_item_id" is null) <> ("download_grants"."plan_take_id" is null));