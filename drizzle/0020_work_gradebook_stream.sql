CREATE TABLE "class_post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments_on" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_attempts" (
	"exercise_id" uuid NOT NULL,
	"attempt" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"earned" real NOT NULL,
	"possible" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_attempts_exercise_id_attempt_pk" PRIMARY KEY("exercise_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "grade_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"weight" real NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_comments" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_comments_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "work_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"question_id" uuid,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"marked_path" text,
	"marked_at" timestamp with time zone,
	"marked_by" uuid,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_homework" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "work_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "points" real;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "late_penalty_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "attempts_allowed" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "homework" ADD COLUMN "attempts_counted" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_post_comments" ADD CONSTRAINT "class_post_comments_post_id_class_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."class_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_post_comments" ADD CONSTRAINT "class_post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_posts" ADD CONSTRAINT "class_posts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_posts" ADD CONSTRAINT "class_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_categories" ADD CONSTRAINT "grade_categories_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_photos" ADD CONSTRAINT "work_photos_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_photos" ADD CONSTRAINT "work_photos_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_post_comments_post_idx" ON "class_post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "class_posts_class_idx" ON "class_posts" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "grade_categories_class_idx" ON "grade_categories" USING btree ("class_id","position");--> statement-breakpoint
CREATE INDEX "report_comments_student_idx" ON "report_comments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "work_photos_exercise_idx" ON "work_photos" USING btree ("exercise_id","question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "work_photos_client_key" ON "work_photos" USING btree ("exercise_id","client_key");--> statement-breakpoint
ALTER TABLE "class_homework" ADD CONSTRAINT "class_homework_category_id_grade_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."grade_categories"("id") ON DELETE set null ON UPDATE no action;