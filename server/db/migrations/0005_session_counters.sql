ALTER TABLE "labbook_sessions" ADD COLUMN "action_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labbook_sessions" ADD COLUMN "work_entry_count" integer DEFAULT 0 NOT NULL;