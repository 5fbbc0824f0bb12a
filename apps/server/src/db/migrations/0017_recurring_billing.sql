CREATE TABLE "recurring_charge_attempts" (
	"business_id" integer NOT NULL,
	"id" serial NOT NULL,
	"subscription_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"billing_date" date NOT NULL,
	"attempt_number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_status" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "recurring_charge_attempts_business_id_id_pk" PRIMARY KEY("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "recurring_subscriptions" (
	"business_id" integer NOT NULL,
	"id" serial NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"payment_type" text NOT NULL,
	"account_id" text,
	"payment_token" text,
	"gateway_subscription_id" text,
	"card_name" text,
	"card_image_url" text,
	"billing_email" text,
	"interval" smallint NOT NULL,
	"package_deal_id" integer NOT NULL,
	"coupon_code" text,
	"tnc_approve_date" timestamp with time zone,
	"first_billing_date" date NOT NULL,
	"cycles_charged" integer DEFAULT 0 NOT NULL,
	"next_billing_date" date NOT NULL,
	"retry_date" date,
	"failed_payment_count" integer DEFAULT 0 NOT NULL,
	"failed_payment_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_subscriptions_business_id_id_pk" PRIMARY KEY("business_id","id"),
	CONSTRAINT "recurring_subscriptions_interval_ck" CHECK ("recurring_subscriptions"."interval" in (1, 12))
);
--> statement-breakpoint
ALTER TABLE "recurring_charge_attempts" ADD CONSTRAINT "recurring_charge_attempts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charge_attempts" ADD CONSTRAINT "recurring_charge_attempts_subscription_fk" FOREIGN KEY ("business_id","subscription_id") REFERENCES "public"."recurring_subscriptions"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_subscriptions" ADD CONSTRAINT "recurring_subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charge_attempts_order_uq" ON "recurring_charge_attempts" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charge_attempts_try_uq" ON "recurring_charge_attempts" USING btree ("business_id","subscription_id","billing_date","attempt_number");--> statement-breakpoint
CREATE INDEX "recurring_charge_attempts_pending_ix" ON "recurring_charge_attempts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_subscriptions_business_uq" ON "recurring_subscriptions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "recurring_subscriptions_account_ix" ON "recurring_subscriptions" USING btree ("account_id");