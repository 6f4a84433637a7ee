-- An API key works only while the member who made it is in the key's team (issue 53): a departure revokes their keys
-- with the reason creator_left, and the guard also checks the membership on every request. Keys revoked by hand
-- before this migration get the reason revoked; active keys whose maker is already gone stop now.
ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "api_keys_creator_idx" ON "api_keys" USING btree ("created_by");--> statement-breakpoint
UPDATE "api_keys" SET "revoked_reason" = 'revoked' WHERE "revoked_at" IS NOT NULL;
--> statement-breakpoint
-- Keys whose maker had already left (or whose account is gone) stop now, as they would have had this rule been there.
UPDATE "api_keys" SET "revoked_at" = now(), "revoked_reason" = 'creator_left'
WHERE "revoked_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "team_members" WHERE "team_members"."user_id" = "api_keys"."created_by" AND "team_members"."team_id" = "api_keys"."team_id"
);
