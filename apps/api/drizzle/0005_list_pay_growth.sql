ALTER TABLE "occupations" ADD COLUMN "median_pay" real;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "pay_basis" text;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "growth_percent" real;