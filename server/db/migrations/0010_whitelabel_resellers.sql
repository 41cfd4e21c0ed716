CREATE TABLE "reseller_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"spinner_url" text,
	"inserted_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_domains" ADD CONSTRAINT "reseller_domains_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;