-- The consultation (issue 34, decision 054): the doctor's note on a patient, structured for
-- orthopaedics, drafted then signed (locked), corrected only by addenda; and the register of
-- infiltrations with their batch numbers. Clinical content: read and written by doctors only (the
-- server decides, src/domain/consultations). Written by hand (SQL that PostgreSQL 15 and PGlite's
-- 18 both accept).
CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"medecin_id" integer NOT NULL,
	"statut" text DEFAULT 'brouillon' NOT NULL,
	"motif" varchar(500),
	"antecedents" varchar(5000),
	"histoire" varchar(5000),
	"examens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"douleur" smallint,
	"imagerie" varchar(2000),
	"diagnostic" varchar(500),
	"conduite" varchar(5000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_by" integer,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	CONSTRAINT "consultations_statut_check" CHECK ("consultations"."statut" in ('brouillon', 'signe')),
	CONSTRAINT "consultations_douleur_check" CHECK ("consultations"."douleur" between 0 and 10),
	CONSTRAINT "consultations_signed_check" CHECK ("consultations"."statut" <> 'signe' or ("consultations"."signed_at" is not null and "consultations"."signed_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_edited_by_staff_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_signed_by_staff_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_patient_idx" ON "consultations" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_appointment_key" ON "consultations" USING btree ("appointment_id") WHERE "consultations"."appointment_id" is not null;--> statement-breakpoint
CREATE TABLE "consultation_addenda" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_addenda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation_id" integer NOT NULL,
	"medecin_id" integer NOT NULL,
	"texte" varchar(5000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_addenda" ADD CONSTRAINT "consultation_addenda_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_addenda" ADD CONSTRAINT "consultation_addenda_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_addenda_consultation_idx" ON "consultation_addenda" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE TABLE "infiltrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "infiltrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"consultation_id" integer,
	"medecin_id" integer NOT NULL,
	"articulation" text NOT NULL,
	"cote" text,
	"produit" varchar(200) NOT NULL,
	"dose" varchar(100) NOT NULL,
	"lot" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "infiltrations_articulation_check" CHECK ("infiltrations"."articulation" in ('genou', 'epaule', 'hanche', 'rachis', 'main_poignet', 'pied_cheville', 'autre')),
	CONSTRAINT "infiltrations_cote_check" CHECK ("infiltrations"."cote" in ('droit', 'gauche', 'bilateral'))
);
--> statement-breakpoint
ALTER TABLE "infiltrations" ADD CONSTRAINT "infiltrations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infiltrations" ADD CONSTRAINT "infiltrations_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infiltrations" ADD CONSTRAINT "infiltrations_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infiltrations" ADD CONSTRAINT "infiltrations_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "infiltrations_patient_idx" ON "infiltrations" USING btree ("patient_id","date");--> statement-breakpoint
CREATE INDEX "infiltrations_lot_idx" ON "infiltrations" USING btree (lower("lot"));
