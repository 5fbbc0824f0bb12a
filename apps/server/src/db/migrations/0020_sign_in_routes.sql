-- Sign-in identifiers written before this step get their route; the global unique indexes dropped below kept them
-- unique across businesses until now (decision 0107).
INSERT INTO "tenant_routes" ("kind", "key", "business_id")
SELECT 'sign_in_email', lower("email"), "business_id" FROM "users"
UNION ALL
SELECT 'sign_in_username', lower("username"), "business_id" FROM "users" WHERE "username" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "users_email_uq";--> statement-breakpoint
DROP INDEX "users_username_uq";--> statement-breakpoint
DROP INDEX "refresh_tokens_hash_uq";--> statement-breakpoint
CREATE INDEX "refresh_tokens_hash_ix" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("business_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("business_id","token_hash");