CREATE TABLE "resource_cards" (
	"student_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"streak" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_cards_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "resource_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"is_correct" boolean,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"error_type" smallint DEFAULT 3 NOT NULL,
	"other_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_setting_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"library_id" uuid NOT NULL,
	"chapter_id" uuid,
	"section_id" uuid,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_setting_sources" (
	"student_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	CONSTRAINT "resource_setting_sources_student_id_source_id_pk" PRIMARY KEY("student_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "resource_settings" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"difficulty" text DEFAULT 'all' NOT NULL,
	"is_classroom_student" boolean DEFAULT false NOT NULL,
	"skip" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_cards" ADD CONSTRAINT "resource_cards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_cards" ADD CONSTRAINT "resource_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_records" ADD CONSTRAINT "resource_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_records" ADD CONSTRAINT "resource_records_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reports" ADD CONSTRAINT "resource_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reports" ADD CONSTRAINT "resource_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_nodes" ADD CONSTRAINT "resource_setting_nodes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_nodes" ADD CONSTRAINT "resource_setting_nodes_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_nodes" ADD CONSTRAINT "resource_setting_nodes_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_nodes" ADD CONSTRAINT "resource_setting_nodes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_sources" ADD CONSTRAINT "resource_setting_sources_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_setting_sources" ADD CONSTRAINT "resource_setting_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_settings" ADD CONSTRAINT "resource_settings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_cards_due_idx" ON "resource_cards" USING btree ("student_id","due");--> statement-breakpoint
CREATE INDEX "resource_records_student_idx" ON "resource_records" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resource_records_question_idx" ON "resource_records" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "resource_reports_question_idx" ON "resource_reports" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "resource_reports_open_idx" ON "resource_reports" USING btree ("question_id") WHERE "resource_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "resource_setting_nodes_student_idx" ON "resource_setting_nodes" USING btree ("student_id","position");