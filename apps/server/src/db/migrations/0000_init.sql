CREATE TABLE "business_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"enable_tax" boolean DEFAULT true NOT NULL,
	"enable_gratuity" boolean DEFAULT false NOT NULL,
	"include_gratuity_tax" boolean DEFAULT false NOT NULL,
	"enable_rounding" boolean DEFAULT false NOT NULL,
	"customer_sign_on_ipad" boolean DEFAULT false NOT NULL,
	"logo_on_receipt" boolean DEFAULT true NOT NULL,
	"allow_staff_refund" boolean DEFAULT false NOT NULL,
	"auth_code" text,
	"daily_sales_summary" boolean DEFAULT true NOT NULL,
	"product_updates" boolean DEFAULT true NOT NULL,
	"inventory_alerts" boolean DEFAULT false NOT NULL,
	"customer_feedback" boolean DEFAULT false NOT NULL,
	"promo_update_notif" boolean DEFAULT true NOT NULL,
	"track_server" boolean DEFAULT false NOT NULL,
	"staff_delete_bill" boolean DEFAULT false NOT NULL,
	"staff_resend_receipt" boolean DEFAULT true NOT NULL,
	"is_stock_limit" boolean DEFAULT false NOT NULL,
	"is_override_stock_limit" boolean DEFAULT false NOT NULL,
	"start_filtered_date" date,
	"end_filtered_date" date,
	"setting_alert_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cds_feedback" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"kecamatan" text,
	"description" text,
	"email" text,
	"phone" text,
	"logo_url" text,
	"business_type_id" integer,
	"business_category_id" integer,
	"website" text,
	"twitter" text,
	"facebook" text,
	"instagram" text,
	"latitude" double precision,
	"longitude" double precision,
	"outlet_slot" integer DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"trial_end_at" timestamp with time zone,
	"current_plan" smallint DEFAULT 1 NOT NULL,
	"billing_mode" text DEFAULT 'regular' NOT NULL,
	"last_payment_date" timestamp with time zone,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"is_registration_complete" boolean DEFAULT true NOT NULL,
	"start_year" integer,
	"revenue_range" text,
	"is_kyb_registration_completed" boolean DEFAULT false NOT NULL,
	"kyb_status" text DEFAULT 'pending' NOT NULL,
	"business_entity_type" text DEFAULT 'personal' NOT NULL,
	"referral_code" text,
	"expired_at" timestamp with time zone,
	"is_pos_user" boolean DEFAULT true NOT NULL,
	"is_mokapay_user" boolean DEFAULT false NOT NULL,
	"is_leads" boolean DEFAULT false NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"expiry" date NOT NULL,
	"authors" text[] NOT NULL,
	"cleanup_ticket" text,
	"variant" jsonb,
	"business_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"business_category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_subscriptions" (
	"business_id" integer NOT NULL,
	"feature_name" text NOT NULL,
	"is_subscribing" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_subscriptions_business_id_feature_name_pk" PRIMARY KEY("business_id","feature_name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone_number" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"kecamatan" text,
	"latitude" double precision,
	"longitude" double precision,
	"notes" text,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_paying" boolean DEFAULT true NOT NULL,
	"importing" boolean DEFAULT false NOT NULL,
	"exporting" boolean DEFAULT false NOT NULL,
	"saudagar" boolean DEFAULT false NOT NULL,
	"linked_status" text,
	"is_active_subscription" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"priority_rank" integer NOT NULL,
	"menu" text NOT NULL,
	"menu_name" text NOT NULL,
	"sub_menu" text NOT NULL,
	"sub_menu_name" text NOT NULL,
	"access" text NOT NULL,
	"level" smallint NOT NULL,
	"pin_required" boolean DEFAULT false NOT NULL,
	"mobile_supported" boolean DEFAULT false NOT NULL,
	"usable" boolean DEFAULT true NOT NULL,
	"urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_allowed_for_moka_pay" boolean DEFAULT false NOT NULL,
	"description" text,
	CONSTRAINT "permissions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"auth_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"business_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"permission_key" text NOT NULL,
	CONSTRAINT "role_permissions_business_id_role_id_permission_key_pk" PRIMARY KEY("business_id","role_id","permission_key")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"is_confirmed" boolean DEFAULT true NOT NULL,
	"is_phone_number_verified" boolean DEFAULT false NOT NULL,
	"outlet_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"uniq_id" text NOT NULL,
	"test_account" boolean DEFAULT false NOT NULL,
	"current_inventory_dropdown" text DEFAULT 'items' NOT NULL,
	"ktp_number" text,
	"npwp_number" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_outlets" (
	"business_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "brand_outlets_business_id_brand_id_outlet_id_pk" PRIMARY KEY("business_id","brand_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"principal_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_modifiers" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	CONSTRAINT "item_modifiers_business_id_item_id_modifier_id_pk" PRIMARY KEY("business_id","item_id","modifier_id")
);
--> statement-breakpoint
CREATE TABLE "item_outlets" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "item_outlets_business_id_item_id_outlet_id_pk" PRIMARY KEY("business_id","item_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "item_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sku" text,
	"price" bigint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"track_stock" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_single_choice" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "principal_outlets" (
	"business_id" integer NOT NULL,
	"principal_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "principal_outlets_business_id_principal_id_outlet_id_pk" PRIMARY KEY("business_id","principal_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "principals" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gratuities" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gratuities_percentage_ck" CHECK ("gratuities"."percentage" >= 0 and "gratuities"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "gratuity_outlets" (
	"business_id" integer NOT NULL,
	"gratuity_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "gratuity_outlets_business_id_gratuity_id_outlet_id_pk" PRIMARY KEY("business_id","gratuity_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "outlet_checkout_settings" (
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"rounding_enabled" boolean DEFAULT false NOT NULL,
	"rounding_multiple" integer DEFAULT 100 NOT NULL,
	"rounding_mode" text DEFAULT 'nearest' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_checkout_settings_business_id_outlet_id_pk" PRIMARY KEY("business_id","outlet_id"),
	CONSTRAINT "outlet_checkout_settings_multiple_ck" CHECK ("outlet_checkout_settings"."rounding_multiple" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_refundable" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_outlets" (
	"business_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "tax_outlets_business_id_tax_id_outlet_id_pk" PRIMARY KEY("business_id","tax_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_percentage_ck" CHECK ("taxes"."percentage" >= 0 and "taxes"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"gender" text,
	"birth_date" date,
	"address" text,
	"city" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"member_since" timestamp with time zone NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"lifetime_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_members_balance_ck" CHECK ("loyalty_members"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"earning_rule_type" text DEFAULT 'SPENDING' NOT NULL,
	"earn_spend_amount" bigint NOT NULL,
	"earn_points" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_programs_earn_ck" CHECK ("loyalty_programs"."earn_spend_amount" > 0 and "loyalty_programs"."earn_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"redeem_points" integer NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount" bigint NOT NULL,
	"max_discount_amount" bigint,
	"min_purchase_amount" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "order_discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"discount_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"percentage" numeric(5, 2),
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_gratuities" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "order_gratuities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"gratuity_id" integer,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"uuid" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"item_id" integer,
	"variant_id" integer,
	"category_id" integer,
	"category_name" text,
	"sales_type_id" integer,
	"sales_type_name" text,
	"item_name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"modifier_amount" bigint DEFAULT 0 NOT NULL,
	"modifiers" jsonb,
	"gross_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"discounts" jsonb,
	"note" text,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_promos" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "order_promos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"promo_id" integer,
	"promo_name" text NOT NULL,
	"promo_type_id" smallint DEFAULT 1 NOT NULL,
	"reward_discount_type" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_taxes" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "order_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"tax_id" integer,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"order_token" text NOT NULL,
	"receipt_number" text NOT NULL,
	"status" text NOT NULL,
	"sales_type_id" integer,
	"customer_id" integer,
	"created_by" integer,
	"collected_by" integer,
	"table_name" text,
	"pax" smallint,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"promo_total" bigint DEFAULT 0 NOT NULL,
	"redeem_amount" bigint DEFAULT 0 NOT NULL,
	"gratuity_total" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"rounding_amount" bigint DEFAULT 0 NOT NULL,
	"total_collected" bigint DEFAULT 0 NOT NULL,
	"net_sales" bigint DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"include_gratuity_tax" boolean DEFAULT false NOT NULL,
	"loyalty" jsonb,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"receipt_count" smallint DEFAULT 1 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cancel_ck" CHECK (("orders"."status" = 'cancelled') = ("orders"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"uuid" text NOT NULL,
	"payment_method_id" integer,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"tendered_amount" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "refund_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"refund_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"gross_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"gratuity_amount" bigint DEFAULT 0 NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "refund_items_quantity_ck" CHECK ("refund_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint,
	"uuid" text NOT NULL,
	"reason" text NOT NULL,
	"custom_reason" text,
	"refunded_by" integer,
	"refunded_at" timestamp with time zone NOT NULL,
	"is_refund_breakdown" boolean DEFAULT true NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"total_discount" bigint DEFAULT 0 NOT NULL,
	"total_redeem_amount" bigint DEFAULT 0 NOT NULL,
	"total_gratuity" bigint DEFAULT 0 NOT NULL,
	"total_tax" bigint DEFAULT 0 NOT NULL,
	"total_rounding_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"total_net_sales" bigint DEFAULT 0 NOT NULL,
	"total_gross_sales" bigint DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gratuities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_negative_ck" CHECK ("refunds"."subtotal" <= 0 and "refunds"."total_discount" <= 0 and "refunds"."total_redeem_amount" <= 0 and "refunds"."total_gratuity" <= 0 and "refunds"."total_tax" <= 0 and "refunds"."refund_amount" <= 0 and "refunds"."total_net_sales" <= 0 and "refunds"."total_gross_sales" <= 0)
);
--> statement-breakpoint
CREATE TABLE "void_items" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "void_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" integer,
	"variant_id" integer,
	"item_name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"reason" text NOT NULL,
	"void_by" integer,
	"cancelled_time" timestamp with time zone NOT NULL,
	CONSTRAINT "void_items_quantity_ck" CHECK ("void_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_outlets" (
	"business_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "campaign_outlets_business_id_campaign_id_outlet_id_pk" PRIMARY KEY("business_id","campaign_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"images" jsonb NOT NULL,
	"duration" smallint NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_duration_ck" CHECK ("campaigns"."duration" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "discount_outlets" (
	"business_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "discount_outlets_business_id_discount_id_outlet_id_pk" PRIMARY KEY("business_id","discount_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_amount_ck" CHECK ("discounts"."amount" is null or ("discounts"."amount" >= 1 and ("discounts"."type" = 'cash' or "discounts"."amount" <= 100)))
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"promo_type_id" smallint DEFAULT 1 NOT NULL,
	"discount_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"max_discount" bigint,
	"requirement" jsonb NOT NULL,
	"sales_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_subscriptions" ADD CONSTRAINT "feature_subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_key_permissions_key_fk" FOREIGN KEY ("permission_key") REFERENCES "public"."permissions"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_outlets" ADD CONSTRAINT "brand_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_outlets" ADD CONSTRAINT "brand_outlets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_outlets" ADD CONSTRAINT "brand_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_principal_id_principals_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."principals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modifiers" ADD CONSTRAINT "item_modifiers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modifiers" ADD CONSTRAINT "item_modifiers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modifiers" ADD CONSTRAINT "item_modifiers_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outlets" ADD CONSTRAINT "item_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outlets" ADD CONSTRAINT "item_outlets_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outlets" ADD CONSTRAINT "item_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_outlets" ADD CONSTRAINT "principal_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_outlets" ADD CONSTRAINT "principal_outlets_principal_id_principals_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."principals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_outlets" ADD CONSTRAINT "principal_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principals" ADD CONSTRAINT "principals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuities" ADD CONSTRAINT "gratuities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_outlets" ADD CONSTRAINT "gratuity_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_outlets" ADD CONSTRAINT "gratuity_outlets_gratuity_id_gratuities_id_fk" FOREIGN KEY ("gratuity_id") REFERENCES "public"."gratuities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_outlets" ADD CONSTRAINT "gratuity_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_checkout_settings" ADD CONSTRAINT "outlet_checkout_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_checkout_settings" ADD CONSTRAINT "outlet_checkout_settings_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_types" ADD CONSTRAINT "sales_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_outlets" ADD CONSTRAINT "tax_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_outlets" ADD CONSTRAINT "tax_outlets_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_outlets" ADD CONSTRAINT "tax_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gratuities" ADD CONSTRAINT "order_gratuities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gratuities" ADD CONSTRAINT "order_gratuities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promos" ADD CONSTRAINT "order_promos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promos" ADD CONSTRAINT "order_promos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_type_id_sales_types_id_fk" FOREIGN KEY ("sales_type_id") REFERENCES "public"."sales_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_void_by_users_id_fk" FOREIGN KEY ("void_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outlets" ADD CONSTRAINT "campaign_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outlets" ADD CONSTRAINT "campaign_outlets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outlets" ADD CONSTRAINT "campaign_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_outlets" ADD CONSTRAINT "discount_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_outlets" ADD CONSTRAINT "discount_outlets_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_outlets" ADD CONSTRAINT "discount_outlets_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("business_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "outlets_business_idx" ON "outlets" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_idx" ON "rate_limit_events" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("business_id","family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_business_name_uq" ON "roles" USING btree ("business_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_business_idx" ON "users" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "brand_outlets_outlet_idx" ON "brand_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_business_name_uq" ON "brands" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "brands_business_principal_idx" ON "brands" USING btree ("business_id","principal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_business_name_uq" ON "categories" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "item_modifiers_modifier_idx" ON "item_modifiers" USING btree ("business_id","modifier_id");--> statement-breakpoint
CREATE INDEX "item_outlets_outlet_idx" ON "item_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "item_variants_item_idx" ON "item_variants" USING btree ("business_id","item_id");--> statement-breakpoint
CREATE INDEX "items_business_name_idx" ON "items" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "items_business_brand_idx" ON "items" USING btree ("business_id","brand_id");--> statement-breakpoint
CREATE INDEX "items_business_category_idx" ON "items" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE INDEX "modifier_options_modifier_idx" ON "modifier_options" USING btree ("business_id","modifier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modifiers_business_name_uq" ON "modifiers" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "principal_outlets_outlet_idx" ON "principal_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "principals_business_name_uq" ON "principals" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "gratuities_business_name_uq" ON "gratuities" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "gratuity_outlets_outlet_idx" ON "gratuity_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_business_code_uq" ON "payment_methods" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_types_business_name_uq" ON "sales_types" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "tax_outlets_outlet_idx" ON "tax_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_business_name_uq" ON "taxes" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "customers_business_name_idx" ON "customers" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "customers_business_phone_idx" ON "customers" USING btree ("business_id","phone");--> statement-breakpoint
CREATE INDEX "customers_business_email_idx" ON "customers" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_customer_uq" ON "loyalty_members" USING btree ("business_id","customer_id","program_id");--> statement-breakpoint
CREATE INDEX "loyalty_programs_business_idx" ON "loyalty_programs" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_rewards_program_idx" ON "loyalty_rewards" USING btree ("business_id","program_id");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_gratuities_order_idx" ON "order_gratuities" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_promos_order_idx" ON "order_promos" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "order_taxes_order_idx" ON "order_taxes" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_outlet_created_idx" ON "orders" USING btree ("business_id","outlet_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("business_id","outlet_id","cancelled_at") WHERE "orders"."status" = 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_uq" ON "orders" USING btree ("business_id","order_token");--> statement-breakpoint
CREATE INDEX "orders_receipt_idx" ON "orders" USING btree ("business_id","receipt_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("business_id","customer_id") WHERE "orders"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_outlet_created_idx" ON "payments" USING btree ("business_id","outlet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_uuid_uq" ON "payments" USING btree ("business_id","uuid");--> statement-breakpoint
CREATE INDEX "refund_items_refund_idx" ON "refund_items" USING btree ("business_id","refund_id");--> statement-breakpoint
CREATE INDEX "refund_items_order_item_idx" ON "refund_items" USING btree ("business_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "refunds_outlet_refunded_idx" ON "refunds" USING btree ("business_id","outlet_id","refunded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_uuid_uq" ON "refunds" USING btree ("business_id","uuid");--> statement-breakpoint
CREATE INDEX "void_items_outlet_time_idx" ON "void_items" USING btree ("business_id","outlet_id","cancelled_time");--> statement-breakpoint
CREATE INDEX "void_items_order_idx" ON "void_items" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "campaign_outlets_outlet_idx" ON "campaign_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "campaigns_business_start_idx" ON "campaigns" USING btree ("business_id","start_date");--> statement-breakpoint
CREATE INDEX "discount_outlets_outlet_idx" ON "discount_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_business_name_uq" ON "discounts" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE INDEX "promos_business_idx" ON "promos" USING btree ("business_id","id");