CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"lab" text NOT NULL,
	"meta_data" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"object" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"owner_id" text DEFAULT 'SYSTEM' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_activities" (
	"topic_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_activities_topic_id_activity_id_pk" PRIMARY KEY("topic_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "template_topics" ADD CONSTRAINT "template_topics_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_activities" ADD CONSTRAINT "topic_activities_topic_id_template_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."template_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_activities" ADD CONSTRAINT "topic_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_topics_template_idx" ON "template_topics" USING btree ("template_id","position");