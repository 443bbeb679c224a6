-- Patient files that can be maintained (issue 21, decision 025): who last changed a file and when;
-- archived files (archived_at, archived_by) leave the searches; a file merged into another one is
-- archived and points to the file kept (merged_into_id), which the access history follows. The
-- patients' list sorts by creation date or by folded name over a page: one index for each order.
ALTER TABLE "patients" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_archived_by_staff_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_into_id_patients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_merged_check" CHECK ("patients"."merged_into_id" is null or ("patients"."archived_at" is not null and "patients"."merged_into_id" <> "patients"."id"));--> statement-breakpoint
CREATE INDEX "patients_merged_into_idx" ON "patients" USING btree ("merged_into_id") WHERE "patients"."merged_into_id" is not null;--> statement-breakpoint
CREATE INDEX "patients_date_creation_idx" ON "patients" USING btree ("date_creation","id");--> statement-breakpoint
CREATE INDEX "patients_name_order_idx" ON "patients" USING btree ("nom_key" COLLATE "C","prenom_key" COLLATE "C","id");
