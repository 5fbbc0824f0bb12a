CREATE TABLE "business_deletion_tickets" (
	"id" serial NOT NULL,
	"business_id" integer NOT NULL,
	"ticket_number" text NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"purge_started_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "business_deletion_tickets_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_deletion_tickets" ADD CONSTRAINT "business_deletion_tickets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_deletion_tickets_number_uq" ON "business_deletion_tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "business_deletion_tickets_open_uq" ON "business_deletion_tickets" USING btree ("business_id") WHERE "business_deletion_tickets"."status" in ('open', 'purging');--> statement-breakpoint
CREATE INDEX "business_deletion_tickets_due_idx" ON "business_deletion_tickets" USING btree ("status","purge_on");