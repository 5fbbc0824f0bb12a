CREATE TABLE "user_outlets" (
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "user_outlets_business_id_user_id_outlet_id_pk" PRIMARY KEY("business_id","user_id","outlet_id")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_outlets" DROP CONSTRAINT "brand_outlets_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_outlets" DROP CONSTRAINT "brand_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_principal_id_principals_id_fk";
--> statement-breakpoint
ALTER TABLE "item_modifiers" DROP CONSTRAINT "item_modifiers_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "item_modifiers" DROP CONSTRAINT "item_modifiers_modifier_id_modifiers_id_fk";
--> statement-breakpoint
ALTER TABLE "item_outlets" DROP CONSTRAINT "item_outlets_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "item_outlets" DROP CONSTRAINT "item_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "item_variants" DROP CONSTRAINT "item_variants_item_id_items_id_fk";
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "modifier_options" DROP CONSTRAINT "modifier_options_modifier_id_modifiers_id_fk";
--> statement-breakpoint
ALTER TABLE "principal_outlets" DROP CONSTRAINT "principal_outlets_principal_id_principals_id_fk";
--> statement-breakpoint
ALTER TABLE "principal_outlets" DROP CONSTRAINT "principal_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "gratuity_outlets" DROP CONSTRAINT "gratuity_outlets_gratuity_id_gratuities_id_fk";
--> statement-breakpoint
ALTER TABLE "gratuity_outlets" DROP CONSTRAINT "gratuity_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "outlet_checkout_settings" DROP CONSTRAINT "outlet_checkout_settings_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "tax_outlets" DROP CONSTRAINT "tax_outlets_tax_id_taxes_id_fk";
--> statement-breakpoint
ALTER TABLE "tax_outlets" DROP CONSTRAINT "tax_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "loyalty_members" DROP CONSTRAINT "loyalty_members_program_id_loyalty_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "loyalty_members" DROP CONSTRAINT "loyalty_members_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "loyalty_rewards" DROP CONSTRAINT "loyalty_rewards_program_id_loyalty_programs_id_fk";
--> statement-breakpoint
ALTER TABLE "order_discounts" DROP CONSTRAINT "order_discounts_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_gratuities" DROP CONSTRAINT "order_gratuities_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_promos" DROP CONSTRAINT "order_promos_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_taxes" DROP CONSTRAINT "order_taxes_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_sales_type_id_sales_types_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_collected_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancelled_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_method_id_payment_methods_id_fk";
--> statement-breakpoint
ALTER TABLE "refund_items" DROP CONSTRAINT "refund_items_refund_id_refunds_id_fk";
--> statement-breakpoint
ALTER TABLE "refund_items" DROP CONSTRAINT "refund_items_order_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_refunded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "void_items" DROP CONSTRAINT "void_items_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "void_items" DROP CONSTRAINT "void_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "void_items" DROP CONSTRAINT "void_items_void_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_outlets" DROP CONSTRAINT "campaign_outlets_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_outlets" DROP CONSTRAINT "campaign_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
ALTER TABLE "discount_outlets" DROP CONSTRAINT "discount_outlets_discount_id_discounts_id_fk";
--> statement-breakpoint
ALTER TABLE "discount_outlets" DROP CONSTRAINT "discount_outlets_outlet_id_outlets_id_fk";
--> statement-breakpoint
DROP INDEX "outlets_business_idx";--> statement-breakpoint
DROP INDEX "users_business_idx";--> statement-breakpoint
DROP INDEX "loyalty_programs_business_idx";--> statement-breakpoint
DROP INDEX "promos_business_idx";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_pkey";--> statement-breakpoint
ALTER TABLE "outlets" DROP CONSTRAINT "outlets_pkey";--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_pkey";--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_pkey";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "item_variants" DROP CONSTRAINT "item_variants_pkey";--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_pkey";--> statement-breakpoint
ALTER TABLE "modifier_options" DROP CONSTRAINT "modifier_options_pkey";--> statement-breakpoint
ALTER TABLE "modifiers" DROP CONSTRAINT "modifiers_pkey";--> statement-breakpoint
ALTER TABLE "principals" DROP CONSTRAINT "principals_pkey";--> statement-breakpoint
ALTER TABLE "gratuities" DROP CONSTRAINT "gratuities_pkey";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_pkey";--> statement-breakpoint
ALTER TABLE "sales_types" DROP CONSTRAINT "sales_types_pkey";--> statement-breakpoint
ALTER TABLE "taxes" DROP CONSTRAINT "taxes_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_members" DROP CONSTRAINT "loyalty_members_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_programs" DROP CONSTRAINT "loyalty_programs_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_rewards" DROP CONSTRAINT "loyalty_rewards_pkey";--> statement-breakpoint
ALTER TABLE "order_discounts" DROP CONSTRAINT "order_discounts_pkey";--> statement-breakpoint
ALTER TABLE "order_gratuities" DROP CONSTRAINT "order_gratuities_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "order_promos" DROP CONSTRAINT "order_promos_pkey";--> statement-breakpoint
ALTER TABLE "order_taxes" DROP CONSTRAINT "order_taxes_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
ALTER TABLE "refund_items" DROP CONSTRAINT "refund_items_pkey";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_pkey";--> statement-breakpoint
ALTER TABLE "void_items" DROP CONSTRAINT "void_items_pkey";--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_pkey";--> statement-breakpoint
ALTER TABLE "discounts" DROP CONSTRAINT "discounts_pkey";--> statement-breakpoint
ALTER TABLE "promos" DROP CONSTRAINT "promos_pkey";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "principals" ADD CONSTRAINT "principals_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "gratuities" ADD CONSTRAINT "gratuities_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "sales_types" ADD CONSTRAINT "sales_types_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "order_gratuities" ADD CONSTRAINT "order_gratuities_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "order_promos" ADD CONSTRAINT "order_promos_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_business_id_id_pk" PRIMARY KEY("business_id","id");--> statement-breakpoint
ALTER TABLE "user_outlets" ADD CONSTRAINT "user_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outlets" ADD CONSTRAINT "user_outlets_user_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_outlets" ADD CONSTRAINT "user_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_outlets_outlet_idx" ON "user_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_fk" FOREIGN KEY ("business_id","role_id") REFERENCES "public"."roles"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_fk" FOREIGN KEY ("business_id","role_id") REFERENCES "public"."roles"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_outlets" ADD CONSTRAINT "brand_outlets_brand_fk" FOREIGN KEY ("business_id","brand_id") REFERENCES "public"."brands"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_outlets" ADD CONSTRAINT "brand_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_principal_fk" FOREIGN KEY ("business_id","principal_id") REFERENCES "public"."principals"("business_id","id") ON DELETE SET NULL ("principal_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modifiers" ADD CONSTRAINT "item_modifiers_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modifiers" ADD CONSTRAINT "item_modifiers_modifier_fk" FOREIGN KEY ("business_id","modifier_id") REFERENCES "public"."modifiers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outlets" ADD CONSTRAINT "item_outlets_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_outlets" ADD CONSTRAINT "item_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variants" ADD CONSTRAINT "item_variants_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_fk" FOREIGN KEY ("business_id","category_id") REFERENCES "public"."categories"("business_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_fk" FOREIGN KEY ("business_id","brand_id") REFERENCES "public"."brands"("business_id","id") ON DELETE SET NULL ("brand_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_modifier_fk" FOREIGN KEY ("business_id","modifier_id") REFERENCES "public"."modifiers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_outlets" ADD CONSTRAINT "principal_outlets_principal_fk" FOREIGN KEY ("business_id","principal_id") REFERENCES "public"."principals"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_outlets" ADD CONSTRAINT "principal_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_outlets" ADD CONSTRAINT "gratuity_outlets_gratuity_fk" FOREIGN KEY ("business_id","gratuity_id") REFERENCES "public"."gratuities"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_outlets" ADD CONSTRAINT "gratuity_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_checkout_settings" ADD CONSTRAINT "outlet_checkout_settings_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_outlets" ADD CONSTRAINT "tax_outlets_tax_fk" FOREIGN KEY ("business_id","tax_id") REFERENCES "public"."taxes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_outlets" ADD CONSTRAINT "tax_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_program_fk" FOREIGN KEY ("business_id","program_id") REFERENCES "public"."loyalty_programs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_program_fk" FOREIGN KEY ("business_id","program_id") REFERENCES "public"."loyalty_programs"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gratuities" ADD CONSTRAINT "order_gratuities_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promos" ADD CONSTRAINT "order_promos_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_type_fk" FOREIGN KEY ("business_id","sales_type_id") REFERENCES "public"."sales_types"("business_id","id") ON DELETE SET NULL ("sales_type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_fk" FOREIGN KEY ("business_id","created_by") REFERENCES "public"."users"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_by_fk" FOREIGN KEY ("business_id","collected_by") REFERENCES "public"."users"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_fk" FOREIGN KEY ("business_id","cancelled_by") REFERENCES "public"."users"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_fk" FOREIGN KEY ("business_id","payment_method_id") REFERENCES "public"."payment_methods"("business_id","id") ON DELETE SET NULL ("payment_method_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_fk" FOREIGN KEY ("business_id","refund_id") REFERENCES "public"."refunds"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_fk" FOREIGN KEY ("business_id","order_item_id") REFERENCES "public"."order_items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_fk" FOREIGN KEY ("business_id","payment_id") REFERENCES "public"."payments"("business_id","id") ON DELETE SET NULL ("payment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_fk" FOREIGN KEY ("business_id","refunded_by") REFERENCES "public"."users"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_order_fk" FOREIGN KEY ("business_id","order_id") REFERENCES "public"."orders"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_items" ADD CONSTRAINT "void_items_void_by_fk" FOREIGN KEY ("business_id","void_by") REFERENCES "public"."users"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outlets" ADD CONSTRAINT "campaign_outlets_campaign_fk" FOREIGN KEY ("business_id","campaign_id") REFERENCES "public"."campaigns"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_outlets" ADD CONSTRAINT "campaign_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_outlets" ADD CONSTRAINT "discount_outlets_discount_fk" FOREIGN KEY ("business_id","discount_id") REFERENCES "public"."discounts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_outlets" ADD CONSTRAINT "discount_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- users.outlet_ids (empty meant every outlet) becomes all_outlets plus user_outlets rows; ids of outlets that are
-- gone or belong to another business are dropped, as they reached nothing before either.
ALTER TABLE "users" ADD COLUMN "all_outlets" boolean;--> statement-breakpoint
UPDATE "users" SET "all_outlets" = cardinality("outlet_ids") = 0;--> statement-breakpoint
INSERT INTO "user_outlets" ("business_id", "user_id", "outlet_id")
SELECT DISTINCT u."business_id", u."id", o."id"
FROM "users" u JOIN "outlets" o ON o."business_id" = u."business_id" AND o."id" = ANY (u."outlet_ids")
WHERE NOT u."all_outlets";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "all_outlets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "outlet_ids";--> statement-breakpoint
-- Sales schema: business dates, device uuids unique per business, refunded quantities and totals (decision 0025).
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "void_items" ADD COLUMN "uuid" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "business_date" date;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "business_date" date;--> statement-breakpoint
ALTER TABLE "void_items" ADD COLUMN "business_date" date;--> statement-breakpoint
-- Existing rows get the date their outlet saw, as new rows will at write time.
UPDATE "orders" x SET "business_date" = (x."created_at" AT TIME ZONE o."time_zone")::date
FROM "outlets" o WHERE o."business_id" = x."business_id" AND o."id" = x."outlet_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
UPDATE "payments" x SET "business_date" = (x."created_at" AT TIME ZONE o."time_zone")::date
FROM "outlets" o WHERE o."business_id" = x."business_id" AND o."id" = x."outlet_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
UPDATE "refunds" x SET "business_date" = (x."refunded_at" AT TIME ZONE o."time_zone")::date
FROM "outlets" o WHERE o."business_id" = x."business_id" AND o."id" = x."outlet_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
UPDATE "void_items" x SET "business_date" = (x."cancelled_time" AT TIME ZONE o."time_zone")::date
FROM "outlets" o WHERE o."business_id" = x."business_id" AND o."id" = x."outlet_id";--> statement-breakpoint
ALTER TABLE "void_items" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
-- Voids written before devices sent one get a fresh uuid.
UPDATE "void_items" SET "uuid" = gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "void_items" ALTER COLUMN "uuid" SET NOT NULL;--> statement-breakpoint
-- Refunded so far, from the refunds already written; capped so that an inconsistent history cannot stop the
-- migration (the checks below then hold).
UPDATE "order_items" i SET "refunded_quantity" = least(r."quantity", i."quantity")
FROM (SELECT "business_id", "order_item_id", sum("quantity")::int AS "quantity" FROM "refund_items" GROUP BY 1, 2) r
WHERE r."business_id" = i."business_id" AND r."order_item_id" = i."id";--> statement-breakpoint
UPDATE "orders" x SET "refunded_amount" = greatest(0, least(-r."amount", x."total_collected"))
FROM (SELECT "business_id", "order_id", sum("refund_amount") AS "amount" FROM "refunds" GROUP BY 1, 2) r
WHERE r."business_id" = x."business_id" AND r."order_id" = x."id";--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_uuid_uq" ON "order_items" USING btree ("business_id","uuid");;--> statement-breakpoint
CREATE INDEX "orders_outlet_status_date_idx" ON "orders" USING btree ("business_id","outlet_id","status","business_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_uuid_uq" ON "orders" USING btree ("business_id","uuid");;--> statement-breakpoint
CREATE INDEX "payments_outlet_date_idx" ON "payments" USING btree ("business_id","outlet_id","business_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);;--> statement-breakpoint
CREATE INDEX "refunds_outlet_date_idx" ON "refunds" USING btree ("business_id","outlet_id","business_date" DESC NULLS FIRST,"refunded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);;--> statement-breakpoint
CREATE INDEX "void_items_outlet_date_idx" ON "void_items" USING btree ("business_id","outlet_id","business_date" DESC NULLS FIRST,"cancelled_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);;--> statement-breakpoint
CREATE UNIQUE INDEX "void_items_uuid_uq" ON "void_items" USING btree ("business_id","uuid");;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_ck" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity");;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("orders"."refunded_amount" between 0 and "orders"."total_collected");;
