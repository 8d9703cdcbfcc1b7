ALTER TABLE "personality_reports" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "highest_education" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A name already on a profile counts as the person's own: the sign-in's name never replaces it.
UPDATE "profiles" SET "name_seeded" = true WHERE "display_name" IS NOT NULL;--> statement-breakpoint
-- Life stage, country and education now live only in the profile. Where both places hold a value,
-- the one saved later wins; nothing held in only one place is lost.
UPDATE "profiles" AS p SET
  "life_stage" = CASE
    WHEN p."life_stage" IS NULL OR o."updated_at" > p."updated_at" THEN coalesce(o."answers"->>'lifeStage', p."life_stage")
    ELSE p."life_stage" END,
  "country" = CASE
    WHEN p."country" IS NULL OR o."updated_at" > p."updated_at" THEN coalesce(o."answers"->>'country', p."country")
    ELSE p."country" END,
  "highest_education" = o."answers"->>'highestEducation'
FROM "onboarding" AS o
WHERE o."user_id" = p."id";--> statement-breakpoint
UPDATE "onboarding" SET "answers" = "answers" - 'lifeStage' - 'country' - 'highestEducation';--> statement-breakpoint
-- A newest report whose full set of answers is still held (all given before it was made) keeps them.
UPDATE "personality_reports" AS r SET "answers" = held."answers"
FROM (
  SELECT a."user_id", jsonb_agg(jsonb_build_object('itemId', a."item_id", 'score', a."score") ORDER BY a."item_id") AS "answers", max(a."answered_at") AS "last", count(*) AS "n"
  FROM "personality_answers" AS a GROUP BY a."user_id"
) AS held
WHERE held."user_id" = r."user_id" AND held."n" = 120 AND held."last" <= r."created_at"
  AND r."created_at" = (SELECT max(x."created_at") FROM "personality_reports" AS x WHERE x."user_id" = r."user_id");
