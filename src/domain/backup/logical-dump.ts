import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db/client";
import { migrateDatabase, migrationsFolder } from "@/db/migrate";

/**
 * A logical backup (decision 028): every row of every table of the `public` schema as JSON lines
 * (`row_to_json`), read in one REPEATABLE READ transaction, with the migration level that made it.
 * Restored into a database migrated to the same level, parents before children, identity
 * sequences reset. Works alike on PGlite and PostgreSQL; needs no `pg_dump` binary.
 */

export const backupFormat = "cabinet-orthopedie-backup";

/** A refusal or a failure an operator can act on: the message says what to do, in French then English. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

type MigrationLevel = { count: number; last: number | null };

type Header = {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  engine: DatabaseHandle["kind"];
  migrations: MigrationLevel;
  tables: Record<string, number>;
};

type Executor = Pick<Database, "execute">;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The application's tables (the `public` schema), by name. */
async function tableNames(db: Executor): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return found.map((row) => row.name);
}

async function primaryKey(db: Executor, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public."${table}"`}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
  );
  return found.map((row) => row.name);
}

/** The level the database was migrated to: how many migrations, and the last one's `when`. */
async function migrationLevel(db: Executor): Promise<MigrationLevel> {
  const [exists] = await rows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists?.found) return { count: 0, last: null };
  const [level] = await rows<{ count: number | string; last: number | string | null }>(
    db,
    sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(level?.count ?? 0), last: level?.last == null ? null : Number(level.last) };
}

/** The level this version of the application migrates to (its migrations journal). */
export function codeMigrationLevel(): MigrationLevel {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return { count: journal.entries.length, last: journal.entries.at(-1)?.when ?? null };
}

/** Every row of every table, consistent as of one instant, gzipped JSON lines. */
export async function dumpDatabase(handle: DatabaseHandle, now = new Date()): Promise<{ data: Buffer; tables: Record<string, number> }> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const lines: string[] = [];
    const tables: Record<string, number> = {};
    for (const table of await tableNames(tx)) {
      const key = await primaryKey(tx, table);
      const order = key.length ? sql.join(key.map((column) => sql`t.${ident(column)}`), sql`, `) : sql`t::text`;
      const found = await rows<{ j: string }>(tx, sql`select row_to_json(t)::text as j from ${ident(table)} t order by ${order}`);
      tables[table] = found.length;
      for (const row of found) lines.push(`{"t":${JSON.stringify(table)},"r":${row.j}}`);
    }
    const header: Header = { format: backupFormat, version: 1, createdAt: now.toISOString(), engine: handle.kind, migrations: await migrationLevel(tx), tables };
    const body = [JSON.stringify(header), ...lines, JSON.stringify({ end: true })].join("\n") + "\n";
    return { data: gzipSync(body), tables };
  });
}

function parseDump(data: Buffer): { header: Header; rows: Map<string, unknown[]> } {
  let text: string;
  try {
    text = gunzipSync(data).toString("utf8");
  } catch {
    throw new BackupError("Ce fichier n'est pas une sauvegarde lisible / this file is not a readable backup (not gzip).");
  }
  const lines = text.split("\n").filter((line) => line !== "");
  let header: Header;
  try {
    header = JSON.parse(lines[0] ?? "") as Header;
  } catch {
    header = {} as Header;
  }
  if (header.format !== backupFormat || header.version !== 1) {
    throw new BackupError("Ce fichier n'est pas une sauvegarde du cabinet / this file is not a backup of this application.");
  }
  if (lines.at(-1) !== JSON.stringify({ end: true })) {
    throw new BackupError("Sauvegarde tronquée / the backup is truncated: its last line is missing.");
  }
  const byTable = new Map<string, unknown[]>(Object.keys(header.tables).map((name) => [name, []]));
  for (const line of lines.slice(1, -1)) {
    const { t, r } = JSON.parse(line) as { t: string; r: unknown };
    const list = byTable.get(t);
    if (!list) throw new BackupError(`Sauvegarde incohérente / inconsistent backup: table ${t} not in its header.`);
    list.push(r);
  }
  for (const [name, list] of byTable) {
    if (list.length !== header.tables[name]) throw new BackupError(`Sauvegarde incohérente / inconsistent backup: table ${name} has ${list.length} rows, its header says ${header.tables[name]}.`);
  }
  return { header, rows: byTable };
}

type TableShape = { insertable: string[]; selfReferencing: string[]; key: string[]; parents: string[] };

async function tableShape(db: Executor, table: string): Promise<TableShape> {
  const regclass = `public."${table}"`;
  const columns = await rows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute where attrelid = ${regclass}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  const references = await rows<{ parent: string; columns: string[] }>(
    db,
    sql`select c.confrelid::regclass::text as parent,
          array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
        from pg_constraint c where c.contype = 'f' and c.conrelid = ${regclass}::regclass`,
  );
  const unquote = (name: string) => name.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
  const self = references.filter((ref) => unquote(ref.parent) === table).flatMap((ref) => ref.columns);
  return {
    insertable: columns.map((column) => column.name).filter((name) => !self.includes(name)),
    selfReferencing: self,
    key: await primaryKey(db, table),
    parents: references.map((ref) => unquote(ref.parent)).filter((parent) => parent !== table),
  };
}

/** Parents before children (a table's foreign keys point to tables already filled). */
function fillOrder(shapes: Map<string, TableShape>): string[] {
  const order: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (order.includes(table) || path.includes(table)) return;
    for (const parent of shapes.get(table)?.parents ?? []) visit(parent, [...path, table]);
    order.push(table);
  };
  for (const table of [...shapes.keys()].sort()) visit(table, []);
  return order;
}

async function tablesWithRows(db: Executor, tables: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await rows<{ found: boolean }>(db, sql`select exists (select 1 from ${ident(table)}) as found`);
    if (row?.found) filled.push(table);
  }
  return filled;
}

const batchSize = 500;

/**
 * Restores a dump into `handle`: migrates it to this version's level (which must be the dump's), refuses
 * a database that already holds rows unless `force` (then empties it first), and fills every table in one
 * transaction. Answers the number of rows per table.
 */
export async function restoreDatabase(handle: DatabaseHandle, data: Buffer, { force = false }: { force?: boolean } = {}): Promise<Record<string, number>> {
  const { header, rows: dumped } = parseDump(data);
  const code = codeMigrationLevel();
  if (header.migrations.count !== code.count || header.migrations.last !== code.last) {
    throw new BackupError(
      `Sauvegarde faite par une autre version de l'application (migrations ${header.migrations.count}, ici ${code.count}) : restaurez-la avec la version qui l'a faite, puis mettez à jour. / ` +
        `The backup was made by another version of the application (${header.migrations.count} migrations, this one has ${code.count}): restore it with the version that made it, then upgrade.`,
    );
  }
  await migrateDatabase(handle);
  const tables = await tableNames(handle.db);
  const missing = [...dumped.keys()].filter((name) => !tables.includes(name));
  if (missing.length) throw new BackupError(`Tables absentes de la base cible / tables missing from the target database: ${missing.join(", ")}.`);
  const filled = await tablesWithRows(handle.db, tables);
  if (filled.length && !force) {
    throw new BackupError(
      `La base cible n'est pas vide (${filled.join(", ")}) : restaurez dans une base vide, ou ajoutez --force pour l'effacer. / ` +
        "The target database is not empty: restore into an empty database, or add --force to erase it.",
    );
  }
  return handle.db.transaction(async (tx) => {
    if (filled.length) await tx.execute(sql`truncate table ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
    const shapes = new Map<string, TableShape>();
    for (const table of dumped.keys()) shapes.set(table, await tableShape(tx, table));
    for (const table of fillOrder(shapes)) {
      const shape = shapes.get(table)!;
      const list = dumped.get(table) ?? [];
      const columns = (names: string[], prefix?: string) => sql.join(names.map((name) => (prefix ? sql`${sql.raw(prefix)}.${ident(name)}` : ident(name))), sql`, `);
      const batches: string[] = [];
      for (let start = 0; start < list.length; start += batchSize) batches.push(JSON.stringify(list.slice(start, start + batchSize)));
      for (const batch of batches) {
        await tx.execute(
          sql`insert into ${ident(table)} (${columns(shape.insertable)}) overriding system value
              select ${columns(shape.insertable, "r")} from json_populate_recordset(null::${ident(table)}, ${batch}::json) r`,
        );
      }
      // A row may point to a later row of its own table (a merged patient): those columns once all rows exist.
      if (!shape.selfReferencing.length) continue;
      const assignments = sql.join(shape.selfReferencing.map((name) => sql`${ident(name)} = r.${ident(name)}`), sql`, `);
      const match = sql.join(shape.key.map((name) => sql`t.${ident(name)} = r.${ident(name)}`), sql` and `);
      for (const batch of batches) {
        await tx.execute(sql`update ${ident(table)} t set ${assignments} from json_populate_recordset(null::${ident(table)}, ${batch}::json) r where ${match}`);
      }
    }
    await resetSequences(tx, [...dumped.keys()]);
    return Object.fromEntries([...dumped].map(([name, list]) => [name, list.length]));
  });
}

/** The next generated id follows the highest restored one. */
async function resetSequences(db: Executor, tables: string[]): Promise<void> {
  for (const table of tables) {
    const sequences = await rows<{ column: string; sequence: string }>(
      db,
      sql`select a.attname as column, pg_get_serial_sequence(${`public."${table}"`}, a.attname) as sequence from pg_attribute a
          where a.attrelid = ${`public."${table}"`}::regclass and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(${`public."${table}"`}, a.attname) is not null`,
    );
    for (const { column, sequence } of sequences) {
      await db.execute(sql`select setval(${sequence}::regclass, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`);
    }
  }
}
