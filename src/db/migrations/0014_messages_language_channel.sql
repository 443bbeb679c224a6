-- Messages that tell the truth (issue 32, decision 043). A message the log driver "sent" is
-- recorded 'non_envoye' (no provider configured), not 'envoye'. Each patient has a preferred
-- channel (one channel per message, WhatsApp by default) and a language (fr or ar) for the
-- messages; each request records the language of the page it was sent from, and an appointment
-- made from a request records it too (null: the patient's language).
ALTER TABLE "patients" ADD COLUMN "canal_prefere" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_canal_prefere_check" CHECK ("patients"."canal_prefere" in ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_langue_check" CHECK ("patients"."langue" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_langue_check" CHECK ("appointment_requests"."langue" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "langue" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_langue_check" CHECK ("appointments"."langue" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_statut_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_statut_check" CHECK ("notifications"."statut" in ('en_attente', 'envoye', 'non_envoye', 'echec'));
