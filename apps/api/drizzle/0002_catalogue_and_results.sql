CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "interest_ratings" (
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"rating" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_ratings_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "interest_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personality_answers" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"score" smallint NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personality_answers_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "personality_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_version" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_release" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"release" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_zones" (
	"zone" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"experience" text NOT NULL,
	"education" text NOT NULL,
	"training" text NOT NULL,
	"examples" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_skills" (
	"code" text NOT NULL,
	"element_id" text NOT NULL,
	"name" text NOT NULL,
	"importance" real NOT NULL,
	"level" real,
	CONSTRAINT "occupation_skills_code_element_id_pk" PRIMARY KEY("code","element_id")
);
--> statement-breakpoint
CREATE TABLE "occupation_tasks" (
	"code" text NOT NULL,
	"task_id" integer NOT NULL,
	"task" text NOT NULL,
	"core" boolean NOT NULL,
	"incumbents_responding" real,
	CONSTRAINT "occupation_tasks_code_task_id_pk" PRIMARY KEY("code","task_id")
);
--> statement-breakpoint
CREATE TABLE "occupation_technologies" (
	"code" text NOT NULL,
	"example" text NOT NULL,
	"category" text NOT NULL,
	"hot" boolean NOT NULL,
	"in_demand" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_titles" (
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_work_values" (
	"code" text NOT NULL,
	"element_id" text NOT NULL,
	"name" text NOT NULL,
	"extent" real NOT NULL,
	CONSTRAINT "occupation_work_values_code_element_id_pk" PRIMARY KEY("code","element_id")
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"job_zone" smallint,
	"interests" real[],
	"high_points" text,
	"typical_education" text,
	"typical_education_share" real
);
--> statement-breakpoint
CREATE TABLE "related_occupations" (
	"code" text NOT NULL,
	"related_code" text NOT NULL,
	"tier" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "related_occupations_code_related_code_pk" PRIMARY KEY("code","related_code")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_ratings" ADD CONSTRAINT "interest_ratings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_results" ADD CONSTRAINT "interest_results_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_answers" ADD CONSTRAINT "personality_answers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_reports" ADD CONSTRAINT "personality_reports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_results_user" ON "interest_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "personality_reports_user" ON "personality_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "occupation_technologies_code" ON "occupation_technologies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "occupation_titles_code" ON "occupation_titles" USING btree ("code");