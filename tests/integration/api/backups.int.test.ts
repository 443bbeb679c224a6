import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET as overviewRoute, POST as createRoute } from "@/app/api/backups/route";
import { GET as countsRoute } from "@/app/api/front-desk/counts/route";
import { staffUsers } from "@/db/schema";
import { isEncryptedBackup } from "@/domain/backup/backup-files";
import type { AlertCounts } from "@/schemas/alerts";
import type { BackupFile, BackupOverview } from "@/schemas/backup";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, seedStaff, type StaffFixtures } from "./api-test-kit";

/** The admins' backups page and the header's warning (issue 23): what the running server shows and writes. */

const directory = mkdtempSync(path.join(os.tmpdir(), "cabinet-backups-api-"));
// Read by env() on its first use, which comes after this line.
process.env.BACKUP_DIR = directory;
process.env.BACKUP_PASSPHRASE = "une phrase secrète de test";

const database = withTestDatabase();
let staff: StaffFixtures;

const overview = async (token = staff.admin.token) => {
  const { status, body } = await call(overviewRoute, { path: "/api/backups", token });
  return { status, body: body as BackupOverview };
};
const counts = async (token: string) => (await call(countsRoute, { path: "/api/front-desk/counts", token })).body as AlertCounts;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("GET /api/backups and POST /api/backups", () => {
  it("is the admins' only: 401 without a token, 403 for a doctor or an assistant", async () => {
    expect((await call(overviewRoute, { path: "/api/backups" })).status).toBe(401);
    for (const token of [staff.medecin.token, staff.assistant.token]) {
      expect((await overview(token)).status).toBe(403);
      expect((await call(createRoute, { method: "POST", path: "/api/backups", token })).status).toBe(403);
    }
    expect((await overview()).status).toBe(200);
  });

  it("on a new installation: no backup yet, the schedule, the encryption, and no warning before 48 hours", async () => {
    const { body } = await overview();
    expect(body).toMatchObject({ derniereReussite: null, enRetard: false, heureQuotidienne: 2, conservees: 14, chiffrement: "phrase-secrete", fichiers: [], executions: [] });
    expect((await counts(staff.admin.token)).backupOverdue).toBe(false);
  });

  it("warns the admins, and only them, once the installation is 48 hours old without a backup; a backup made now ends the warning", async () => {
    await database().db.update(staffUsers).set({ createdAt: daysAgo(3) });
    expect((await overview()).body.enRetard).toBe(true);
    expect((await counts(staff.admin.token)).backupOverdue).toBe(true);
    expect(await counts(staff.assistant.token)).not.toHaveProperty("backupOverdue");

    const created = await call(createRoute, { method: "POST", path: "/api/backups", token: staff.admin.token });
    expect(created.status).toBe(201);
    const file = created.body as BackupFile;
    expect(file.nom).toMatch(/^cabinet-.+\.jsonl\.gz\.age$/);
    const written = path.join(directory, file.nom);
    // Health data: encrypted, readable by its owner only.
    expect(isEncryptedBackup(readFileSync(written))).toBe(true);
    expect(statSync(written).mode & 0o777).toBe(0o600);
    expect(file.octets).toBe(statSync(written).size);

    const { body } = await overview();
    expect(body.enRetard).toBe(false);
    expect(body.fichiers).toEqual([{ nom: file.nom, octets: file.octets, creeLe: expect.any(String) }]);
    expect(Date.parse(body.derniereReussite!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await counts(staff.admin.token)).backupOverdue).toBe(false);

    // Who took a whole copy of the data is on record, with counts only.
    const event = await lastAudit(database().db, "backup.create", staff.admin.id);
    // The patients' files copied beside it (decision 061): none in this test's data folder.
    expect(event?.details).toEqual({ tables: expect.any(Number), octets: file.octets, fichiers: 0, fichiersOctets: 0, fichiersCopies: 0, fichiersOctetsCopies: 0 });
  });

  it("warns again when the newest backup is more than 48 hours old", async () => {
    const { body } = await overview();
    const old = daysAgo(2.5);
    for (const file of body.fichiers) utimesSync(path.join(directory, file.nom), old, old);
    const later = await overview();
    expect(later.body.enRetard).toBe(true);
    expect(Date.parse(later.body.derniereReussite!)).toBeLessThan(Date.now() - 48 * 3_600_000);
  });
});
