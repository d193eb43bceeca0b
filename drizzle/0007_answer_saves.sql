CREATE TABLE "answer_saves" (
	"student_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"answer" text NOT NULL,
	"content" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_saves_student_id_key_pk" PRIMARY KEY("student_id","key")
);
--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD COLUMN "answer_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_saves" ADD CONSTRAINT "answer_saves_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_saves" ADD CONSTRAINT "answer_saves_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_saves_exercise_idx" ON "answer_saves" USING btree ("exercise_id");