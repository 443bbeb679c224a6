/**
 * The SQL statements the baseline server of `npm run bench` sends: the app's own, as PostgreSQL's
 * statement log shows them, so that the app's figures divided by the baseline's measure the
 * framework and not a different query. baseline-sql.test.ts checks the search against the app's.
 */
import { searchVariants, transliterationWords } from "../../../src/domain/names/transliteration";

export const rateLimitSql = `
  with w as (select to_timestamp(floor(extract(epoch from now()) / $1) * $2) as window_start)
  insert into "rate_limit_buckets" (key, window_start, count)
  select $3, window_start, 1 from w
  on conflict (key) do update set
    count = case when "rate_limit_buckets"."window_start" = excluded.window_start then "rate_limit_buckets"."count" + 1 else 1 end,
    window_start = excluded.window_start
  returning count, ceil(extract(epoch from (window_start + make_interval(secs => $4) - now())))::int as retry_after`;

export const insertRequestSql = `insert into "appointment_requests" ("id", "nom", "prenom", "telephone", "date_preferee", "heure_preferee", "motif", "created_at", "status", "status_changed_at", "status_changed_by", "patient_id", "appointment_id") values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, default, default) returning "id", "nom", "prenom", "telephone", "date_preferee", "heure_preferee", "motif", "created_at", "status", "status_changed_at", "status_changed_by", "patient_id", "appointment_id"`;

export const staffSql = `select "id", "username", "nom", "prenom", "email", "role" from "staff_users" where ("staff_users"."id" = $1 and "staff_users"."deleted_at" is null) limit $2`;

/**
 * The patient search for one name word, as the bench sends it ("benaissa"): every word in nom or
 * prenom, or the transliteration key beginning one of the name's words (decision 042): the key's
 * two spellings (with and without the article Latin folds in), each as two LIKE patterns.
 */
export const searchSql = `select "id", "nom", "prenom", "date_naissance", "gender", "telephone", "email", "adresse", "mutuelle", "compagnie", "date_creation" from "patients" where ((("patients"."nom_key" like '%' || search_key($1) || '%' or "patients"."prenom_key" like '%' || search_key($2) || '%') or (("patients"."translit_key" like $3 or "patients"."translit_key" like $4) or ("patients"."translit_key" like $5 or "patients"."translit_key" like $6))) and "patients"."archived_at" is null) order by "patients"."nom_key" collate "C", "patients"."prenom_key" collate "C", "patients"."id" asc limit $7`;

/** searchSql's parameters for one name word whose key has two spellings (as "benaissa": bnsa, lbnsa). */
export function searchParams(nom: string, limit = 50): unknown[] {
  const [word = ""] = transliterationWords(nom);
  return [nom, nom, ...searchVariants(word).flatMap((variant) => [`${variant}%`, `% ${variant}%`]), limit];
}

export const auditSql = `insert into "audit_events" ("id", "at", "actor_id", "action", "target_type", "target_id", "request_id", "details") values (default, default, $1, $2, $3, $4, $5, $6)`;
