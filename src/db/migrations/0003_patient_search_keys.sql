-- The patient search filters and sorts on nom and prenom folded by search_key(). Computed in each
-- query, the fold ran again for every matching row (index recheck, then the sort): about 16 ms of a
-- 21 ms query over 100,000 patients. Stored columns hold it once per write (decision 016).
-- search_key() is IMMUTABLE; a change to it must come with a migration that rewrites these columns.
ALTER TABLE "patients" ADD COLUMN "nom_key" text GENERATED ALWAYS AS (search_key(nom)) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "prenom_key" text GENERATED ALWAYS AS (search_key(prenom)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_nom_key_trgm_idx ON patients USING gin (nom_key gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_prenom_key_trgm_idx ON patients USING gin (prenom_key gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS patients_nom_search_idx;--> statement-breakpoint
DROP INDEX IF EXISTS patients_prenom_search_idx;
