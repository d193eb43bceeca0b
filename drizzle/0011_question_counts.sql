CREATE TABLE "question_counts" (
	"teacher_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_counts_teacher_id_language_pk" PRIMARY KEY("teacher_id","language")
);
--> statement-breakpoint
ALTER TABLE "question_counts" ADD CONSTRAINT "question_counts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;