-- Online booking, first slice (issue 33, decision 047): visit types and the doctors who take them,
-- the booking rules (one row), the holds a visitor puts on a slot for 10 minutes, and the source
-- of an appointment (an online booking counts against the daily cap). No row is inserted here (a
-- migrated database stays empty, as a restore needs it): the rules' row and the five visit types of
-- an orthopaedic practice are written on the first read, once (`types_preremplis`), like the hours.
-- Written by hand (SQL that PostgreSQL 15 and PGlite's 18 both accept); the snapshot is left to
-- the next `npm run db:generate`.
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'cabinet' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source_check" CHECK ("appointments"."source" in ('cabinet', 'en_ligne'));--> statement-breakpoint
CREATE TABLE "visit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"libelle_fr" varchar(100) NOT NULL,
	"libelle_ar" varchar(100) NOT NULL,
	"duree_minutes" integer NOT NULL,
	"en_ligne" boolean DEFAULT true NOT NULL,
	"reservable_par" text DEFAULT 'tous' NOT NULL,
	"instructions_fr" varchar(1000),
	"instructions_ar" varchar(1000),
	"actif" boolean DEFAULT true NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "visit_types_duree_minutes_check" CHECK ("visit_types"."duree_minutes" between 5 and 240),
	CONSTRAINT "visit_types_reservable_par_check" CHECK ("visit_types"."reservable_par" in ('tous', 'patients_connus'))
);
--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "visit_type_doctors" (
	"visit_type_id" integer NOT NULL,
	"medecin_id" integer NOT NULL,
	CONSTRAINT "visit_type_doctors_pkey" PRIMARY KEY ("visit_type_id", "medecin_id")
);
--> statement-breakpoint
ALTER TABLE "visit_type_doctors" ADD CONSTRAINT "visit_type_doctors_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_type_doctors" ADD CONSTRAINT "visit_type_doctors_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_type_doctors_medecin_idx" ON "visit_type_doctors" USING btree ("medecin_id");--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reservation_en_ligne" boolean DEFAULT true NOT NULL,
	"preavis_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_jours" integer DEFAULT 60 NOT NULL,
	"pas_minutes" integer,
	"plafond_journalier" integer,
	"delai_annulation_minutes" integer DEFAULT 120 NOT NULL,
	"types_preremplis" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "booking_settings_single_row_check" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_values_check" CHECK ("booking_settings"."preavis_minutes" between 0 and 20160 and "booking_settings"."horizon_jours" between 1 and 365 and ("booking_settings"."pas_minutes" is null or "booking_settings"."pas_minutes" between 5 and 240) and ("booking_settings"."plafond_journalier" is null or "booking_settings"."plafond_journalier" between 1 and 200) and "booking_settings"."delai_annulation_minutes" between 0 and 20160)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_type_id" integer NOT NULL,
	"medecin_id" integer NOT NULL,
	"debut" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_span_check" CHECK ("booking_holds"."fin" > "booking_holds"."debut")
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_client_key" ON "booking_holds" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "booking_holds_medecin_debut_idx" ON "booking_holds" USING btree ("medecin_id", "debut");--> statement-breakpoint
CREATE INDEX "booking_holds_expires_idx" ON "booking_holds" USING btree ("expires_at");
