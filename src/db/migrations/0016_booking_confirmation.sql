-- Online booking, shared ground of its next slices (issue 33): an appointment may wait for the
-- front desk (`a_confirmer`, with why), remembers its visit type, a file created by an online
-- booking is marked for the front desk to check, and the patient's personal links to manage an
-- appointment are stored as hashes. Written by hand (SQL that PostgreSQL 15 and PGlite's 18 both
-- accept).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('a_confirmer', 'planifie', 'confirme', 'arrive', 'vu', 'absent', 'annule'));--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "a_confirmer_motif" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_a_confirmer_motif_check" CHECK ("appointments"."a_confirmer_motif" in ('verification_impossible', 'patient_non_reconnu', 'absences_repetees'));--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_type_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "cree_en_ligne_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "verifie_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "patients_cree_en_ligne_idx" ON "patients" USING btree ("id") WHERE "patients"."cree_en_ligne_at" is not null and "patients"."verifie_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_a_confirmer_idx" ON "appointments" USING btree ("date_heure") WHERE "appointments"."status" = 'a_confirmer';--> statement-breakpoint
CREATE TABLE "appointment_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_links_token_hash" ON "appointment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_links_appointment_idx" ON "appointment_links" USING btree ("appointment_id");
