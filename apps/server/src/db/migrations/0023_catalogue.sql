CREATE TABLE "bundle_components" (
	"business_id" integer NOT NULL,
	"bundle_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "bundle_components_business_id_bundle_id_variant_id_pk" PRIMARY KEY("business_id","bundle_id","variant_id"),
	CONSTRAINT "bundle_components_quantity_ck" CHECK ("bundle_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "item_sales_types" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	CONSTRAINT "item_sales_types_business_id_item_id_sales_type_id_pk" PRIMARY KEY("business_id","item_id","sales_type_id")
);
--> statement-breakpoint
CREATE TABLE "item_taxes" (
	"business_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "item_taxes_business_id_item_id_tax_id_pk" PRIMARY KEY("business_id","item_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "modifier_outlets" (
	"business_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "modifier_outlets_business_id_modifier_id_outlet_id_pk" PRIMARY KEY("business_id","modifier_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "variant_outlets" (
	"business_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"price" bigint,
	"stock" integer,
	"low_stock_level" integer,
	CONSTRAINT "variant_outlets_business_id_variant_id_outlet_id_pk" PRIMARY KEY("business_id","variant_id","outlet_id"),
	CONSTRAINT "variant_outlets_price_ck" CHECK ("variant_outlets"."price" is null or "variant_outlets"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gratuity_sales_types" (
	"business_id" integer NOT NULL,
	"gratuity_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	CONSTRAINT "gratuity_sales_types_business_id_gratuity_id_sales_type_id_pk" PRIMARY KEY("business_id","gratuity_id","sales_type_id")
);
--> statement-breakpoint
CREATE TABLE "sales_type_outlets" (
	"business_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "sales_type_outlets_business_id_sales_type_id_outlet_id_pk" PRIMARY KEY("business_id","sales_type_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "promo_outlets" (
	"business_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	CONSTRAINT "promo_outlets_business_id_promo_id_outlet_id_pk" PRIMARY KEY("business_id","promo_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_changes_business_id_kind_entity_id_pk" PRIMARY KEY("business_id","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_business_name_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "image_file_id" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "kind" text DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "min_select" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "max_select" smallint;--> statement-breakpoint
ALTER TABLE "sales_types" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "is_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_components" ADD CONSTRAINT "bundle_components_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_components" ADD CONSTRAINT "bundle_components_bundle_fk" FOREIGN KEY ("business_id","bundle_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_components" ADD CONSTRAINT "bundle_components_variant_fk" FOREIGN KEY ("business_id","variant_id") REFERENCES "public"."item_variants"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_types" ADD CONSTRAINT "item_sales_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_types" ADD CONSTRAINT "item_sales_types_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_types" ADD CONSTRAINT "item_sales_types_sales_type_fk" FOREIGN KEY ("business_id","sales_type_id") REFERENCES "public"."sales_types"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_taxes" ADD CONSTRAINT "item_taxes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_taxes" ADD CONSTRAINT "item_taxes_item_fk" FOREIGN KEY ("business_id","item_id") REFERENCES "public"."items"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_taxes" ADD CONSTRAINT "item_taxes_tax_fk" FOREIGN KEY ("business_id","tax_id") REFERENCES "public"."taxes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_outlets" ADD CONSTRAINT "modifier_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_outlets" ADD CONSTRAINT "modifier_outlets_modifier_fk" FOREIGN KEY ("business_id","modifier_id") REFERENCES "public"."modifiers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_outlets" ADD CONSTRAINT "modifier_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_outlets" ADD CONSTRAINT "variant_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_outlets" ADD CONSTRAINT "variant_outlets_variant_fk" FOREIGN KEY ("business_id","variant_id") REFERENCES "public"."item_variants"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_outlets" ADD CONSTRAINT "variant_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_sales_types" ADD CONSTRAINT "gratuity_sales_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_sales_types" ADD CONSTRAINT "gratuity_sales_types_gratuity_fk" FOREIGN KEY ("business_id","gratuity_id") REFERENCES "public"."gratuities"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratuity_sales_types" ADD CONSTRAINT "gratuity_sales_types_sales_type_fk" FOREIGN KEY ("business_id","sales_type_id") REFERENCES "public"."sales_types"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_type_outlets" ADD CONSTRAINT "sales_type_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_type_outlets" ADD CONSTRAINT "sales_type_outlets_sales_type_fk" FOREIGN KEY ("business_id","sales_type_id") REFERENCES "public"."sales_types"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_type_outlets" ADD CONSTRAINT "sales_type_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_outlets" ADD CONSTRAINT "promo_outlets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_outlets" ADD CONSTRAINT "promo_outlets_promo_fk" FOREIGN KEY ("business_id","promo_id") REFERENCES "public"."promos"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_outlets" ADD CONSTRAINT "promo_outlets_outlet_fk" FOREIGN KEY ("business_id","outlet_id") REFERENCES "public"."outlets"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_components_variant_idx" ON "bundle_components" USING btree ("business_id","variant_id");--> statement-breakpoint
CREATE INDEX "item_sales_types_sales_type_idx" ON "item_sales_types" USING btree ("business_id","sales_type_id");--> statement-breakpoint
CREATE INDEX "item_taxes_tax_idx" ON "item_taxes" USING btree ("business_id","tax_id");--> statement-breakpoint
CREATE INDEX "modifier_outlets_outlet_idx" ON "modifier_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "variant_outlets_outlet_idx" ON "variant_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "variant_outlets_item_idx" ON "variant_outlets" USING btree ("business_id","item_id");--> statement-breakpoint
CREATE INDEX "gratuity_sales_types_sales_type_idx" ON "gratuity_sales_types" USING btree ("business_id","sales_type_id");--> statement-breakpoint
CREATE INDEX "sales_type_outlets_outlet_idx" ON "sales_type_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "promo_outlets_outlet_idx" ON "promo_outlets" USING btree ("business_id","outlet_id");--> statement-breakpoint
CREATE INDEX "catalogue_changes_version_idx" ON "catalogue_changes" USING btree ("business_id","version");--> statement-breakpoint
-- Names and SKUs become unique in the business (docs/spec-notes.md, decision 0150). A database from before may hold
-- repeats: the later rows get a numbered suffix, so nothing is lost and the indexes can be built.
UPDATE "items" AS i SET "name" = i."name" || ' (' || d.n || ')'
  FROM (SELECT "business_id", "id", row_number() OVER (PARTITION BY "business_id", lower(trim("name")) ORDER BY "id") AS n
          FROM "items") AS d
 WHERE d."business_id" = i."business_id" AND d."id" = i."id" AND d.n > 1;--> statement-breakpoint
UPDATE "item_variants" AS v SET "sku" = trim(v."sku") || '-' || d.n
  FROM (SELECT "business_id", "id", row_number() OVER (PARTITION BY "business_id", lower(trim("sku")) ORDER BY "id") AS n
          FROM "item_variants" WHERE "sku" IS NOT NULL AND trim("sku") <> '') AS d
 WHERE d."business_id" = v."business_id" AND d."id" = v."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "item_variants_business_sku_uq" ON "item_variants" USING btree ("business_id",lower(trim("sku"))) WHERE "item_variants"."sku" is not null and trim("item_variants"."sku") <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "items_business_name_uq" ON "items" USING btree ("business_id",lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "sales_types_business_default_uq" ON "sales_types" USING btree ("business_id") WHERE "sales_types"."is_default";--> statement-breakpoint
-- The catalogue's version (decision 0150): every transaction that changes what a till sells from raises its
-- business's version once and records, per changed entity, the version it changed at. A device holding version V
-- asks for what changed above V. Triggers rather than each writer, so that no screen, import, job or support
-- command can forget; deferred to commit, so that the version row is the last lock a transaction takes and the
-- versions are handed out in commit order. A business already gone needs no version.
CREATE FUNCTION "note_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."business_id" ELSE NEW."business_id" END;
  entity_kind text := TG_ARGV[0];
  ids integer[] := '{}';
  stamp text := current_setting('backoffice.catalogue_version', true);
  v bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "businesses" WHERE "id" = changed) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ids := ids || (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    ids := ids || (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
  END IF;
  -- One version per transaction and business: the first change raises it, the rest reuse it.
  IF stamp IS NOT NULL AND split_part(stamp, ':', 1) = changed::text THEN
    v := split_part(stamp, ':', 2)::bigint;
  ELSE
    INSERT INTO "catalogue_versions" AS c ("business_id", "version") VALUES (changed, 1)
      ON CONFLICT ("business_id") DO UPDATE SET "version" = c."version" + 1
      RETURNING c."version" INTO v;
    PERFORM set_config('backoffice.catalogue_version', changed::text || ':' || v::text, true);
  END IF;
  INSERT INTO "catalogue_changes" AS c ("business_id", "kind", "entity_id", "version")
    SELECT DISTINCT changed, entity_kind, changed_id, v FROM unnest(ids) AS changed_id WHERE changed_id IS NOT NULL
    ON CONFLICT ("business_id", "kind", "entity_id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "items_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "item_variants_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "item_variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "item_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "item_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "item_modifiers_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "item_modifiers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "item_taxes_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "item_taxes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "item_sales_types_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "item_sales_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bundle_components_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "bundle_components"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'bundle_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('category', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "modifiers_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "modifiers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('modifier', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "modifier_options_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "modifier_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('modifier', 'modifier_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "modifier_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "modifier_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('modifier', 'modifier_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "taxes_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "taxes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('tax', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tax_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "tax_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('tax', 'tax_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gratuities_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "gratuities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('gratuity', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gratuity_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "gratuity_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('gratuity', 'gratuity_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gratuity_sales_types_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "gratuity_sales_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('gratuity', 'gratuity_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_types_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "sales_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('sales_type', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_type_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "sales_type_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('sales_type', 'sales_type_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "promos_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "promos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('promo', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "promo_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "promo_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('promo', 'promo_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "discounts_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "discounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('discount', 'id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "discount_outlets_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "discount_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('discount', 'discount_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_methods_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "payment_methods"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('payment_method', 'id');--> statement-breakpoint
-- A sale moves stock on every order: not a catalogue change. Price, level, and a row's arrival or removal are.
CREATE CONSTRAINT TRIGGER "variant_outlets_catalogue_change" AFTER INSERT OR DELETE ON "variant_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_outlets_catalogue_edit" AFTER UPDATE ON "variant_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."low_stock_level" IS DISTINCT FROM NEW."low_stock_level"
        OR (OLD."stock" IS NULL) <> (NEW."stock" IS NULL))
  EXECUTE FUNCTION "note_catalogue_change"('item', 'item_id');
