CREATE TABLE "item_imports" (
	"business_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'PREVIEW' NOT NULL,
	"file_name" text NOT NULL,
	"language" text NOT NULL,
	"outlet_ids" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"refused_rows" integer NOT NULL,
	"new_items" integer DEFAULT 0 NOT NULL,
	"updated_items" integer DEFAULT 0 NOT NULL,
	"new_categories" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "item_imports_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "item_imports_status_ck" CHECK ("item_imports"."status" in ('PREVIEW', 'QUEUED', 'RUNNING', 'SUCCESS', 'FAILURE')),
	CONSTRAINT "item_imports_language_ck" CHECK ("item_imports"."language" in ('en', 'id'))
);
--> statement-breakpoint
ALTER TABLE "export_requests" DROP CONSTRAINT "export_requests_feature_ck";--> statement-breakpoint
ALTER TABLE "item_imports" ADD CONSTRAINT "item_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_imports" ADD CONSTRAINT "item_imports_created_by_fk" FOREIGN KEY ("business_id","created_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_imports_business_created_idx" ON "item_imports" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_feature_ck" CHECK ("export_requests"."feature_name" in ('order-export-transaction', 'order-export-item-detail', 'order-export-cancelled', 'order-export-void', 'items', 'account-data-bundle'));