-- The patient's own link (issue 33, decision 050): what the patient last did to the appointment
-- from it (confirmed, cancelled, moved) and when, for the agenda and the patient file; and a
-- staff alert event for it (counted in the staff's grouped e-mail, no data of its own). Written by
-- hand (SQL that PostgreSQL 15 and PGlite's 18 both accept).
ALTER TABLE "appointments" ADD COLUMN "action_patient" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "action_patient_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_action_patient_check" CHECK ("appointments"."action_patient" in ('confirme', 'annule', 'deplace'));--> statement-breakpoint
CREATE INDEX "appointments_action_patient_at_idx" ON "appointments" USING btree ("action_patient_at") WHERE "appointments"."action_patient_at" is not null;--> statement-breakpoint
ALTER TABLE "staff_alert_events" DROP CONSTRAINT "staff_alert_events_source_check";--> statement-breakpoint
ALTER TABLE "staff_alert_events" ADD CONSTRAINT "staff_alert_events_source_check" CHECK ("staff_alert_events"."source" in ('appointment_request', 'contact_message', 'appointment_link'));
