CREATE TABLE "lti_consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"consumer_key" text NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"autoprovision" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lti_consumers_consumer_key_unique" UNIQUE("consumer_key")
);
--> statement-breakpoint
CREATE TABLE "lti_nonces" (
	"consumer_key" text NOT NULL,
	"nonce" text NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "lti_nonces_consumer_key_nonce_pk" PRIMARY KEY("consumer_key","nonce")
);
--> statement-breakpoint
CREATE TABLE "lti_user_links" (
	"consumer_id" integer NOT NULL,
	"lti_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "lti_user_links_consumer_id_lti_user_id_pk" PRIMARY KEY("consumer_id","lti_user_id")
);
--> statement-breakpoint
CREATE TABLE "ws_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_date" bigint DEFAULT 0 NOT NULL,
	"end_date" bigint DEFAULT 2000000000 NOT NULL,
	"pts_poss" integer DEFAULT 0 NOT NULL,
	"lab_type" integer
);
--> statement-breakpoint
CREATE TABLE "ws_course_members" (
	"course_id" integer NOT NULL,
	"ws_user_id" integer NOT NULL,
	"role" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	CONSTRAINT "ws_course_members_course_id_ws_user_id_role_pk" PRIMARY KEY("course_id","ws_user_id","role")
);
--> statement-breakpoint
CREATE TABLE "ws_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_ws_id" integer,
	"enroll_key" text,
	"group_id" integer,
	"template_id" integer,
	"is_template" boolean DEFAULT false NOT NULL,
	"gb_mode" integer DEFAULT 21 NOT NULL,
	"tutor_grading" boolean DEFAULT false NOT NULL,
	"default_time" text DEFAULT '10:00' NOT NULL,
	"late_pass_hours" integer DEFAULT 24 NOT NULL,
	"theme" text DEFAULT 'modern' NOT NULL,
	"inserted_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ws_courses_enroll_key_unique" UNIQUE("enroll_key"),
	CONSTRAINT "ws_courses_group_id_unique" UNIQUE("group_id")
);
--> statement-breakpoint
CREATE TABLE "ws_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer,
	"item_type" text DEFAULT 'Assessment' NOT NULL,
	"type_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ws_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"answer" double precision,
	"tolerance_percent" double precision DEFAULT 2 NOT NULL,
	"measurement" text,
	"unit" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_choice" integer
);
--> statement-breakpoint
CREATE TABLE "ws_scores" (
	"assessment_id" integer NOT NULL,
	"ws_user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ws_scores_assessment_id_ws_user_id_pk" PRIMARY KEY("assessment_id","ws_user_id")
);
--> statement-breakpoint
CREATE TABLE "ws_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ws_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rights" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "ws_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "lti_consumers" ADD CONSTRAINT "lti_consumers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user_links" ADD CONSTRAINT "lti_user_links_consumer_id_lti_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."lti_consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user_links" ADD CONSTRAINT "lti_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_assessments" ADD CONSTRAINT "ws_assessments_course_id_ws_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ws_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_assessments" ADD CONSTRAINT "ws_assessments_section_id_ws_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."ws_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_course_members" ADD CONSTRAINT "ws_course_members_course_id_ws_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ws_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_course_members" ADD CONSTRAINT "ws_course_members_ws_user_id_ws_users_id_fk" FOREIGN KEY ("ws_user_id") REFERENCES "public"."ws_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_courses" ADD CONSTRAINT "ws_courses_owner_ws_id_ws_users_id_fk" FOREIGN KEY ("owner_ws_id") REFERENCES "public"."ws_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_courses" ADD CONSTRAINT "ws_courses_group_id_class_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."class_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_courses" ADD CONSTRAINT "ws_courses_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_items" ADD CONSTRAINT "ws_items_course_id_ws_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ws_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_items" ADD CONSTRAINT "ws_items_section_id_ws_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."ws_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_questions" ADD CONSTRAINT "ws_questions_assessment_id_ws_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."ws_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_scores" ADD CONSTRAINT "ws_scores_assessment_id_ws_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."ws_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_scores" ADD CONSTRAINT "ws_scores_ws_user_id_ws_users_id_fk" FOREIGN KEY ("ws_user_id") REFERENCES "public"."ws_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_scores" ADD CONSTRAINT "ws_scores_course_id_ws_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ws_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_sections" ADD CONSTRAINT "ws_sections_course_id_ws_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ws_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ws_users" ADD CONSTRAINT "ws_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ws_assessments_course_idx" ON "ws_assessments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "ws_course_members_user_idx" ON "ws_course_members" USING btree ("ws_user_id");--> statement-breakpoint
CREATE INDEX "ws_courses_owner_idx" ON "ws_courses" USING btree ("owner_ws_id");--> statement-breakpoint
CREATE INDEX "ws_items_course_idx" ON "ws_items" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "ws_questions_assessment_idx" ON "ws_questions" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE INDEX "ws_scores_course_idx" ON "ws_scores" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "ws_sections_course_idx" ON "ws_sections" USING btree ("course_id","position");