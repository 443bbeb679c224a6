-- Fees (issue 35, decision 056): receipts and credit notes numbered per series and year without
-- gaps, their lines, payments on a cash day, and the cash days' float and closing. Amounts in signed
-- integer centimes. Written by hand from drizzle-kit's output (SQL that PostgreSQL 15 and PGlite's 18
-- both accept); the snapshot is left to the next `npm run db:generate`.
CREATE TABLE "cash_days" (
	"jour" date PRIMARY KEY NOT NULL,
	"fond_caisse_centimes" integer DEFAULT 0 NOT NULL,
	"especes_comptees_centimes" integer,
	"ecart_centimes" integer,
	"remarque" varchar(500),
	"cloture_at" timestamp with time zone,
	"cloture_par" integer,
	CONSTRAINT "cash_days_fond_check" CHECK ("cash_days"."fond_caisse_centimes" >= 0),
	CONSTRAINT "cash_days_cloture_check" CHECK (("cash_days"."cloture_at" is null) = ("cash_days"."especes_comptees_centimes" is null) and ("cash_days"."cloture_at" is null) = ("cash_days"."ecart_centimes" is null) and ("cash_days"."cloture_at" is null) = ("cash_days"."cloture_par" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"serie" text NOT NULL,
	"annee" smallint NOT NULL,
	"dernier" integer NOT NULL,
	CONSTRAINT "invoice_counters_serie_annee_pk" PRIMARY KEY("serie","annee"),
	CONSTRAINT "invoice_counters_serie_check" CHECK ("invoice_counters"."serie" in ('H', 'A'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"act_id" integer,
	"code" varchar(20) NOT NULL,
	"libelle" varchar(200) NOT NULL,
	"lettre_cle" varchar(5),
	"coefficient" integer,
	"montant_centimes" integer NOT NULL,
	"tarif_reference_centimes" integer,
	"ordre" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serie" text NOT NULL,
	"numero" varchar(12) NOT NULL,
	"annee" smallint NOT NULL,
	"rang" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"medecin_id" integer NOT NULL,
	"facture_origine_id" integer,
	"motif" varchar(500),
	"remise_centimes" integer DEFAULT 0 NOT NULL,
	"remise_motif" varchar(200),
	"total_centimes" integer NOT NULL,
	"assureur_id" integer,
	"jour" date NOT NULL,
	"emis_at" timestamp with time zone NOT NULL,
	"emis_par" integer NOT NULL,
	"contenu" jsonb NOT NULL,
	"empreinte" varchar(64) NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_serie_check" CHECK ("invoices"."serie" in ('H', 'A')),
	CONSTRAINT "invoices_total_check" CHECK (("invoices"."serie" = 'H' and "invoices"."total_centimes" >= 0) or ("invoices"."serie" = 'A' and "invoices"."total_centimes" <= 0)),
	CONSTRAINT "invoices_remise_check" CHECK ("invoices"."remise_centimes" >= 0 and ("invoices"."remise_centimes" = 0 or "invoices"."remise_motif" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"mode" text NOT NULL,
	"montant_centimes" integer NOT NULL,
	"reference" varchar(100),
	"jour" date NOT NULL,
	"recu_at" timestamp with time zone NOT NULL,
	"recu_par" integer NOT NULL,
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('especes', 'cheque', 'carte', 'virement')),
	CONSTRAINT "payments_montant_check" CHECK ("payments"."montant_centimes" <> 0),
	CONSTRAINT "payments_cheque_check" CHECK ("payments"."mode" <> 'cheque' or "payments"."reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "cash_days" ADD CONSTRAINT "cash_days_cloture_par_staff_users_id_fk" FOREIGN KEY ("cloture_par") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_facture_origine_id_invoices_id_fk" FOREIGN KEY ("facture_origine_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_assureur_id_insurers_id_fk" FOREIGN KEY ("assureur_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_emis_par_staff_users_id_fk" FOREIGN KEY ("emis_par") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recu_par_staff_users_id_fk" FOREIGN KEY ("recu_par") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_numero_key" ON "invoices" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_serie_annee_rang_key" ON "invoices" USING btree ("serie","annee","rang");--> statement-breakpoint
CREATE INDEX "invoices_patient_idx" ON "invoices" USING btree ("patient_id","emis_at");--> statement-breakpoint
CREATE INDEX "invoices_appointment_idx" ON "invoices" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "invoices_jour_idx" ON "invoices" USING btree ("jour");--> statement-breakpoint
CREATE INDEX "invoices_origine_idx" ON "invoices" USING btree ("facture_origine_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_jour_idx" ON "payments" USING btree ("jour");