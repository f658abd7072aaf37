DROP INDEX "orders_responsible_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notifiedcostthresholds" integer[];--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notifiedhourthresholds" integer[];--> statement-breakpoint
CREATE INDEX "orders_responsible_idx" ON "orders" USING btree ("tenant_id","responsible_id","ordernumber");