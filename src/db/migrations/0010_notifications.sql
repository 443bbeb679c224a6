-- Notifications (issue 24, decision 030). Patients agree per channel (the instant they agreed, null
-- when they did not); the outbox holds every message to a patient or to the staff with its state,
-- claimed by the senders of every instance with FOR UPDATE SKIP LOCKED. `cle` is the message's
-- idempotency key (sent to the provider when it accepts one); a reminder's is derived from its
-- appointment, channel and time, so two instances scheduling the same reminder make one row.
-- staff_alert_events: one row per public request or contact message (no data of its own), until
-- the grouped staff e-mail that counted it.
ALTER TABLE "patients" ADD COLUMN "consent_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "consent_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "consent_whatsapp_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"canal" text NOT NULL,
	"statut" text DEFAULT 'en_attente' NOT NULL,
	"patient_id" integer,
	"appointment_id" integer,
	"destinataire" varchar(254) NOT NULL,
	"donnees" jsonb NOT NULL,
	"cle" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" varchar(300),
	"provider_id" varchar(100),
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('confirmation', 'deplacement', 'annulation', 'rappel', 'alerte_personnel')),
	CONSTRAINT "notifications_canal_check" CHECK ("notifications"."canal" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "notifications_statut_check" CHECK ("notifications"."statut" in ('en_attente', 'envoye', 'echec'))
);
--> statement-breakpoint
CREATE TABLE "staff_alert_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_alert_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "staff_alert_events_source_check" CHECK ("staff_alert_events"."source" in ('appointment_request', 'contact_message'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_cle_key" ON "notifications" USING btree ("cle");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."statut" = 'en_attente';--> statement-breakpoint
CREATE INDEX "notifications_patient_idx" ON "notifications" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_appointment_idx" ON "notifications" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_alert_events_pending_idx" ON "staff_alert_events" USING btree ("created_at") WHERE "staff_alert_events"."alerted_at" is null;
