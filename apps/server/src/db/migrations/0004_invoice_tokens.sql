DROP INDEX "orders_token_uq";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_token" SET DEFAULT translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_token_revoked_at" timestamp with time zone;--> statement-breakpoint
-- Tokens written before this step were per-business and not all random: every order gets a fresh one.
UPDATE "orders" SET "order_token" = translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_uq" ON "orders" USING btree ("order_token");