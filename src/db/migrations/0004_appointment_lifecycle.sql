-- The life of an appointment (decision 019): its length, its status with who changed it and when,
-- why and by whom it was cancelled, and its last edit. Existing appointments become 30-minute
-- 'planifie' ones. Two indexes serve the agenda (every doctor, by start) and one doctor's agenda
-- with the overlap check of a booking (medecin_id, date_heure).
ALTER TABLE "appointments" ADD COLUMN "duree_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status" text DEFAULT 'planifie' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "motif_annulation" varchar(500);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "annule_par" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_changed_by_staff_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_date_heure_idx" ON "appointments" USING btree ("date_heure");--> statement-breakpoint
CREATE INDEX "appointments_medecin_date_idx" ON "appointments" USING btree ("medecin_id","date_heure");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duree_minutes_check" CHECK ("appointments"."duree_minutes" between 5 and 480);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('planifie', 'confirme', 'arrive', 'vu', 'absent', 'annule'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_annule_par_check" CHECK ("appointments"."annule_par" in ('patient', 'cabinet'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancellation_check" CHECK ("appointments"."status" <> 'annule' or ("appointments"."motif_annulation" is not null and "appointments"."annule_par" is not null));