import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";

/**
 * The practice's day on the agenda (issue 20): book at 10:00, a second booking at 10:15 for the
 * same doctor shows the conflict and is forced, the first moves to 11:00 and is confirmed
 * ("Arrivé" waits for the appointment's day, issue 32), the second is cancelled with a reason (it
 * leaves the day's view and stays in the patient's file), and the day prints as a list.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `nadia.idrissi.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Idrissi${stamp}`,
  prenom: "Nadia",
  email: `nadia.idrissi.${stamp}@e2e.test`,
};
const first = { nom: `Chraibi${stamp}`, prenom: "Karim", telephone: "06 11 22 33 44" };
const second = { nom: `Lahlou${stamp}`, prenom: "Samira", telephone: "06 55 66 77 88" };
// A Tuesday far from today's holidays: the agenda's date field goes there.
const DAY = "2030-01-15";
const DAY_LABEL = "Mardi 15 janvier 2030";

let secondPatientId = 0;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post("/api/users", { data: doctor, headers })).status()).toBe(201);
  for (const [index, person] of [first, second].entries()) {
    const created = await request.post("/api/patients", {
      headers,
      data: { ...person, dateNaissance: "1980-05-0" + (index + 1), gender: "H", email: `${person.prenom.toLowerCase()}.${stamp}@exemple.test`, adresse: "Rabat", mutuelle: false, compagnie: null },
    });
    expect(created.status()).toBe(201);
    if (person === second) secondPatientId = ((await created.json()) as { id: number }).id;
  }
});

async function openAgenda(page: Page) {
  await page.goto("/login");
  const form = page.locator("form", { has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(e2eAdmin.email);
  await form.locator('input[type="password"]').fill(e2eAdmin.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/responsable$/);
  await page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/\/responsable\/agenda$/);
  await page.getByLabel("Aller au jour").fill(DAY);
  await page.getByLabel("Médecin", { exact: true }).selectOption({ label: `Dr ${doctor.prenom} ${doctor.nom}` });
  await expect(page.getByText(`${DAY_LABEL} · Dr ${doctor.prenom} ${doctor.nom}`)).toBeVisible();
}

/** Clicks the free half hour `slot`, finds the patient, and sets the time to `at` when given. */
async function book(page: Page, patient: { nom: string; prenom: string }, options: { slot: string; at?: string }) {
  await page.getByRole("button", { name: `Réserver le ${DAY_LABEL} à ${options.slot} (Dr ${doctor.prenom} ${doctor.nom})` }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
  await dialog.getByRole("searchbox", { name: "Nom ou téléphone du patient" }).fill(patient.nom);
  await dialog.getByRole("button", { name: "Rechercher" }).click();
  await dialog.getByRole("button", { name: new RegExp(`${patient.nom} ${patient.prenom}`) }).click();
  if (options.at) await dialog.getByLabel(/^Date et heure/).fill(`${DAY}T${options.at}`);
  await dialog.getByLabel(/^Motif/).fill(`Consultation ${patient.prenom}`);
  return dialog;
}

const block = (page: Page, time: string, patient: { nom: string; prenom: string }) =>
  page.getByRole("button", { name: new RegExp(`^${time}–\\d\\d:\\d\\d, ${patient.prenom} ${patient.nom},`) });

test("books, detects a double booking that can be forced, moves, follows and cancels appointments, and prints the day", async ({ page }) => {
  await openAgenda(page);

  // 10:00: booked.
  let dialog = await book(page, first, { slot: "10:00" });
  await dialog.getByRole("button", { name: "Réserver" }).click();
  await expect(page.getByText("Rendez-vous ajouté avec succès.")).toBeVisible();
  await expect(block(page, "10:00", first)).toBeVisible();

  // 10:15 for the same doctor: pointed out before saving, refused by the server, then forced.
  dialog = await book(page, second, { slot: "10:30", at: "10:15" });
  await expect(dialog.getByText(/Ce médecin a déjà un rendez-vous sur ce créneau\. \(Karim/)).toBeVisible();
  await dialog.getByRole("button", { name: "Réserver" }).click();
  const conflict = dialog.getByRole("alert");
  await expect(conflict).toContainText(`15/01/2030 10:00 (30 min) · ${first.prenom} ${first.nom}`);
  await conflict.getByRole("button", { name: "Réserver quand même" }).click();
  await expect(dialog).toBeHidden();
  await expect(block(page, "10:15", second)).toBeVisible();

  // The first moves to 11:00 (free) and is confirmed; "Arrivé" waits for its day, as said beside it.
  await block(page, "10:00", first).click();
  const details = page.getByRole("dialog", { name: `Rendez-vous de ${first.prenom} ${first.nom}` });
  await details.getByRole("button", { name: "Déplacer" }).click();
  await details.getByLabel(/^Date et heure/).fill(`${DAY}T11:00`);
  await details.getByRole("button", { name: "Enregistrer le déplacement" }).click();
  await expect(details.getByText("Rendez-vous modifié avec succès.")).toBeVisible();
  await expect(details).toContainText("15/01/2030 11:00 · 30 min");
  await expect(details.getByRole("button", { name: "Arrivé" })).toBeDisabled();
  await expect(details.getByText("Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le mardi 15 janvier 2030).")).toBeVisible();
  await details.getByRole("button", { name: "Confirmer" }).click();
  await expect(details.getByText("confirmé", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Fermer" }).click();
  await expect(block(page, "11:00", first)).toHaveAccessibleName(/, confirmé, /);

  // The second is cancelled with a reason: it leaves the day's view.
  await block(page, "10:15", second).click();
  const other = page.getByRole("dialog", { name: `Rendez-vous de ${second.prenom} ${second.nom}` });
  await other.getByRole("button", { name: "Annuler le rendez-vous" }).click();
  await other.getByLabel(/^Motif d'annulation/).fill("Patiente en voyage");
  await other.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(other.getByText("annulé", { exact: true })).toBeVisible();
  await other.getByRole("button", { name: "Fermer" }).click();
  await expect(block(page, "10:15", second)).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Afficher les annulés" }).check();
  await expect(block(page, "10:15", second)).toHaveAccessibleName(/, annulé, /);
  await page.getByRole("checkbox", { name: "Afficher les annulés" }).uncheck();

  // The day prints as a list: time, patient, phone, motif, status.
  await page.emulateMedia({ media: "print" });
  const printed = page.getByRole("region", { name: "Liste à imprimer" });
  await expect(printed).toBeVisible();
  await expect(page.getByRole("region", { name: "Grille de l'agenda" })).toBeHidden();
  await expect(printed.getByRole("row").nth(1).getByRole("cell")).toHaveText(["11:00–11:30", `${first.nom} ${first.prenom}`, first.telephone, `Consultation ${first.prenom}`, "confirmé"]);
  await expect(printed.getByRole("row")).toHaveCount(2);
  await page.emulateMedia({ media: "screen" });

  // The cancelled appointment stays in the patient's history, with its status.
  await page.goto(`/responsable/patients/${secondPatientId}`);
  const history = page.getByRole("table", { name: "Rendez-vous du patient" });
  await expect(history.getByRole("row").nth(1).getByRole("cell").nth(4)).toHaveText("annulé");
});
