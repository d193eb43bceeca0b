ALTER TABLE "answer_saves" DROP CONSTRAINT "answer_saves_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_answers" SET (fillfactor = 80);