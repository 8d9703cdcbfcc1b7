CREATE TABLE "career_verdicts" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"verdict" text NOT NULL,
	"fit_band" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_verdicts_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "career_verdicts" ADD CONSTRAINT "career_verdicts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;