import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { openDayFrom, staffToken } from "./public-form-days";
import { logIn, openAs } from "./staff-session";
import type { TriagedRequestPage } from "../../src/schemas/appointment-request";
import type { PatientExport } from "../../src/schemas/data-protection";

/**
 * Issue 25, law 09-08: the request form shows the notice and an optional reminders box whose
 * agreement is stored with its date (none without it, the request still accepted); the patient
 * file's export downloads; an admin anonymises a file after the warning.
 */

const stamp = Date.now().toString(36).slice(-5);
const form = (page: Page) => page.getByRole("form", { name: "Demande de rendez-vous" });

async function sendRequest(page: Page, nom: string, day: string, tickReminders: boolean) {
  await page.goto("/appointments");
  const request = form(page);
  await request.getByLabel(/^Nom/).fill(nom);
  await request.getByLabel(/^Prénom/).fill("Amine");
  await request.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await request.getByLabel(/^Date préférée/).fill(day);
  await request.getByLabel(/^Heure préférée/).fill("10:30");
  if (tickReminders) await request.getByLabel(/J'accepte de recevoir des rappels/).check();
  await request.getByRole("button", { name: /^Envoyer/ }).click();
  await expect(request.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();
}

test("the request form states the notice; the reminders box is stored with its date, and a request without it is still accepted", async ({ page, request }) => {
  const day = await openDayFrom(request, 2);
  await page.goto("/appointments");
  const notice = form(page).getByRole("complementary", { name: "Protection de vos données (loi 09-08)" });
  for (const point of ["Responsable", "Finalité", "Destinataires", "Conservation", "Vos droits", "Champs obligatoires"]) await expect(notice).toContainText(point);
  await expect(notice).toContainText("12 mois après la date souhaitée");
  await expect(notice.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/confidentialite");

  await sendRequest(page, `Avec${stamp}`, day.text, true);
  await sendRequest(page, `Sans${stamp}`, day.text, false);

  const token = await staffToken(request);
  const stored = async (nom: string) => {
    const page = (await (await request.get(`/api/front-desk/requests?q=${encodeURIComponent(nom)}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as TriagedRequestPage;
    expect(page.items).toHaveLength(1);
    return page.items[0]!;
  };
  const ticked = await stored(`Avec${stamp}`);
  expect(ticked).toMatchObject({ consentementRappels: true, versionNotice: expect.any(String) });
  expect(Date.now() - Date.parse(ticked.consentementRappelsLe!)).toBeLessThan(5 * 60_000);
  expect(await stored(`Sans${stamp}`)).toMatchObject({ consentementRappels: false, consentementRappelsLe: null, versionNotice: null });
});

test("a doctor downloads a patient's data from the file; an admin anonymises the file after the warning", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  const created = await request.post("/api/patients", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { nom: `Chraibi${stamp}`, prenom: "Yasmine", dateNaissance: "1985-04-12", gender: "F", telephone: "0661234567", email: `yasmine.${stamp}@exemple.ma`, adresse: "3 rue des Lilas, Rabat", mutuelle: false },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await openAs(page, admin, `/responsable/patients/${id}`);
  const panel = page.getByRole("region", { name: "Données personnelles (loi 09-08)" });
  await panel.getByRole("button", { name: "Exporter les données" }).click();
  const dialog = page.getByRole("dialog", { name: "Exporter les données du patient" });
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Télécharger (JSON)" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^donnees-patient-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as PatientExport;
  expect(data.patient).toMatchObject({ id, nom: `Chraibi${stamp}`, telephone: "0661234567" });
  await expect(dialog.getByText("Export téléchargé avec succès.")).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();

  await panel.getByRole("button", { name: "Anonymiser le dossier" }).click();
  const warning = page.getByRole("dialog", { name: `Anonymiser le dossier de Yasmine Chraibi${stamp} ?` });
  await expect(warning).toContainText("Le cabinet doit conserver le dossier médical.");
  await warning.getByLabel(/^Motif/).fill("Demande d'effacement reçue au guichet");
  await warning.getByRole("button", { name: "Anonymiser définitivement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dossier ${id} ANONYME` })).toBeVisible();
  await expect(page.getByText("Dossier anonymisé", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Modifier" })).toHaveCount(0);
});
