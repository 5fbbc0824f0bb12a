CREATE TABLE "export_requests" (
	"business_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"feature_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"outlet_id" integer,
	"outlet_ids" jsonb NOT NULL,
	"file_id" uuid,
	"error_message" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "export_requests_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "export_requests_status_ck" CHECK ("export_requests"."status" in ('IN_PROGRESS', 'SUCCESS', 'FAILURE')),
	CONSTRAINT "export_requests_feature_ck" CHECK ("export_requests"."feature_name" in ('order-export-transaction', 'order-export-item-detail')),
	CONSTRAINT "export_requests_format_ck" CHECK ("export_requests"."format" in ('xlsx', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE SET NULL ("outlet_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_file_fk" FOREIGN KEY ("business_id","file_id") REFERENCES "public"."files"("business_id","id") ON DELETE SET NULL ("file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_created_by_fk" FOREIGN KEY ("business_id","created_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_requests_business_created_idx" ON "export_requests" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);