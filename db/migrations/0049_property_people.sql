-- The owner and resident details a property kept as copies move to the people they copy, then
-- are read through the property_people view. A property with copies but no linked person gets
-- one made from its copies (its id the property's, so it can be linked), and a linked person's
-- blank detail is filled from the property's copy, so nothing shown today is lost.
INSERT INTO "landlords" ("id", "agent_id", "is_company", "first_name", "last_name", "company_name", "phone", "email")
SELECT "id", "agent_id", coalesce("owner_type" = 'entity', false) OR "owner_entity_type" <> '', "owner_first_name", "owner_last_name", "owner_entity_name", "owner_phone", "owner_email"
FROM "properties"
WHERE "landlord_id" IS NULL AND ("owner_type" IS NOT NULL OR concat("owner_first_name", "owner_last_name", "owner_entity_name", "owner_phone", "owner_email") <> '');--> statement-breakpoint
UPDATE "properties" SET "landlord_id" = "id" WHERE "landlord_id" IS NULL AND "id" IN (SELECT "id" FROM "landlords");--> statement-breakpoint
UPDATE "landlords" l SET
  "first_name" = CASE WHEN l."first_name" = '' THEN p."owner_first_name" ELSE l."first_name" END,
  "last_name" = CASE WHEN l."last_name" = '' THEN p."owner_last_name" ELSE l."last_name" END,
  "company_name" = CASE WHEN l."company_name" = '' THEN p."owner_entity_name" ELSE l."company_name" END,
  "phone" = CASE WHEN l."phone" = '' THEN p."owner_phone" ELSE l."phone" END,
  "email" = CASE WHEN l."email" = '' THEN p."owner_email" ELSE l."email" END
FROM "properties" p
WHERE p."landlord_id" = l."id" AND (
  (l."first_name" = '' AND p."owner_first_name" <> '') OR (l."last_name" = '' AND p."owner_last_name" <> '')
  OR (l."company_name" = '' AND p."owner_entity_name" <> '') OR (l."phone" = '' AND p."owner_phone" <> '') OR (l."email" = '' AND p."owner_email" <> ''));--> statement-breakpoint
INSERT INTO "residents" ("id", "agent_id", "first_name", "last_name", "phone", "email")
SELECT "id", "agent_id", "resident_first_name", "resident_last_name", "resident_phone", "resident_email"
FROM "properties"
WHERE "resident_id" IS NULL AND concat("resident_first_name", "resident_last_name", "resident_phone", "resident_email") <> '';--> statement-breakpoint
UPDATE "properties" SET "resident_id" = "id", "resident_type" = coalesce("resident_type", 'tenant') WHERE "resident_id" IS NULL AND "id" IN (SELECT "id" FROM "residents");--> statement-breakpoint
UPDATE "residents" r SET
  "first_name" = CASE WHEN r."first_name" = '' THEN p."resident_first_name" ELSE r."first_name" END,
  "last_name" = CASE WHEN r."last_name" = '' THEN p."resident_last_name" ELSE r."last_name" END,
  "phone" = CASE WHEN r."phone" = '' THEN p."resident_phone" ELSE r."phone" END,
  "email" = CASE WHEN r."email" = '' THEN p."resident_email" ELSE r."email" END
FROM "properties" p
WHERE p."resident_id" = r."id" AND (
  (r."first_name" = '' AND p."resident_first_name" <> '') OR (r."last_name" = '' AND p."resident_last_name" <> '')
  OR (r."phone" = '' AND p."resident_phone" <> '') OR (r."email" = '' AND p."resident_email" <> ''));--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_type";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_first_name";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_last_name";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_entity_name";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_entity_type";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_phone";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "owner_email";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "resident_first_name";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "resident_last_name";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "resident_phone";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "resident_email";--> statement-breakpoint
CREATE VIEW "public"."property_people" AS (select p.id as property_id,
    case when l.id is null then null when l.is_company then 'entity' else 'individual' end as owner_type,
    coalesce(l.first_name, '') as owner_first_name,
    coalesce(l.last_name, '') as owner_last_name,
    coalesce(l.company_name, '') as owner_entity_name,
    case when l.is_company then 'company' else '' end as owner_entity_type,
    coalesce(l.phone, '') as owner_phone,
    coalesce(l.email, '') as owner_email,
    coalesce(r.first_name, '') as resident_first_name,
    coalesce(r.last_name, '') as resident_last_name,
    coalesce(r.phone, '') as resident_phone,
    coalesce(r.email, '') as resident_email
  from properties p
  left join landlords l on l.id = p.landlord_id
  left join residents r on r.id = p.resident_id);