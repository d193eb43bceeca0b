CREATE TYPE "public"."role" AS ENUM('Student', 'Parent', 'Teacher');--> statement-breakpoint
CREATE TABLE "class_sources" (
	"class_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	CONSTRAINT "class_sources_class_id_source_id_pk" PRIMARY KEY("class_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Physics' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"language" text DEFAULT 'en' NOT NULL,
	"register_link" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"bulletin" text DEFAULT '' NOT NULL,
	"payment_info" text DEFAULT '' NOT NULL,
	"include_library" boolean DEFAULT false NOT NULL,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"auto_publish_accuracy" smallint DEFAULT 80 NOT NULL,
	"is_publish" smallint DEFAULT 0 NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"duration_type" smallint DEFAULT 1 NOT NULL,
	"interested" boolean DEFAULT true NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"teacher_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_answers" (
	"exercise_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"auto_correct" boolean,
	"auto_corrected_at" timestamp with time zone,
	"is_correct" boolean,
	"corrected_at" timestamp with time zone,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_answers_exercise_id_question_id_pk" PRIMARY KEY("exercise_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"end_exam_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"correction_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_homework" (
	"class_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_homework_class_id_homework_id_pk" PRIMARY KEY("class_id","homework_id")
);
--> statement-breakpoint
CREATE TABLE "homework" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"due_date" timestamp with time zone,
	"is_exam" boolean DEFAULT false NOT NULL,
	"exam_duration" smallint DEFAULT 15 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_questions" (
	"homework_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "homework_questions_homework_id_question_id_pk" PRIMARY KEY("homework_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_teachers" (
	"library_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	CONSTRAINT "library_teachers_library_id_teacher_id_pk" PRIMARY KEY("library_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Physics' NOT NULL,
	"q_text" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"show_img" boolean DEFAULT false NOT NULL,
	"is_choice" smallint DEFAULT 0 NOT NULL,
	"num_choice" smallint DEFAULT 4 NOT NULL,
	"correct_answer" text DEFAULT '' NOT NULL,
	"difficulty" smallint DEFAULT 3 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_id" uuid,
	"copyright" text DEFAULT '' NOT NULL,
	"answer_a" text DEFAULT '' NOT NULL,
	"answer_b" text DEFAULT '' NOT NULL,
	"answer_c" text DEFAULT '' NOT NULL,
	"answer_d" text DEFAULT '' NOT NULL,
	"answer_e" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"reference_id" text DEFAULT '' NOT NULL,
	"library_id" uuid,
	"chapter_id" uuid,
	"section_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"parent_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade_in_school_year" smallint,
	"grade_in_school_year_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sources" ADD CONSTRAINT "class_sources_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sources" ADD CONSTRAINT "class_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_interests" ADD CONSTRAINT "class_interests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_interests" ADD CONSTRAINT "class_interests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD CONSTRAINT "exercise_answers_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_answers" ADD CONSTRAINT "exercise_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_homework" ADD CONSTRAINT "class_homework_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_homework" ADD CONSTRAINT "class_homework_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_questions" ADD CONSTRAINT "homework_questions_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_questions" ADD CONSTRAINT "homework_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_teachers" ADD CONSTRAINT "library_teachers_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_teachers" ADD CONSTRAINT "library_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sources_source_idx" ON "class_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id","language","created_at");--> statement-breakpoint
CREATE INDEX "classes_public_idx" ON "classes" USING btree ("is_publish","language","order_index");--> statement-breakpoint
CREATE INDEX "sources_teacher_idx" ON "sources" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_interests_class_student_key" ON "class_interests" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "class_interests_student_idx" ON "class_interests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_class_homework_student_key" ON "exercises" USING btree ("class_id","homework_id","student_id");--> statement-breakpoint
CREATE INDEX "exercises_student_idx" ON "exercises" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE INDEX "class_homework_homework_idx" ON "class_homework" USING btree ("homework_id");--> statement-breakpoint
CREATE INDEX "homework_teacher_idx" ON "homework" USING btree ("teacher_id","language","created_at");--> statement-breakpoint
CREATE INDEX "homework_questions_question_idx" ON "homework_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "chapters_library_idx" ON "chapters" USING btree ("library_id","position");--> statement-breakpoint
CREATE INDEX "library_teachers_teacher_idx" ON "library_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "sections_chapter_idx" ON "sections" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "questions_teacher_idx" ON "questions" USING btree ("teacher_id","language","created_at");--> statement-breakpoint
CREATE INDEX "questions_teacher_name_trgm_idx" ON "questions" USING gin ("teacher_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_library_idx" ON "questions" USING btree ("library_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_chapter_idx" ON "questions" USING btree ("chapter_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_source_idx" ON "questions" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_student_key" ON "family_links" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");