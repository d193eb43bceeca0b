CREATE TABLE "exam_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"question_id" uuid,
	"reported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_students" ADD COLUMN "extra_time_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "shown_position" integer;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "choice_order" text;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "late_by_seconds" integer;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "on_time" jsonb;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "shuffle_choices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_events" ADD CONSTRAINT "exam_events_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_events_exercise_idx" ON "exam_events" USING btree ("exercise_id","at");