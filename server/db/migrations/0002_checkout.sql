CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_payment_intents_amount_check" CHECK ("local_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_pending_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" = 'pending' and "orders"."payment_intent_id" is not null;