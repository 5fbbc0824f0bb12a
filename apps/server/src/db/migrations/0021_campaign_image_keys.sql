-- Campaign images keep the keys of their files, not addresses (decision 0132): an address was written with the
-- PUBLIC_URL host of the day and broke when the app was reached by another name. Each image that names one of our
-- public files (by its `id`, or by an `/api/file/v1/public/{business}/{file}` address) becomes
-- {id, name[, displayId]}; an image that is only an address of its own (the demo's `data:` slides) is kept as it is.
UPDATE "campaigns" SET "images" = (
  SELECT coalesce(jsonb_agg(
    CASE
      WHEN "file_id" IS NULL THEN "image"
      ELSE jsonb_build_object('id', "file_id", 'name', "image"->'name')
        || CASE WHEN "display_id" IS NULL OR "display_id" = "file_id" THEN '{}'::jsonb
                ELSE jsonb_build_object('displayId', "display_id") END
    END ORDER BY "position"), '[]'::jsonb)
  FROM (
    SELECT "image", "position",
      coalesce("image"->>'id', substring("image"->>'url' from '/api/file/v1/public/[0-9]+/([0-9A-Fa-f-]{36})$'))
        AS "file_id",
      substring("image"->>'displayUrl' from '/api/file/v1/public/[0-9]+/([0-9A-Fa-f-]{36})$') AS "display_id"
    FROM jsonb_array_elements("campaigns"."images") WITH ORDINALITY AS "element"("image", "position")
  ) AS "parts"
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("campaigns"."images") AS "element"("image")
  WHERE "image" ? 'url' AND ("image" ? 'id' OR "image"->>'url' ~ '/api/file/v1/public/[0-9]+/[0-9A-Fa-f-]{36}$')
);
