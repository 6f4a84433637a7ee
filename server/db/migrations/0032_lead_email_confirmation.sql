-- E-mail per lead goes to an address other than the account's only once that address confirmed by a link (issue 53).
-- Addresses saved before this migration start unconfirmed: their import's delivery settings say so and resend the link.
ALTER TABLE "lead_delivery_endpoints" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_delivery_endpoints" ADD COLUMN "email_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "lead_delivery_endpoints" ADD CONSTRAINT "lead_delivery_endpoints_email_confirm_token_hash_unique" UNIQUE("email_confirm_token_hash");