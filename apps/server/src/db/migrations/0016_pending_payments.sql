ALTER TABLE "billing_invoices" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "pending_until" timestamp with time zone;