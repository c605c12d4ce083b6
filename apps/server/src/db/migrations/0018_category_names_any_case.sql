-- Category names become unique regardless of case (docs/product/content.md). Existing names that
-- differ only in case are kept apart first: the first by order keeps its name, the others become
-- "Name (2)", "Name (3)", … so no video loses its category.
UPDATE "video_categories" c SET "name" = c."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "order_index", "id") AS n
  FROM "video_categories"
) d
WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
DROP INDEX "video_categories_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "video_categories_name_key" ON "video_categories" USING btree (lower("name"));
