CREATE TABLE "lti_login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"binding_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_pending_redirects" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"inserted_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_login_tickets" ADD CONSTRAINT "lti_login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_pending_redirects" ADD CONSTRAINT "lti_pending_redirects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_login_tickets_expires_at_idx" ON "lti_login_tickets" USING btree ("expires_at");