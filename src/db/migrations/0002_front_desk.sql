CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "patients_date_naissance_idx" ON "patients" USING btree ("date_naissance");--> statement-breakpoint
-- The SQL twin of normalizePhone (src/domain/front-desk/phone.ts): canonical phone digits, Moroccan
-- national numbers in international form. An integration test keeps the two in step.
CREATE OR REPLACE FUNCTION phone_digits(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE WHEN n ~ '^2120[5-8][0-9]{8}$' THEN '212' || substr(n, 5) ELSE n END
  FROM (
    SELECT CASE
      WHEN t LIKE '+%' THEN d
      WHEN d LIKE '00%' THEN substr(d, 3)
      WHEN d ~ '^0[5-8][0-9]{8}$' THEN '212' || substr(d, 2)
      WHEN d ~ '^[5-8][0-9]{8}$' THEN '212' || d
      ELSE d
    END AS n
    FROM (
      SELECT t, regexp_replace(t, '[^0-9]', '', 'g') AS d
      FROM (SELECT regexp_replace(replace($1, '(0)', ''), '^\s+|\s+$', '', 'g') AS t) AS trimmed
    ) AS digits
  ) AS national
$$;--> statement-breakpoint
-- Rows created before the rules above (or with older ones) get their canonical digits.
UPDATE patients SET telephone_digits = left(phone_digits(telephone), 20)
  WHERE telephone_digits IS DISTINCT FROM left(phone_digits(telephone), 20);--> statement-breakpoint
-- A part of a number ("34 56 78") is found anywhere in it.
CREATE INDEX IF NOT EXISTS patients_telephone_digits_trgm_idx ON patients USING gin (telephone_digits gin_trgm_ops);--> statement-breakpoint
-- Requests are searched by prenom too; access history finds lists that showed a patient.
CREATE INDEX IF NOT EXISTS appointment_requests_prenom_search_idx ON appointment_requests USING gin (search_key(prenom) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_events_details_idx ON audit_events USING gin (details jsonb_path_ops);
