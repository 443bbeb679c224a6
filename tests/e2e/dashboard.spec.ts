import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * The practice at a glance (issue 35, decision 059): the admin bills a visit, opens the dashboard
 * from the staff home and reads the month's revenue in its chart's table; the desk is refused.
 * Screenshots at 390, 768 and 1440 px go to DASHBOARD_SHOTS_DIR (default /tmp/shots-dashboard;
 * scripts/docs/dashboard-screenshots.sh writes them to docs/screenshots/issue-35).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const shotsDir = process.env.DASHBOARD_SHOTS_DIR ?? "/tmp/shots-dashboard";
const stamp = Date.now().toString(36).slice(-5);
const password = "tableau-de-bord-mot-de-passe";
const doctor = { username: `dr.tazi.${stamp}`, password, role: "MEDECIN", nom: `Tazi${stamp}`, prenom: "Omar", email: `dr.tazi.${stamp}@e2e.test` };
const assistant = { username: `accueil.${stamp}`, password, role: "ASSISTANT", nom: `Naciri${stamp}`, prenom: "Leila", email: `accueil.${stamp}@e2e.test` };

/** As the screens write amounts (src/schemas/act.ts formatDirhams): 1 234,50 DH. */
const dirhams = (centimes: number) => `${Math.trunc(centimes / 100).toLocaleString("fr-FR")},${String(centimes % 100).padStart(2, "0")} DH`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let admin: StaffSessionData;
let today: string;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  const doctorId = (await post(request, admin.token, "/api/users", doctor)).id;
  await post(request, admin.token, "/api/users", assistant);
  ({ aujourdHui: today } = (await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string });
  const patientId = (
    await post(request, admin.token, "/api/patients", { nom: `Bennis${stamp}`, prenom: "Sara", dateNaissance: "1988-09-12", gender: "F", telephone: `06${String(Date.now()).slice(-8)}`, email: `sara.${stamp}@exemple.test`, adresse: "Rabat", mutuelle: false })
  ).id;
  // Today's agenda: one visit seen (then billed), one planned.
  const seen = await post(request, admin.token, "/api/appointments", { dateHeure: `${today}T09:00`, motif: "Lombalgie", patient: { id: patientId }, medecin: { id: doctorId } });
  await post(request, admin.token, "/api/appointments", { dateHeure: `${today}T11:00`, motif: "Contrôle", patient: { id: patientId }, medecin: { id: doctorId } });
  for (const status of ["arrive", "vu"]) {
    const changed = await request.patch(`/api/appointments/${seen.id}`, { data: { status }, headers: bearer(admin.token) });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  const missed = await post(request, admin.token, "/api/appointments", { dateHeure: `${today}T10:00`, motif: "Contrôle", patient: { id: patientId }, medecin: { id: doctorId } });
  expect((await request.patch(`/api/appointments/${missed.id}`, { data: { status: "absent" }, headers: bearer(admin.token) })).status()).toBe(200);
  // From the site: a request for the next Monday and a message.
  const monday = new Date(Date.parse(`${today}T12:00:00Z`) + ((8 - new Date(`${today}T12:00:00Z`).getUTCDay()) % 7 || 7) * 86_400_000).toISOString().slice(0, 10);
  const asked = await request.post("/api/appointment-requests", { data: { nom: `Alami${stamp}`, prenom: "Youssef", telephone: "0612345678", datePreferee: monday, heurePreferee: "10:30:00", motif: "Genou" } });
  expect(asked.status(), await asked.text()).toBe(201);
  expect((await request.post("/api/contact", { data: { nomComplet: "Hajar Tazi", email: `hajar.${stamp}@exemple.ma`, sujet: "Horaires", message: "Ouvert le samedi ?" } })).status()).toBe(201);
  // The catalogue is filled on its first read (decision 055): bill its first act.
  const acts = (await (await request.get("/api/acts", { headers: bearer(admin.token) })).json()) as { id: number }[];
  await post(request, admin.token, "/api/invoices", { patientId, medecinId: doctorId, lignes: [{ actId: acts[0]!.id, montant: 45000 }] });
  mkdirSync(shotsDir, { recursive: true });
});

test("the admin opens the dashboard from the staff home and reads the month's revenue", async ({ page, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openAs(page, admin, "/responsable");
  await page.getByRole("link", { name: "Tableau de bord du cabinet" }).click();
  await expect(page).toHaveURL(/\/responsable\/tableau-de-bord$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();

  // The month's billed revenue, as the revenue report (another call) reads it.
  const month = today.slice(0, 7);
  const revenue = (await (await request.get(`/api/reports/revenue?du=${month}-01&au=${today}&par=medecin`, { headers: bearer(admin.token) })).json()) as { total: number };
  expect(revenue.total).toBeGreaterThanOrEqual(45000);
  const panel = page.getByRole("region", { name: "Recettes du cabinet" });
  await expect(panel.getByRole("img", { name: /^Recettes du cabinet sur douze mois/ }).locator("svg").first()).toBeVisible();
  await expect(panel.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await panel.getByRole("button", { name: "Afficher les données" }).click();
  const table = panel.getByRole("table", { name: "Recettes facturées par mois" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").last()).toContainText(dirhams(revenue.total));
  await expect(page.getByRole("region", { name: "Rendez-vous du jour" })).toContainText(/vu\s*[1-9]/i);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  for (const width of [1440, 768, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shotsDir, `dashboard-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: path.join(shotsDir, "dashboard-print.png"), fullPage: true });
  expect(problems).toEqual([]);
});

test("the desk is refused the dashboard, on screen and by the API", async ({ page, request }) => {
  const desk = await logIn(request, assistant);
  await openAs(page, desk, "/responsable/tableau-de-bord");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Le tableau de bord est réservé à l'administrateur et aux médecins.");
  await openAs(page, desk, "/responsable");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tableau de bord du cabinet" })).toHaveCount(0);
  const refused = await request.get("/api/reports/dashboard", { headers: bearer(desk.token) });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe("Le tableau de bord est réservé à l'administrateur et aux médecins.");
});
