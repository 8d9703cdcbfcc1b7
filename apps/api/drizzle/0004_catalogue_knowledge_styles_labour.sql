CREATE TABLE "content_elements" (
	"element_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_knowledge" (
	"code" text NOT NULL,
	"element_id" text NOT NULL,
	"name" text NOT NULL,
	"importance" real NOT NULL,
	"level" real,
	CONSTRAINT "occupation_knowledge_code_element_id_pk" PRIMARY KEY("code","element_id")
);
--> statement-breakpoint
CREATE TABLE "occupation_outlook" (
	"code" text PRIMARY KEY NOT NULL,
	"soc" text NOT NULL,
	"soc_title" text NOT NULL,
	"scope" text NOT NULL,
	"employment_start" real,
	"employment_end" real,
	"change_percent" real,
	"openings_per_year" real,
	"education" text,
	"experience" text,
	"training" text,
	"handbook_url" text
);
--> statement-breakpoint
CREATE TABLE "occupation_pay" (
	"code" text PRIMARY KEY NOT NULL,
	"soc" text NOT NULL,
	"soc_title" text NOT NULL,
	"scope" text NOT NULL,
	"employment" integer,
	"annual" jsonb,
	"hourly" jsonb,
	"top_coded" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_work_styles" (
	"code" text NOT NULL,
	"element_id" text NOT NULL,
	"impact" real NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "occupation_work_styles_code_element_id_pk" PRIMARY KEY("code","element_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_release" ADD COLUMN "labour" jsonb;