/**
 * `npx tsx scripts/perf/bench-booking-slots.ts [--requests 300] [--warmup 30] [--pg-port 5580]`
 *
 * GET /api/booking/slots (decision 047) over three doctors, 60 days and 10,000 future
 * appointments, on PostgreSQL: a private cluster (port 5580 by default, never the shared one),
 * migrated, with three doctors and 10,000 appointments from tomorrow on over 60 days (10-minute
 * appointments from 08:00, every 7th cancelled, every 13th missed: the busy agenda a slot search
 * must scan, with gaps), and two confirmed closures and a Ramadan-like period in the hours.
 *
 * The route handler itself is called in this process (the route kernel: query check, public rate
 * limit, the four reads, the JSON answer), one request at a time after a warm-up, for the whole
 * practice (`?type=&du=&au=`, 31 days, every doctor) and for one doctor, at several starting days
 * inside the 60: p50/p95/p99. Next's HTTP layer is left out (the site's own bench measures it).
 * The machine is shared: the load average is printed with the figures.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openPostgres, queryRows } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { addDays } from "../../src/calendar/plain-date";
import { todayIn } from "../../src/calendar/zone";
import { privatePostgres } from "./support/private-postgres";
import { deadline, machineLine } from "./support/processes";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    warmup: { type: "string", default: "30" },
    appointments: { type: "string", default: "10000" },
    "pg-port": { type: "string", default: "5580" },
  },
});

const requests = Number(values.requests);
const warmup = Number(values.warmup);
const appointmentCount = Number(values.appointments);
const timeZone = "Africa/Casablanca";
const databaseName = "bench_booking";

deadline(20 * 60 * 1000, "bench-booking-slots");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const cluster = privatePostgres({ port: Number(values["pg-port"]) });
  await cluster.start();
  await cluster.recreateDatabase(databaseName);
  const url = cluster.url(databaseName);
  process.env.DATABASE_URL = url;
  process.env.LOG_LEVEL = "silent";
  process.env.JWT_SECRET ??= "bench-secret-that-is-long-enough-for-hs256-signing";
  process.env.RATE_LIMIT_PUBLIC_PER_WINDOW = "1000000";

  const handle = openPostgres(url, { max: 10 });
  await migrateDatabase(handle);
  const { db } = handle;
  const today = todayIn(timeZone);

  const doctors = await queryRows<{ id: number }>(
    db,
    sql`insert into staff_users (username, email, password_hash, role, nom, prenom)
        select 'bench.dr.' || n, 'dr' || n || '@bench.test', 'not-a-real-hash', 'MEDECIN', 'Bench ' || n, 'Médecin'
        from generate_series(1, 3) n returning id`,
  );
  const doctorArray = sql.raw(`array[${doctors.map((doctor) => doctor.id).join(",")}]::int[]`);
  await db.execute(
    sql`insert into patients (nom, prenom, date_naissance, gender, telephone, telephone_digits, email, adresse)
        select 'Patient' || n, 'Bench', date '1980-01-01' + (n % 9000), case when n % 2 = 0 then 'F' else 'H' end,
               '06' || lpad(n::text, 8, '0'), '2126' || lpad(n::text, 8, '0'), 'p' || n || '@bench.test', 'Rabat'
        from generate_series(1, 2000) n`,
  );
  // n → doctor n % 3, day (n / 3) % 60 from tomorrow, time 08:00 + 10 min × (n / 180).
  await db.execute(
    sql`insert into appointments (date_heure, motif, patient_id, medecin_id, duree_minutes, status, motif_annulation, annule_par, source)
        select ((${addDays(today, 1)}::date + ((n / 3) % 60)) + time '08:00' + make_interval(mins => 10 * (n / 180))) at time zone ${timeZone},
               'Consultation', (select min(id) from patients) + n % 2000, (${doctorArray})[1 + n % 3], 10,
               case when n % 7 = 0 then 'annule' when n % 13 = 0 then 'absent' else 'planifie' end,
               case when n % 7 = 0 then 'Empêchement' end, case when n % 7 = 0 then 'patient' end,
               case when n % 5 = 0 then 'en_ligne' else 'cabinet' end
        from generate_series(0, ${appointmentCount - 1}) n`,
  );
  await db.execute(sql`analyze`);

  // The practice's server, on this database (this pool as the server's one handle).
  const { setDatabaseForTests: serveFrom } = await import("../../src/server/db");
  serveFrom(handle);
  const { GET: slotsRoute } = await import("../../src/app/api/booking/slots/route");
  const { readPracticeHours, savePracticeHours } = await import("../../src/domain/practice-hours/practice-hours");
  const { readBookingSettings } = await import("../../src/domain/booking/booking-settings");
  await readBookingSettings(db); // the default rules and visit types, as the first visitor's read writes them
  const [type] = await queryRows<{ id: number }>(db, sql`select id from visit_types where libelle_fr = 'Consultation de contrôle'`);
  const hours = await readPracticeHours(db, { today });
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from staff_users order by id limit 1`);
  await savePracticeHours(
    db,
    {
      semaine: hours.semaine,
      periodes: [{ id: "ramadan", libelle: "Ramadan", du: addDays(today, 20), au: addDays(today, 35), semaine: { ...hours.semaine, "1": [{ debut: "10:00", fin: "15:00" }] } }],
      fermetures: [
        ...hours.fermetures,
        { id: "conge-1", libelle: "Congé", du: addDays(today, 8), au: addDays(today, 9), nature: "conge", estimee: false },
        { id: "conge-2", libelle: "Congé", du: addDays(today, 40), au: addDays(today, 40), nature: "conge", estimee: false },
      ],
    },
    { actorId: admin!.id, requestId: crypto.randomUUID(), today },
  );

  let counter = 0;
  const callSlots = async (query: string) => {
    counter += 1;
    const request = new Request(`http://bench.test/api/booking/slots?${query}`, { headers: { "x-forwarded-for": `10.9.${(counter >> 8) & 255}.${counter & 255}` } });
    const started = performance.now();
    const response = await slotsRoute(request);
    const body = (await response.json()) as unknown[];
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return { elapsed, count: body.length };
  };

  const starts = [1, 10, 20, 29].map((offset) => addDays(today, offset));
  const scenarios = [
    { label: "31 days, three doctors", query: (du: string) => `type=${type!.id}&du=${du}&au=${addDays(du, 30)}` },
    { label: "31 days, one doctor", query: (du: string) => `type=${type!.id}&du=${du}&au=${addDays(du, 30)}&medecinId=${doctors[0]!.id}` },
    { label: "7 days, three doctors", query: (du: string) => `type=${type!.id}&du=${du}&au=${addDays(du, 6)}` },
  ];
  const [counted] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from appointments where date_heure > now()`);
  console.log(`booking slots bench: ${counted!.count} future appointments, ${doctors.length} doctors, PostgreSQL on port ${cluster.port}`);
  console.log(machineLine());
  for (const scenario of scenarios) {
    for (let index = 0; index < warmup; index += 1) await callSlots(scenario.query(starts[index % starts.length]!));
    const samples: number[] = [];
    let slots = 0;
    const cpuBefore = process.cpuUsage();
    for (let index = 0; index < requests; index += 1) {
      const { elapsed, count } = await callSlots(scenario.query(starts[index % starts.length]!));
      samples.push(elapsed);
      slots += count;
    }
    const cpu = process.cpuUsage(cpuBefore);
    samples.sort((a, b) => a - b);
    // The app's own CPU per request (this process: the handler, the driver's parsing): what the load average does not inflate.
    const cpuPerRequest = (cpu.user + cpu.system) / 1000 / requests;
    console.log(
      `${scenario.label}: ${requests} requests, ${Math.round(slots / requests)} slots each on average — p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples.at(-1)!)}; app CPU ${ms(cpuPerRequest)} a request`,
    );
  }
  console.log(`load average after: ${machineLine().split("load average ")[1]}`);
  await handle.close();
  await cluster.stop("fast");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
