DROP INDEX "questions_teacher_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_teacher_name_lower_trgm_idx" ON "questions" USING gin ("teacher_id","name_lower" gin_trgm_ops);