CREATE TABLE "question_versions" (
	"question_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_versions_question_id_version_pk" PRIMARY KEY("question_id","version")
);
--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "hints_shown" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "scores" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "question_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "body" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_records" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "exercise_answers" SET "score" = CASE WHEN "auto_correct" THEN 1 ELSE 0 END WHERE "auto_correct" IS NOT NULL;--> statement-breakpoint
UPDATE "resource_records" SET "score" = CASE WHEN "is_correct" THEN 1 ELSE 0 END WHERE "is_correct" IS NOT NULL;
