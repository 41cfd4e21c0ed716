CREATE TABLE "pdf_export_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pdf_export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"export_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_export_jobs_user_export_idx" ON "pdf_export_jobs" USING btree ("user_id","export_id");--> statement-breakpoint
CREATE INDEX "pdf_export_jobs_available_idx" ON "pdf_export_jobs" USING btree ("available_at","id");