-- The documents a doctor gives (issue 34, decision 053): ordonnances and certificates, numbered per
-- year without gaps (a counter row per year, updated under its row lock in the issuing
-- transaction), frozen once issued (content and its SHA-256), cancelled but never deleted; the
-- templates they start from and each doctor's favourite prescription lines; the letterhead's
-- per-doctor fields. No row is inserted here (a migrated database stays empty, as a restore needs
-- it): the certificate templates are written on their first read. Written by hand (SQL that
-- PostgreSQL 15 and PGlite's 18 both accept); the snapshot is left to the next `npm run db:generate`.
ALTER TABLE "staff_users" ADD COLUMN "inpe" varchar(20);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "specialite" varchar(150);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "titres" varchar(500);--> statement-breakpoint
CREATE TABLE "document_counters" (
	"annee" smallint PRIMARY KEY NOT NULL,
	"dernier" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"medecin_id" integer NOT NULL,
	"type" text NOT NULL,
	"modele" text,
	"numero" varchar(11) NOT NULL,
	"annee" smallint NOT NULL,
	"rang" integer NOT NULL,
	"code_verification" varchar(32) NOT NULL,
	"format" text NOT NULL,
	"contenu" jsonb NOT NULL,
	"empreinte" varchar(64) NOT NULL,
	"emis_at" timestamp with time zone NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"annule_at" timestamp with time zone,
	"annule_motif" varchar(500),
	"annule_par" integer,
	CONSTRAINT "medical_documents_type_check" CHECK ("medical_documents"."type" in ('ordonnance', 'certificat')),
	CONSTRAINT "medical_documents_modele_check" CHECK (("medical_documents"."type" = 'ordonnance' and "medical_documents"."modele" is null) or ("medical_documents"."type" = 'certificat' and "medical_documents"."modele" in ('descriptif', 'arret_travail', 'prolongation', 'reprise_travail', 'aptitude_sport', 'at_initial', 'at_prolongation', 'at_guerison'))),
	CONSTRAINT "medical_documents_format_check" CHECK ("medical_documents"."format" in ('A4', 'A5')),
	CONSTRAINT "medical_documents_cancel_check" CHECK (("medical_documents"."annule_at" is null) = ("medical_documents"."annule_motif" is null))
);
--> statement-breakpoint
ALTER TABLE "medical_documents" ADD CONSTRAINT "medical_documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_documents" ADD CONSTRAINT "medical_documents_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_documents" ADD CONSTRAINT "medical_documents_annule_par_staff_users_id_fk" FOREIGN KEY ("annule_par") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_documents_numero_key" ON "medical_documents" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_documents_annee_rang_key" ON "medical_documents" USING btree ("annee","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_documents_code_key" ON "medical_documents" USING btree ("code_verification");--> statement-breakpoint
CREATE INDEX "medical_documents_patient_idx" ON "medical_documents" USING btree ("patient_id","emis_at");--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"genre" text NOT NULL,
	"nom" varchar(120) NOT NULL,
	"contenu" jsonb NOT NULL,
	"medecin_id" integer,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "document_templates_genre_check" CHECK ("document_templates"."genre" in ('ordonnance', 'descriptif', 'arret_travail', 'prolongation', 'reprise_travail', 'aptitude_sport', 'at_initial', 'at_prolongation', 'at_guerison'))
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_certificate_key" ON "document_templates" USING btree ("genre") WHERE "document_templates"."genre" <> 'ordonnance';--> statement-breakpoint
CREATE TABLE "prescription_favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"medecin_id" integer NOT NULL,
	"ligne" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescription_favourites" ADD CONSTRAINT "prescription_favourites_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_favourites_medecin_idx" ON "prescription_favourites" USING btree ("medecin_id");
