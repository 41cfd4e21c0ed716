CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "labbook_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"actions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labbook_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"entry_type" smallint NOT NULL,
	"timestamp" bigint NOT NULL,
	"content" text NOT NULL,
	"file_name" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labbook_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"lab_type" integer NOT NULL,
	"open" bigint NOT NULL,
	"duration" bigint DEFAULT 0 NOT NULL,
	"meta_data" jsonb,
	"is_xapi" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_name" text PRIMARY KEY NOT NULL,
	"client_key" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"sha256" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"verb_id" text NOT NULL,
	"object_id" text NOT NULL,
	"timestamp" timestamp (3) with time zone NOT NULL,
	"stored" timestamp (3) with time zone NOT NULL,
	"statement" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"type" integer NOT NULL,
	"lab_type" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"object" text DEFAULT '{}' NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "labbook_actions" ADD CONSTRAINT "labbook_actions_session_id_labbook_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."labbook_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labbook_entries" ADD CONSTRAINT "labbook_entries_session_id_labbook_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."labbook_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labbook_entries" ADD CONSTRAINT "labbook_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labbook_sessions" ADD CONSTRAINT "labbook_sessions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "labbook_actions_session_idx" ON "labbook_actions" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "labbook_entries_actor_timestamp_idx" ON "labbook_entries" USING btree ("actor_id","timestamp");--> statement-breakpoint
CREATE INDEX "labbook_entries_session_idx" ON "labbook_entries" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "labbook_sessions_actor_open_idx" ON "labbook_sessions" USING btree ("actor_id","open","id");--> statement-breakpoint
CREATE INDEX "labbook_sessions_actor_updated_idx" ON "labbook_sessions" USING btree ("actor_id","updated_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "xapi_statements_actor_timestamp_idx" ON "xapi_statements" USING btree ("actor_id","timestamp");--> statement-breakpoint
CREATE INDEX "xapi_statements_actor_stored_idx" ON "xapi_statements" USING btree ("actor_id","stored","id");--> statement-breakpoint
CREATE INDEX "xapi_statements_stored_idx" ON "xapi_statements" USING btree ("stored");--> statement-breakpoint
CREATE INDEX "presets_owner_type_idx" ON "presets" USING btree ("owner_id","type","lab_type");