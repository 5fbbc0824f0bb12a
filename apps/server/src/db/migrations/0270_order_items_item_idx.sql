-- The Transactions list of one item (decision 0260).
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("business_id","item_id","order_id") WHERE "order_items"."item_id" is not null;