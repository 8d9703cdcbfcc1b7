CREATE TABLE "closed_accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
