-- Online booking, verified, exactly once (issue 33, decision 048): the codes that verify a
-- visitor's phone or e-mail (stored hashed, with the keys the daily caps count by, never the
-- destination itself), the person's details a hold keeps between the confirmation and the code,
-- each online booking's client key and phone key, both hashes (the limits per address and per number), and
-- the no-show rule's threshold. Written by hand (SQL that PostgreSQL 15 and PGlite's 18 both accept).
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"canal" text NOT NULL,
	"destination_key" varchar(64) NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_canal_check" CHECK ("verification_codes"."canal" in ('sms', 'whatsapp', 'email'))
);
--> statement-breakpoint
CREATE INDEX "verification_codes_subject_idx" ON "verification_codes" USING btree ("purpose", "subject_id", "created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_destination_idx" ON "verification_codes" USING btree ("destination_key", "created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_key", "created_at");--> statement-breakpoint
ALTER TABLE "booking_holds" ADD COLUMN "personne" jsonb;--> statement-breakpoint
CREATE TABLE "online_bookings" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"telephone_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_bookings_client_idx" ON "online_bookings" USING btree ("client_key", "created_at");--> statement-breakpoint
CREATE INDEX "online_bookings_telephone_idx" ON "online_bookings" USING btree ("telephone_key");--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "seuil_absences" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_seuil_absences_check" CHECK ("booking_settings"."seuil_absences" is null or "booking_settings"."seuil_absences" between 1 and 20);
