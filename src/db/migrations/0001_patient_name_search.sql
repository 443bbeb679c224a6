-- Case- and accent-insensitive substring search on patient names ("benaissa" finds "Benaïssa"),
-- served by trigram indexes. unaccent() is only STABLE, so an IMMUTABLE wrapper with an explicit
-- dictionary is needed to index it. Accepted by PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent($1)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_nom_search_idx ON patients USING gin (search_key(nom) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_prenom_search_idx ON patients USING gin (search_key(prenom) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS appointment_requests_nom_search_idx ON appointment_requests USING gin (search_key(nom) gin_trgm_ops);
