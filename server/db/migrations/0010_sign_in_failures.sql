-- Failed sign-ins per account, for the per-account lockout (server/modules/auth/sign-in-lockout.ts).
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
