-- Law 09-08 (issue 25, decision 034). A public request records whether the person agreed to
-- reminders by SMS / WhatsApp, when, and which version of the notice they were shown. A patient
-- file can be anonymised (its identity replaced, its medical history kept). The register of rights
-- requests: what a person asked (access, rectification, objection, erasure), when, who handled it,
-- when it was answered, and the deadline.
ALTER TABLE "appointment_requests" ADD COLUMN "consentement_rappels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "consentement_rappels_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "version_notice" varchar(20);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "anonymised_by" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_anonymised_by_staff_users_id_fk" FOREIGN KEY ("anonymised_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rights_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recu_le" date NOT NULL,
	"type" text NOT NULL,
	"personne" varchar(200) NOT NULL,
	"patient_id" integer,
	"details" varchar(1000),
	"echeance" date NOT NULL,
	"traite_par" integer,
	"repondu_le" date,
	"reponse" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "rights_requests_type_check" CHECK ("rights_requests"."type" in ('acces', 'rectification', 'opposition', 'effacement'))
);
--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_traite_par_staff_users_id_fk" FOREIGN KEY ("traite_par") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rights_requests_recu_le_idx" ON "rights_requests" USING btree ("recu_le","id");--> statement-breakpoint
CREATE INDEX "rights_requests_patient_idx" ON "rights_requests" USING btree ("patient_id");
