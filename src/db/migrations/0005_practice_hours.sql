CREATE TABLE "practice_hours" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"holiday_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "practice_hours_single_row_check" CHECK ("practice_hours"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "practice_hours" ADD CONSTRAINT "practice_hours_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;