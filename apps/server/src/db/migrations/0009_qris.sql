CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "banks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_activation_requests" (
	"id" serial NOT NULL,
	"business_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_activation_requests_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "qris_documents" (
	"business_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qris_documents_business_id_registration_id_kind_pk" PRIMARY KEY("business_id","registration_id","kind"),
	CONSTRAINT "qris_documents_reason_ck" CHECK (("qris_documents"."status" = 'rejected') = ("qris_documents"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "qris_drafts" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qris_registration_outlets" (
	"business_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "qris_registration_outlets_business_id_registration_id_outlet_id_pk" PRIMARY KEY("business_id","registration_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "qris_registrations" (
	"id" serial NOT NULL,
	"business_id" integer NOT NULL,
	"type_of_business" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "qris_registrations_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_activation_requests" ADD CONSTRAINT "payment_activation_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_activation_requests" ADD CONSTRAINT "payment_activation_requests_method_fk" FOREIGN KEY ("business_id","payment_method_id") REFERENCES "public"."payment_methods"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_activation_requests" ADD CONSTRAINT "payment_activation_requests_by_fk" FOREIGN KEY ("business_id","requested_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("requested_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_documents" ADD CONSTRAINT "qris_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_documents" ADD CONSTRAINT "qris_documents_registration_fk" FOREIGN KEY ("business_id","registration_id") REFERENCES "public"."qris_registrations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_documents" ADD CONSTRAINT "qris_documents_file_fk" FOREIGN KEY ("business_id","file_id") REFERENCES "public"."files"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_drafts" ADD CONSTRAINT "qris_drafts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_drafts" ADD CONSTRAINT "qris_drafts_updated_by_fk" FOREIGN KEY ("business_id","updated_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("updated_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_registration_outlets" ADD CONSTRAINT "qris_registration_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_registration_outlets" ADD CONSTRAINT "qris_registration_outlets_registration_fk" FOREIGN KEY ("business_id","registration_id") REFERENCES "public"."qris_registrations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_registration_outlets" ADD CONSTRAINT "qris_registration_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_registrations" ADD CONSTRAINT "qris_registrations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_registrations" ADD CONSTRAINT "qris_registrations_submitted_by_fk" FOREIGN KEY ("business_id","submitted_by") REFERENCES "public"."users"("business_id","id") ON DELETE SET NULL ("submitted_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_activation_requests_method_uq" ON "payment_activation_requests" USING btree ("business_id","payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_activation_requests_created_idx" ON "payment_activation_requests" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qris_registrations_business_uq" ON "qris_registrations" USING btree ("business_id");