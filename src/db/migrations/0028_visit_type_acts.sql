-- The acts a visit type is usually billed with (issue 35): the bill of a visit booked as that
-- type starts with them, in this order; the desk may still change every line. Written by hand
-- (SQL that PostgreSQL 15 and PGlite's 18 both accept).
CREATE TABLE "visit_type_acts" (
	"visit_type_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	"ordre" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_type_acts_pkey" PRIMARY KEY("visit_type_id","act_id")
);
--> statement-breakpoint
ALTER TABLE "visit_type_acts" ADD CONSTRAINT "visit_type_acts_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_type_acts" ADD CONSTRAINT "visit_type_acts_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_type_acts_act_idx" ON "visit_type_acts" USING btree ("act_id");
