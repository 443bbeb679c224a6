-- The catalogue of acts and their fees (issue 35, decision 055): amounts in integer centimes, the
-- Tarification Nationale de Référence's fee where one applies, "à vérifier" until an admin
-- confirms the row. fee_settings' single row says the default acts were written (on the first
-- read, so a migrated database stays empty for restores, as decision 047 does for visit types).
-- Written by hand (SQL that PostgreSQL 15 and PGlite's 18 both accept).
CREATE TABLE "acts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"libelle" varchar(200) NOT NULL,
	"lettre_cle" varchar(5),
	"coefficient" integer,
	"tarif_centimes" integer NOT NULL,
	"tarif_reference_centimes" integer,
	"actif" boolean DEFAULT true NOT NULL,
	"a_verifier" boolean DEFAULT false NOT NULL,
	"ordre" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "acts_tarif_check" CHECK ("acts"."tarif_centimes" between 0 and 100000000 and ("acts"."tarif_reference_centimes" is null or "acts"."tarif_reference_centimes" between 0 and 100000000)),
	CONSTRAINT "acts_coefficient_check" CHECK ("acts"."coefficient" is null or "acts"."coefficient" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acts_code_key" ON "acts" USING btree (lower("code"));--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"actes_preremplis" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fee_settings_single_row_check" CHECK ("fee_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" varchar(100) NOT NULL,
	"genre" text DEFAULT 'mutuelle' NOT NULL,
	"remarque" varchar(500),
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "insurers_genre_check" CHECK ("insurers"."genre" in ('amo', 'mutuelle', 'assurance'))
);
--> statement-breakpoint
ALTER TABLE "insurers" ADD CONSTRAINT "insurers_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurers_nom_key" ON "insurers" USING btree (lower("nom"));
