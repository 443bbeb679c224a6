/**
 * The SQL statements the baseline server of `npm run bench` sends: the app's own, as PostgreSQL's
 * statement log shows them, so that the app's figures divided by the baseline's measure the
 * framework and not a different query. baseline-sql.test.ts checks the search against the app's.
 */
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

export const searchSql = `select "id", "nom", "prenom", "date_naissance", "gender", "telephone", "email", "adresse", "mutuelle", "compagnie", "date_creation" from "patients" where (("patients"."nom_key" like '%' || search_key($1) || '%' or "patients"."prenom_key" like '%' || search_key($2) || '%') and "patients"."archived_at" is null) order by "patients"."nom_key" collate "C", "patients"."prenom_key" collate "C", "patients"."id" asc limit $3`;

export const auditSql = `insert into "audit_events" ("id", "at", "actor_id", "action", "target_type", "target_id", "request_id", "details") values (default, default, $1, $2, $3, $4, $5, $6)`;
