CREATE TABLE "tenant_routes" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"business_id" integer NOT NULL,
	CONSTRAINT "tenant_routes_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
-- Keys written before this step get their route; they were unique across businesses already (decision 0107).
INSERT INTO "tenant_routes" ("kind", "key", "business_id")
SELECT 'billing_order', "order_id", "business_id" FROM "billing_invoices"
UNION ALL
SELECT 'device_credential', "credential_hash", "business_id" FROM "pos_devices"
UNION ALL
SELECT 'deletion_ticket', "ticket_number", "business_id" FROM "business_deletion_tickets"
UNION ALL
SELECT 'invoice_token', "order_token", "business_id" FROM "orders";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_business_id_businesses_id_fk";
--> statement-breakpoint
DROP INDEX "idempotency_keys_uq";--> statement-breakpoint
DROP INDEX "orders_token_uq";--> statement-breakpoint
DROP INDEX "billing_invoices_order_id_uq";--> statement-breakpoint
DROP INDEX "billing_invoices_number_uq";--> statement-breakpoint
DROP INDEX "business_deletion_tickets_number_uq";--> statement-breakpoint
DROP INDEX "pos_devices_credential_uq";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_business_id_scope_key_pk" PRIMARY KEY("business_id","scope","key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_uq" ON "orders" USING btree ("business_id","order_token");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_order_id_uq" ON "billing_invoices" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_uq" ON "billing_invoices" USING btree ("business_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "business_deletion_tickets_number_uq" ON "business_deletion_tickets" USING btree ("business_id","ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_devices_credential_uq" ON "pos_devices" USING btree ("business_id","credential_hash");