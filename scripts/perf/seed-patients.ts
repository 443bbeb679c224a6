/**
 * `npm run seed:patients -- [--count 100000] [--database-url postgres://...] [--data-dir ./data]`
 *
 * Adds plainly fictional patients for load measurements: set-based SQL (generate_series), in
 * batches of 10,000 rows, so 100,000 patients take seconds, indexes included. Names mix common
 * Moroccan surnames with accents (Benaïssa, Saïdi...) so that accent-insensitive search has real
 * work to do. Targets DATABASE_URL when given, otherwise the embedded database in DATA_DIR (stop
 * the site first: PGlite must not be opened by two processes).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "../../src/db/client";
import { fillMissingNameKeys } from "../../src/domain/names/key-backfill";
import { openSeedTarget, runWithTimeLimit } from "./support/seed-target";

export const seedSurnames = [
  "Benaïssa", "El Idrissi", "Alaoui", "Bennani", "Tazi", "Fassi", "Berrada", "Chraïbi", "Lahlou", "Sqalli",
  "Benjelloun", "Kettani", "Amrani", "Saïdi", "Ouazzani", "El Amrani", "Zniber", "Cherkaoui", "Naciri", "Hajji",
  "Bouzid", "Belkadi", "Mansouri", "Haddad", "Rami", "Ziani", "Jabri", "Tahiri", "Skalli", "El Fassi",
  "Benkirane", "Guessous", "Lamrani", "Sefrioui", "Benchekroun", "Filali", "Slaoui", "Mernissi", "Azzouzi", "Kabbaj",
  "Belhaj", "Bekkali", "Ouali", "Raïss", "Essaïdi", "Moussaoui", "Chami", "Daoudi", "Ghazi", "Idrissi",
  "Benali", "El Khattabi", "Bouchta", "Karimi", "Lazrak", "Mekouar", "Naji", "Qadiri", "Rhazi", "Touimi",
  "Yacoubi", "Zemmouri", "Bensouda", "El Ouafi", "Hamdaoui", "Jaïdi", "Khalloufi", "Laraki", "Marzouk", "Nejjar",
];

export const seedFirstNames = [
  "Mohammed", "Fatima", "Youssef", "Khadija", "Ahmed", "Aïcha", "Omar", "Meryem", "Hamza", "Salma",
  "Mehdi", "Imane", "Karim", "Nadia", "Rachid", "Zineb", "Anas", "Sanaa", "Ilyas", "Hind",
  "Adam", "Yasmine", "Othmane", "Soukaïna", "Reda", "Houda", "Amine", "Loubna", "Saad", "Najat",
];

const BATCH = 10_000;

function sqlArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
}

/** Inserts `count` patients after the ones already there; returns the table's new row count. */
export async function seedPatients(handle: DatabaseHandle, count: number, log: (line: string) => void = () => {}): Promise<number> {
  const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(
    handle.db,
    sql`select count(*)::int as existing from patients`,
  );
  const surnames = sqlArray(seedSurnames);
  const firstNames = sqlArray(seedFirstNames);
  for (let from = existing + 1; from <= existing + count; from += BATCH) {
    const to = Math.min(from + BATCH - 1, existing + count);
    await handle.db.execute(
      sql.raw(`
        insert into patients (nom, prenom, date_naissance, gender, telephone, telephone_digits, email, adresse, mutuelle, compagnie, date_creation)
        select
          (${surnames})[1 + i % ${seedSurnames.length}],
          (${firstNames})[1 + (i / ${seedSurnames.length}) % ${seedFirstNames.length}],
          date '1940-01-01' + (i * 37) % 29000,
          case when i % 2 = 0 then 'H' else 'F' end,
          '+212 6 ' || lpad((i % 100000000)::text, 8, '0'),
          '2126' || lpad((i % 100000000)::text, 8, '0'),
          'patient' || i || '@exemple.test',
          i || ', rue de l''Exemple, Rabat',
          i % 3 = 0,
          case when i % 3 = 0 then 'CNSS' end,
          now() - (i % 5000) * interval '1 hour'
        from generate_series(${from}, ${to}) as i
      `),
    );
    log(`  ${to - existing} / ${count}`);
  }
  // The names' transliteration keys, as the app computes them at start-up (decision 042).
  await fillMissingNameKeys(handle.db);
  // A bulk insert leaves the new entries of the trigram (GIN) indexes in their pending list, which
  // every search then scans linearly (10x slower here) until autovacuum merges it: do it now.
  await handle.db.execute(sql`vacuum analyze patients`);
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(handle.db, sql`select count(*)::int as total from patients`);
  return total;
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "100000" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a positive whole number");
  const { handle, label } = await openSeedTarget(values);
  const started = performance.now();
  try {
    console.log(`Seeding ${count} patients into ${label}...`);
    const total = await seedPatients(handle, count, console.log);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${total} patients in the table.`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runWithTimeLimit("seed:patients", 10, main);
