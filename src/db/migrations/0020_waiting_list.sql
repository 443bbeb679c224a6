-- The waiting list of online booking (issue 33, decision 051): a visitor who finds nothing free
-- asks to be told when a slot of a visit type (and doctor, or any) frees up between two dates;
-- the offers made to them, one slot at a time, each held 15 minutes for them by a booking hold.
-- The offer's link is stored as a SHA-256 only. A new message type carries the offers. Written by
-- hand (SQL that PostgreSQL 15 and PGlite's 18 both accept); the snapshot is left to the next
-- `npm run db:generate`.
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visit_type_id" integer NOT NULL,
	"medecin_id" integer,
	"du" date NOT NULL,
	"au" date NOT NULL,
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100) NOT NULL,
	"date_naissance" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"canal" text NOT NULL,
	"contact" varchar(254) NOT NULL,
	"langue" text DEFAULT 'fr' NOT NULL,
	"statut" text DEFAULT 'a_verifier' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"appointment_id" integer,
	CONSTRAINT "waitlist_entries_range_check" CHECK ("waitlist_entries"."au" >= "waitlist_entries"."du"),
	CONSTRAINT "waitlist_entries_gender_check" CHECK ("waitlist_entries"."gender" in ('H', 'F')),
	CONSTRAINT "waitlist_entries_canal_check" CHECK ("waitlist_entries"."canal" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "waitlist_entries_langue_check" CHECK ("waitlist_entries"."langue" in ('fr', 'ar')),
	CONSTRAINT "waitlist_entries_statut_check" CHECK ("waitlist_entries"."statut" in ('a_verifier', 'active', 'satisfaite', 'expiree', 'retiree'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_active_idx" ON "waitlist_entries" USING btree ("verified_at", "id") WHERE "waitlist_entries"."statut" = 'active';--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_idx" ON "waitlist_entries" USING btree ("created_at", "id");--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"medecin_id" integer NOT NULL,
	"debut" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"statut" text DEFAULT 'proposee' NOT NULL,
	"token_hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"appointment_id" integer,
	CONSTRAINT "waitlist_offers_span_check" CHECK ("waitlist_offers"."fin" > "waitlist_offers"."debut"),
	CONSTRAINT "waitlist_offers_statut_check" CHECK ("waitlist_offers"."statut" in ('proposee', 'acceptee', 'declinee', 'expiree', 'perdue'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_medecin_id_staff_users_id_fk" FOREIGN KEY ("medecin_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_hash" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_live_per_entry" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."statut" = 'proposee';--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id", "debut");--> statement-breakpoint
CREATE INDEX "waitlist_offers_live_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."statut" = 'proposee';--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('confirmation', 'deplacement', 'annulation', 'rappel', 'alerte_personnel', 'offre_attente'));
