-- issue 12: phone numbers are stored normalised (normalizePhone in packages/shared/src/format/contact-format.ts):
-- digits without spaces, hyphens, dots or brackets, a leading '+' kept and '00' written as '+'. Values that are not
-- phone numbers stay as they are. FORCE RLS is lifted for the update (the migration runs without a tenant); the
-- step after every migration forces it again, and each table is forced again here too.
ALTER TABLE "customers" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "customers" SET "phone" = CASE WHEN regexp_replace("phone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("phone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("phone", '[[:space:]().-]+', '', 'g') END
WHERE regexp_replace("phone", '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$' AND "phone" IS DISTINCT FROM (CASE WHEN regexp_replace("phone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("phone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("phone", '[[:space:]().-]+', '', 'g') END);--> statement-breakpoint
UPDATE "customers" SET "mobile" = CASE WHEN regexp_replace("mobile", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("mobile", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') END
WHERE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$' AND "mobile" IS DISTINCT FROM (CASE WHEN regexp_replace("mobile", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("mobile", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') END);--> statement-breakpoint
ALTER TABLE "customers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contacts" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "contacts" SET "telephone" = CASE WHEN regexp_replace("telephone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("telephone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("telephone", '[[:space:]().-]+', '', 'g') END
WHERE regexp_replace("telephone", '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$' AND "telephone" IS DISTINCT FROM (CASE WHEN regexp_replace("telephone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("telephone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("telephone", '[[:space:]().-]+', '', 'g') END);--> statement-breakpoint
UPDATE "contacts" SET "mobile" = CASE WHEN regexp_replace("mobile", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("mobile", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') END
WHERE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$' AND "mobile" IS DISTINCT FROM (CASE WHEN regexp_replace("mobile", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("mobile", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("mobile", '[[:space:]().-]+', '', 'g') END);--> statement-breakpoint
ALTER TABLE "contacts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "leads" SET "phone" = CASE WHEN regexp_replace("phone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("phone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("phone", '[[:space:]().-]+', '', 'g') END
WHERE regexp_replace("phone", '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$' AND "phone" IS DISTINCT FROM (CASE WHEN regexp_replace("phone", '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("phone", '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace("phone", '[[:space:]().-]+', '', 'g') END);--> statement-breakpoint
ALTER TABLE "leads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "tenant_settings" SET "value" = jsonb_set("value", '{phone}',
  to_jsonb(CASE WHEN regexp_replace(("value"->>'phone'), '[[:space:]().-]+', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace(("value"->>'phone'), '[[:space:]().-]+', '', 'g'), 3) ELSE regexp_replace(("value"->>'phone'), '[[:space:]().-]+', '', 'g') END))
WHERE "key" = 'companyinfo' AND regexp_replace(("value"->>'phone'), '[[:space:]().-]+', '', 'g') ~ '^(\+|00)?[0-9]+$';--> statement-breakpoint
ALTER TABLE "tenant_settings" FORCE ROW LEVEL SECURITY;
