-- The images and documents a patient brings (issue 34, decision 061): one row per file kept
-- outside the database (its encrypted bytes under `storage_key` in the file storage, DATA_DIR/files
-- by default), with its labels; and the phone upload sessions (a 10-minute link whose token only
-- the SHA-256 of is stored). Clinical content: read and written by doctors only (the server
-- decides, src/domain/files). Written by hand (SQL that PostgreSQL 15 and PGlite's 18 both accept).
CREATE TABLE "upload_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_links_token_hash" ON "upload_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "upload_links_patient_idx" ON "upload_links" USING btree ("patient_id");--> statement-breakpoint
CREATE TABLE "patient_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"thumbnail_key" varchar(100),
	"nom_original" varchar(255) NOT NULL,
	"type_mime" text NOT NULL,
	"taille" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"nature" text NOT NULL,
	"region" text,
	"cote" text,
	"date_examen" date,
	"libelle" varchar(200),
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"upload_link_id" integer,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "patient_files_type_mime_check" CHECK ("patient_files"."type_mime" in ('image/jpeg', 'image/png', 'application/pdf', 'application/dicom')),
	CONSTRAINT "patient_files_nature_check" CHECK ("patient_files"."nature" in ('radiographie', 'irm', 'scanner', 'echographie', 'compte_rendu', 'autre')),
	CONSTRAINT "patient_files_region_check" CHECK ("patient_files"."region" in ('genou', 'epaule', 'hanche', 'rachis', 'main_poignet', 'pied_cheville', 'autre')),
	CONSTRAINT "patient_files_cote_check" CHECK ("patient_files"."cote" in ('droit', 'gauche', 'bilateral')),
	CONSTRAINT "patient_files_taille_check" CHECK ("patient_files"."taille" between 0 and 26214400),
	CONSTRAINT "patient_files_source_check" CHECK ("patient_files"."uploaded_by" is not null or "patient_files"."upload_link_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_upload_link_id_upload_links_id_fk" FOREIGN KEY ("upload_link_id") REFERENCES "public"."upload_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_files_storage_key" ON "patient_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "patient_files_patient_idx" ON "patient_files" USING btree ("patient_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "patient_files_upload_link_idx" ON "patient_files" USING btree ("upload_link_id");
