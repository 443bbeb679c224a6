/**
 * `npm run seed:appointments -- [--count 1000000] [--doctors 6] [--database-url postgres://...] [--data-dir ./data]`
 *
 * Adds years of plainly fictional appointments for the agenda's load measurements: a practice
 * of `--doctors` doctors (added as MEDECIN accounts "Médecin Bench N" that cannot log in), each
 * seeing 24 patients a day (every 20 minutes from 08:30), Monday to Saturday, going back in time
 * from 13 weeks ahead until `count` appointments exist. With 6 doctors that is 864 appointments
 * a week, and 1,000,000 appointments reach back about 22 years. Statuses as a practice's history
 * holds them: past ones mostly seen, some missed or cancelled (with a reason and a side), a few
 * left confirmed; future ones planned or confirmed, a few cancelled. Lengths 15, 20 or 40
 * minutes. Patients are the ones already there (seed them first: `npm run seed:patients`).
 *
 * Set-based SQL (generate_series) in batches of 100,000 rows; wall-clock times are read in
 * Africa/Casablanca by PostgreSQL itself, so the hours stay right across the Ramadan clock changes.
 * Targets DATABASE_URL when given, otherwise the embedded database in DATA_DIR (stop the site first).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "../../src/db/client";
import { openSeedTarget, runWithTimeLimit } from "./support/seed-target";

const BATCH = 100_000;
export const APPOINTMENTS_PER_DOCTOR_PER_DAY = 24;
const DAYS_AHEAD = 13 * 7;

const motifs = ["Consultation", "Contrôle post-opératoire", "Douleur au genou", "Lombalgie", "Entorse de la cheville", "Retrait du plâtre", "Infiltration", "Bilan radiologique"];

export type SeededAppointments = { total: number; doctorIds: number[]; firstDay: string; lastDay: string };

/** Inserts `count` appointments (and `doctors` doctor accounts); returns what is in the table. */
export async function seedAppointments(
  handle: DatabaseHandle,
  count: number,
  options: { doctors?: number; timeZone?: string; log?: (line: string) => void } = {},
): Promise<SeededAppointments> {
  const doctors = options.doctors ?? 6;
  const timeZone = options.timeZone ?? "Africa/Casablanca";
  const log = options.log ?? (() => {});
  const [range] = await queryRows<{ min: number | null; max: number | null }>(handle.db, sql`select min(id) as min, max(id) as max from patients`);
  if (!range?.min || !range.max) throw new Error("No patients to book: seed patients first (npm run seed:patients).");
  const patientCount = range.max - range.min + 1;

  const doctorIds: number[] = [];
  const stamp = Date.now().toString(36);
  for (let n = 1; n <= doctors; n++) {
    const [row] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into staff_users (username, email, password_hash, role, nom, prenom)
          values (${`bench.medecin.${stamp}.${n}`}, ${`medecin.${stamp}.${n}@bench.test`}, 'not-a-real-hash', 'MEDECIN', ${`Bench ${n}`}, 'Médecin')
          returning id`,
    );
    doctorIds.push(row!.id);
  }

  // The newest day: a Saturday about 13 weeks ahead; working day w goes back from it (6 a week).
  const ahead = new Date(Date.now() + DAYS_AHEAD * 86_400_000);
  ahead.setUTCDate(ahead.getUTCDate() + ((6 - ahead.getUTCDay() + 7) % 7));
  const lastDay = ahead.toISOString().slice(0, 10);
  const perDay = doctors * APPOINTMENTS_PER_DOCTOR_PER_DAY;
  const doctorArray = `array[${doctorIds.join(",")}]::int[]`;
  const motifArray = `array[${motifs.map((m) => `'${m.replace(/'/g, "''")}'`).join(",")}]::text[]`;

  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(from + BATCH, count) - 1;
    await handle.db.execute(
      sql.raw(`
        insert into appointments (date_heure, duree_minutes, motif, observation, patient_id, medecin_id, status,
                                  status_changed_at, status_changed_by, motif_annulation, annule_par, created_at)
        select s.date_heure, s.duree, s.motif, null, s.patient_id, s.medecin_id, s.status,
               case when s.status <> 'planifie' then s.date_heure end,
               case when s.status <> 'planifie' then s.medecin_id end,
               case when s.status = 'annule' then 'Empêchement' end,
               case when s.status = 'annule' then (case when s.r % 3 = 0 then 'cabinet' else 'patient' end) end,
               s.date_heure - interval '10 days'
        from (
          select g.*,
            case
              when g.date_heure < now() then
                case when g.r < 78 then 'vu' when g.r < 86 then 'absent' when g.r < 96 then 'annule' else 'confirme' end
              else
                case when g.r < 60 then 'planifie' when g.r < 92 then 'confirme' else 'annule' end
            end as status
          from (
            select
              i,
              (${doctorArray})[1 + i % ${doctors}] as medecin_id,
              ${range.min} + ((i::bigint * 7919) % ${patientCount})::int as patient_id,
              (${motifArray})[1 + (i / ${doctors}) % ${motifs.length}] as motif,
              case (i / ${doctors}) % 10 when 0 then 40 when 1 then 15 else 20 end as duree,
              ((i::bigint * 2654435761) % 100)::int as r,
              ((date '${lastDay}' - ((i / ${perDay}) / 6 * 7 + (i / ${perDay}) % 6)::int)
                + time '08:30' + ((i / ${doctors}) % ${APPOINTMENTS_PER_DOCTOR_PER_DAY}) * interval '20 minutes')
                at time zone '${timeZone}' as date_heure
            from generate_series(${from}, ${to}) as i
          ) as g
        ) as s
      `),
    );
    log(`  ${to + 1} / ${count}`);
  }
  await handle.db.execute(sql`vacuum analyze appointments`);
  const [summary] = await queryRows<{ total: number; first: string }>(
    handle.db,
    sql`select count(*)::int as total, (min(date_heure) at time zone ${timeZone})::date::text as first from appointments`,
  );
  return { total: summary!.total, doctorIds, firstDay: summary!.first, lastDay };
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "1000000" },
      doctors: { type: "string", default: "6" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
    },
  });
  const count = Number(values.count);
  const doctors = Number(values.doctors);
  if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a positive whole number");
  if (!Number.isInteger(doctors) || doctors < 1) throw new Error("--doctors must be a positive whole number");
  const { handle, label } = await openSeedTarget(values);
  const started = performance.now();
  try {
    console.log(`Seeding ${count} appointments for ${doctors} doctors into ${label}...`);
    const seeded = await seedAppointments(handle, count, { doctors, log: console.log });
    console.log(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${seeded.total} appointments, ${seeded.firstDay} to ${seeded.lastDay}.`,
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runWithTimeLimit("seed:appointments", 20, main);
