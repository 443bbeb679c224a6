import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pg from "pg";
import { e2eAdmin } from "../../playwright.config";
import { expect, test, watchForProblems } from "./fixtures";

/**
 * Online bookings at the front desk (issue 33, decision 052). Two bookings the practice could not
 * verify wait as `a_confirmer` — one by a person whose file the booking created, one by a person
 * often absent — and a visitor holds a third slot. On a desk (1440 px) the agenda draws them
 * dashed with « À confirmer », the hold as « Réservation en cours », and the header counts them;
 * on a 390 px phone the front desk confirms the first and refuses the second, which frees its
 * slot and records the person's cancellation message; the file created online is then checked.
 *
 * The bookings are written straight into the database, as the booking's confirmation stores them
 * when no channel can send a code: this spec runs its own instance of the built app on a
 * PostgreSQL database of its own, so that it can. The hold goes through the public call.
 * Screenshots go to DESK_SHOTS_DIR (default /tmp/shots-desk) for a human look.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const port = mainPort + 1130;
const origin = `http://127.0.0.1:${port}`;
const database = `e2e_desk_${mainPort}`;
const pgArgs = ["-h", "127.0.0.1", "-p", process.env.E2E_PG_PORT ?? "5432", "-U", "postgres"];
const databaseUrl = `postgres://postgres@127.0.0.1:${pgArgs[3]}/${database}`;
const shotsDir = process.env.DESK_SHOTS_DIR ?? "/tmp/shots-desk";

const doctor = { username: "dr.idrissi", password: "medecin-mot-de-passe", role: "MEDECIN", nom: "Idrissi", prenom: "Nadia", email: "dr.idrissi@e2e.test" };
const created = { nom: "Ouazzani", prenom: "Rim", dateNaissance: "1994-03-08", gender: "F", telephone: "0661223344", email: "", adresse: "" };
const absent = { nom: "Chraibi", prenom: "Karim", dateNaissance: "1971-11-02", gender: "H", telephone: "0677889900", email: "", adresse: "" };

type Slot = { debut: string; fin: string; medecin: { id: number } };

let server: ChildProcess | undefined;
let output = "";
let client: pg.Client;
let token = "";
let doctorId = 0;
let typeId = 0;
let createdId = 0;
let absentId = 0;
let day = "";
let slots: Slot[] = [];
const ids: number[] = [];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr}`);
}

async function api<T>(pathname: string, init: { method?: string; body?: unknown; auth?: boolean } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${origin}${pathname}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "content-type": "application/json", ...(init.auth === false ? {} : { authorization: `Bearer ${token}` }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A booking stored as the booking's confirmation stores it when no channel can send a code. */
async function waitingBooking(patientId: number, slot: Slot, motif: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into appointments (date_heure, motif, patient_id, medecin_id, duree_minutes, status, a_confirmer_motif, source, langue, visit_type_id)
     values ($1::timestamp at time zone 'Africa/Casablanca', 'Première consultation', $2, $3, 30, 'a_confirmer', $4, 'en_ligne', 'fr', $5) returning id`,
    [slot.debut, patientId, doctorId, motif, typeId],
  );
  return rows[0]!.id;
}

/** The page opened in the admin's session on this spec's instance (what the login page stores). */
async function openAs(page: Page, pathname: string) {
  await page.goto(`${origin}/login`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, { token, userId: "1", userNom: "Admin" });
  await page.goto(`${origin}${pathname}`);
}

const noSideways = async (page: Page, label: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), label).toBeLessThanOrEqual(0);

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), label).toEqual([]);
}

const wallTime = (slot: Slot) => slot.debut.slice(11);

test.beforeAll(async () => {
  run("dropdb", [...pgArgs, "--if-exists", "--force", database]);
  run("createdb", [...pgArgs, database]);
  server = spawn("node", ["dist/server/serve.mjs"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: "e2e-desk-secret-that-is-long-enough-0123456789",
      TOTP_ENCRYPTION_KEY: "e2e-desk-totp-key-that-is-long-enough-0123456789",
      FILES_ENCRYPTION_KEY: "e2e-desk-files-key-that-is-long-enough-0123456789",
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      PRACTICE_SITE_URL: origin,
      PURGE_HOUR: "off",
      BACKUP_HOUR: "off",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      RATE_LIMIT_LOGIN_PER_WINDOW: "1000",
      RATE_LIMIT_PUBLIC_PER_WINDOW: "1000",
      // No SMTP_URL and SMS on the default log driver: nothing could send a verification code.
    },
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000, message: `the instance did not start:\n${output.slice(-2000)}` })
    .toBe(200);
  const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(e2eAdmin) });
  expect(login.status).toBe(200);
  token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();

  const account = await api<{ id: number }>("/api/users", { body: doctor });
  expect(account.status).toBe(201);
  doctorId = account.body.id;
  createdId = (await api<{ id: number }>("/api/front-desk/patients", { body: created })).body.id;
  absentId = (await api<{ id: number }>("/api/front-desk/patients", { body: absent })).body.id;
  // The first file was created by the online booking; the second person agreed to SMS and missed two visits.
  await client.query("update patients set cree_en_ligne_at = now() where id = $1", [createdId]);
  await client.query("update patients set canal_prefere = 'sms', consent_sms_at = now() where id = $1", [absentId]);
  for (const months of [2, 5]) {
    await client.query(
      `insert into appointments (date_heure, motif, patient_id, medecin_id, status) values (now() - make_interval(months => $1), 'Contrôle', $2, $3, 'absent')`,
      [months, absentId, doctorId],
    );
  }

  const types = (await api<{ id: number; libelleFr: string }[]>("/api/booking/visit-types")).body;
  typeId = types.find((type) => type.libelleFr === "Première consultation")!.id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
  const offered = (await api<Slot[]>(`/api/booking/slots?type=${typeId}&du=${tomorrow}&au=${later}&medecinId=${doctorId}`, { auth: false })).body;
  day = offered.map((slot) => slot.debut.slice(0, 10)).find((date) => offered.filter((slot) => slot.debut.startsWith(date)).length >= 4)!;
  expect(day, "a day with free slots").toBeTruthy();
  slots = offered.filter((slot) => slot.debut.startsWith(day)).slice(0, 3);
  ids.push(await waitingBooking(createdId, slots[0]!, "verification_impossible"));
  ids.push(await waitingBooking(absentId, slots[1]!, "absences_repetees"));
  // A visitor holds the third slot (10 minutes: the journeys below take less).
  const hold = await api<{ id: string }>("/api/booking/holds", { body: { type: typeId, medecinId: doctorId, debut: slots[2]!.debut }, auth: false });
  expect(hold.status).toBe(201);
});

test.afterAll(async () => {
  await client?.end();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  run("dropdb", [...pgArgs, "--if-exists", "--force", database]);
});

test.describe("on a desk", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the agenda draws the bookings to confirm and the hold, and the header counts them", async ({ page }) => {
    const problems = watchForProblems(page);
    await openAs(page, `/responsable/agenda?jour=${day}&medecin=${doctorId}`);
    const nav = page.getByRole("navigation", { name: "Espace professionnel" });
    await expect(nav.getByRole("link", { name: "À confirmer (2 réservations en ligne à confirmer)" })).toBeVisible();

    const first = page.getByRole("button", { name: new RegExp(`^${wallTime(slots[0]!)}–\\d\\d:\\d\\d, Rim Ouazzani, Première consultation, à confirmer, réservé en ligne, Dr Nadia Idrissi$`) });
    await expect(first).toBeVisible();
    await expect(first).toContainText("À confirmer");
    await expect(first).toHaveCSS("border-top-style", "dashed");
    await expect(page.getByRole("button", { name: new RegExp(`^${wallTime(slots[1]!)}–.*Karim Chraibi, .*à confirmer`) })).toBeVisible();
    await expect(page.getByText("Réservation en cours")).toBeVisible();
    // Staff may still book over the hold.
    await expect(page.getByRole("button", { name: new RegExp(`à ${wallTime(slots[2]!)} \\(Dr Nadia Idrissi\\), réservation en ligne en cours$`) })).toBeEnabled();
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, "agenda-1440.png") });

    await page.getByRole("link", { name: "À confirmer (2)" }).click();
    await expect(page).toHaveURL(/\/responsable\/reservations-a-confirmer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Réservations à confirmer" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Rim Ouazzani" })).toContainText("créé en ligne — à vérifier");
    await expect(page.getByRole("listitem").filter({ hasText: "Karim Chraibi" })).toContainText("Absences répétées sans prévenir : 2 absences sur les 12 derniers mois");
    await page.screenshot({ path: path.join(shotsDir, "a-confirmer-1440.png"), fullPage: true });
    await expectNoSeriousViolations(page, "the list of bookings to confirm");
    expect(problems).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the front desk confirms one booking and refuses the other, which frees its slot and tells the person", async ({ page }) => {
    const problems = watchForProblems(page);
    await openAs(page, "/responsable/reservations-a-confirmer");
    const rim = page.getByRole("listitem").filter({ hasText: "Rim Ouazzani" });
    await expect(rim).toBeVisible();
    await noSideways(page, "the list");
    await page.screenshot({ path: path.join(shotsDir, "a-confirmer-390.png"), fullPage: true });

    await rim.getByRole("button", { name: "Confirmer la réservation de Rim Ouazzani" }).click();
    await rim.getByRole("radio", { name: /Confirmé/ }).check();
    await page.screenshot({ path: path.join(shotsDir, "a-confirmer-confirm-390.png") });
    await rim.getByRole("button", { name: "Valider la confirmation" }).click();
    await expect(page.getByText("Réservation confirmée avec succès.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Rim Ouazzani" })).toHaveCount(0);
    expect((await api<{ status: string }>(`/api/appointments/${ids[0]}`)).body.status).toBe("confirme");

    const karim = page.getByRole("listitem").filter({ hasText: "Karim Chraibi" });
    await karim.getByRole("button", { name: "Refuser la réservation de Karim Chraibi" }).click();
    await karim.getByLabel(/^Motif du refus/).fill("Trois absences sans prévenir : merci d'appeler le cabinet");
    await noSideways(page, "the refusal form");
    await karim.getByRole("button", { name: "Confirmer le refus" }).click();
    await expect(page.getByText("Réservation refusée avec succès : le créneau est libéré.")).toBeVisible();
    await expect(page.getByText("Aucune réservation en ligne à confirmer.")).toBeVisible();
    // The header's count is gone.
    await expect(page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: "À confirmer", exact: true })).toBeVisible();

    // The refused slot is offered again to the next visitor; the person's cancellation message is recorded.
    const offered = (await api<Slot[]>(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`, { auth: false })).body;
    expect(offered.map((slot) => slot.debut)).toContain(slots[1]!.debut);
    expect(offered.map((slot) => slot.debut)).not.toContain(slots[0]!.debut);
    const notices = (await api<{ type: string; canal: string; rendezVousId: number }[]>(`/api/patients/${absentId}/notifications`)).body;
    expect(notices.filter((notice) => notice.rendezVousId === ids[1]).map((notice) => [notice.type, notice.canal])).toEqual([["annulation", "sms"]]);

    // The agenda's list on the phone: the confirmed online booking marked, the hold shown without a name.
    await page.goto(`${origin}/responsable/agenda?jour=${day}&medecin=${doctorId}`);
    const list = page.getByRole("region", { name: "Liste de l'agenda" });
    await expect(list.getByRole("button", { name: new RegExp(`^Gérer : ${wallTime(slots[0]!)}–.*Rim Ouazzani, confirmé, réservé en ligne`) })).toBeVisible();
    await expect(list.getByText("Réservation en cours · Dr Nadia Idrissi")).toBeVisible();
    await noSideways(page, "the agenda");
    await page.screenshot({ path: path.join(shotsDir, "agenda-390.png"), fullPage: true });

    // The agenda's own booking, by visit type: the length and the motif follow it.
    await list.getByRole("button", { name: /^Réserver le / }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
    await dialog.getByRole("searchbox", { name: "Nom ou téléphone du patient" }).fill("Ouazzani");
    await dialog.getByRole("button", { name: "Rechercher" }).click();
    await dialog.getByRole("button", { name: /Ouazzani Rim/ }).click();
    await dialog.getByLabel(/^Type de visite/).selectOption({ label: "Consultation de contrôle (20 min)" });
    await expect(dialog.getByLabel(/^Durée/)).toHaveValue("20");
    await expect(dialog.getByLabel(/^Motif/)).toHaveValue("Consultation de contrôle");
    await noSideways(page, "the booking dialog");
    await page.screenshot({ path: path.join(shotsDir, "type-de-visite-390.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The file created online: checked at the desk.
    await page.goto(`${origin}/responsable/patients/${createdId}`);
    const note = page.getByRole("note").filter({ hasText: "Créé en ligne — à vérifier" });
    await expect(note).toBeVisible();
    await page.screenshot({ path: path.join(shotsDir, "dossier-390.png") });
    await note.getByRole("button", { name: "Dossier vérifié" }).click();
    await expect(page.getByText("Dossier vérifié avec succès.")).toBeVisible();
    await expect(note).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
