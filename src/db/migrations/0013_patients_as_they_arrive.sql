-- Patients as they really arrive (issue 32, decision 042). Hand-written; PostgreSQL 15 and 18.
-- The transliteration key of a person's names (src/domain/names/transliteration.ts): Arabic script
-- and Latin spellings reduced to one skeleton, word keys separated by spaces. Computed by the
-- application on every write; NULL means "not computed yet": rows written before this migration
-- (and every row after a change of the rules, whose migration sets the column back to NULL) are
-- filled in at start-up, before the first request is served (src/domain/names/key-backfill.ts).
ALTER TABLE "patients" ADD COLUMN "translit_key" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "translit_key" text;--> statement-breakpoint
-- The national identity card number (CIN), optional, stored upper case without spaces.
ALTER TABLE "patients" ADD COLUMN "cin" varchar(20);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_cin_idx" ON "patients" USING btree ("cin") WHERE "cin" IS NOT NULL;--> statement-breakpoint
-- A searched word matches when it begins a word of the key (like 'k%' or like '% k%'): trigrams serve both.
CREATE INDEX IF NOT EXISTS patients_translit_key_trgm_idx ON patients USING gin (translit_key gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS appointment_requests_translit_key_trgm_idx ON appointment_requests USING gin (translit_key gin_trgm_ops);--> statement-breakpoint
-- The start-up fill finds the rows to compute without reading the whole table.
CREATE INDEX IF NOT EXISTS "patients_translit_pending_idx" ON "patients" USING btree ("id") WHERE "translit_key" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointment_requests_translit_pending_idx" ON "appointment_requests" USING btree ("id") WHERE "translit_key" IS NULL;
