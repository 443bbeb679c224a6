-- Where the doctor's part of the pre-printed feuille de soins is printed (issue 35, decision 060):
-- one row, the layout in millimetres as JSON; no row means the starting estimates. Written by hand
-- (SQL that PostgreSQL 15 and PGlite's 18 both accept).
CREATE TABLE "claim_form_layout" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"gabarit" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "claim_form_layout_single_row_check" CHECK ("claim_form_layout"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "claim_form_layout" ADD CONSTRAINT "claim_form_layout_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;
