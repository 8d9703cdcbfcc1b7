ALTER TABLE "personality_reports" ADD COLUMN "share_id" text;--> statement-breakpoint
ALTER TABLE "personality_reports" ADD CONSTRAINT "personality_reports_share_id_unique" UNIQUE("share_id");