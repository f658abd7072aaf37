ALTER TABLE "projects" ADD COLUMN "hourdiscount" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "materialdiscount" numeric(5, 2);