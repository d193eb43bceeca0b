ALTER TABLE "exercise_answers" ADD COLUMN "auto_reason" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tolerance" double precision DEFAULT 0.01 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tolerance_type" text DEFAULT 'relative' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sig_figs" smallint;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;