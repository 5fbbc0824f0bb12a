ALTER TABLE "export_requests" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "runs" integer DEFAULT 0 NOT NULL;