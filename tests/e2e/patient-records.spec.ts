import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";

/**
 * Patient files that can be maintained (issue 21, decision 025): a typo in a phone number is
 * corrected and the patient found by the new number; a file archived leaves the search; two files
 * of one person are merged into one holding both appointments.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `dr.tahiri.${stamp}`,
  password: "Genou-Epaule-Hanche-2026",
  role: "MEDECIN",
  nom: "Tahiri",
  prenom: "Rachid",
  email: `dr.tahiri.${stamp}@e2e.test`,
};

type Session = { token: string; id: number };
let session: Session;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function logInByApi(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}

/** A patient registered through the API, with its own name and phone. */
async function register(request: APIRequestContext, fields: { nom: string; prenom: string; telephone: string; dateNaissance?: string }) {
  const created = await request.post("/api/patients", {
    headers: bearer(session.token),
    data: { dateNaissance: "1981-05-17", gender: "H", email: `${stamp}@exemple.ma`, adresse: "9 rue de Tanger, Rabat", mutuelle: false, compagnie: null, ...fields },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function book(request: APIRequestContext, patientId: number, dateHeure: string, motif: string) {
  const booked = await request.post("/api/appointments", {
    headers: bearer(session.token),
    data: { dateHeure, motif, observation: null, patient: { id: patientId }, medecin: { id: session.id } },
  });
  expect(booked.status()).toBe(201);
}

/** The doctor's session in the page's storage, as the login page leaves it. */
async function openAsDoctor(page: Page, path: string) {
  await page.goto("/login");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", String(s.id));
    localStorage.setItem("userNom", s.nom);
  }, { ...session, nom: doctor.nom });
  await page.goto(path);
}

test.beforeAll(async ({ request }) => {
  const admin = await logInByApi(request, e2eAdmin);
  const created = await request.post("/api/users", { data: doctor, headers: bearer(admin) });
  expect(created.status()).toBe(201);
  session = { token: await logInByApi(request, doctor), id: ((await created.json()) as { id: number }).id };
});

test("a phone number corrected with 'Modifier' finds the patient in the search, written another way", async ({ page, request }) => {
  const id = await register(request, { nom: `Kettani${stamp}`, prenom: "Omar", telephone: "06 00 00 11 22" });
  await openAsDoctor(page, `/responsable/patients/${id}`);

  await page.getByRole("button", { name: "Modifier" }).click();
  const dialog = page.getByRole("dialog", { name: `Modifier le dossier n° ${id}` });
  await dialog.getByLabel(/^Téléphone/).fill("06 61 47 25 83");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Dossier modifié avec succès.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Informations du patient" })).toContainText("06 61 47 25 83");

  await page.goto("/responsable");
  const search = page.getByRole("search", { name: "Consulter un patient", exact: true });
  await search.getByRole("searchbox", { name: "Nom du patient", exact: true }).fill("+212 661-472583");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("region", { name: "Patients trouvés" }).getByRole("link", { name: `Kettani${stamp}` })).toBeVisible();
});

test("an archived file leaves the search, says so, and the list shows it only when asked", async ({ page, request }) => {
  const nom = `Archive${stamp}`;
  const id = await register(request, { nom, prenom: "Leila", telephone: "06 00 00 33 44" });
  await openAsDoctor(page, `/responsable/patients/${id}`);

  await page.getByRole("button", { name: "Archiver" }).click();
  await page.getByRole("dialog", { name: "Archiver ce dossier ?" }).getByRole("button", { name: "Archiver" }).click();
  await expect(page.getByRole("note")).toContainText("Dossier archivé");

  await page.goto("/responsable");
  const search = page.getByRole("search", { name: "Consulter un patient", exact: true });
  await search.getByRole("searchbox", { name: "Nom du patient", exact: true }).fill(nom.toLowerCase());
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Aucun patient trouvé.")).toBeVisible();

  await page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: "Patients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();
  await page.getByLabel("Rechercher").fill(nom);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Aucun patient ne correspond à cette recherche.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Inclure les dossiers archivés" }).check();
  await expect(page.getByRole("row", { name: new RegExp(nom) })).toContainText("Archivé");
});

test("the list's order and archived files are in its address, kept by a reload; the name searched is not", async ({ page, request }) => {
  const nom = `Adresse${stamp}`;
  await register(request, { nom, prenom: "Samir", telephone: "06 00 00 55 66" });
  await openAsDoctor(page, "/responsable/patients");
  await page.getByLabel("Rechercher").fill(nom);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("row", { name: new RegExp(nom) })).toBeVisible();
  await page.getByLabel("Trier par").selectOption("nom");
  await page.getByRole("checkbox", { name: "Inclure les dossiers archivés" }).check();
  await expect(page).toHaveURL(/\/responsable\/patients\?tri=nom&archives=1$/);
  expect(decodeURIComponent(page.url())).not.toContain(nom);

  await page.reload();
  await expect(page.getByLabel("Trier par")).toHaveValue("nom");
  await expect(page.getByRole("checkbox", { name: "Inclure les dossiers archivés" })).toBeChecked();
  await expect(page.getByLabel("Rechercher")).toHaveValue("");
});

test("two files of one person are merged into one holding both appointments", async ({ page, request }) => {
  const kept = await register(request, { nom: `Berrada${stamp}`, prenom: "Youssef", telephone: "06 00 00 55 66" });
  const duplicate = await register(request, { nom: `Berada${stamp}`, prenom: "Yusuf", telephone: "+212 6 00 00 55 66" });
  // The same doctor at the same time in both files: both were real, the merge keeps both.
  await book(request, kept, "2026-03-10T09:00", "Entorse de la cheville");
  await book(request, duplicate, "2026-03-10T09:00", "Contrôle radiologique");

  await openAsDoctor(page, `/responsable/patients/${kept}`);
  await page.getByRole("button", { name: "Fusionner un doublon" }).click();
  const merge = page.locator("section", { has: page.getByRole("heading", { name: "Fusionner deux dossiers" }) });
  await merge.getByRole("searchbox", { name: "Nom, téléphone ou date de naissance" }).fill(`berada${stamp}`);
  await merge.getByRole("button", { name: "Rechercher" }).click();
  await merge.getByRole("listitem").filter({ hasText: `dossier n° ${duplicate}` }).getByRole("button", { name: "Comparer" }).click();

  await expect(merge.getByRole("region", { name: "Comparaison des deux dossiers" })).toContainText("+212 6 00 00 55 66");
  await expect(merge.getByRole("radio", { name: new RegExp(`Conserver le dossier n° ${kept}`) })).toBeChecked();
  await merge.getByRole("button", { name: "Fusionner les dossiers" }).click();
  await page.getByRole("dialog", { name: "Fusionner ces deux dossiers ?" }).getByRole("button", { name: "Fusionner" }).click();
  await expect(page.getByText("Dossiers fusionnés avec succès.")).toBeVisible();

  const appointments = page.getByRole("table", { name: "Rendez-vous du patient" });
  await expect(appointments).toContainText("Entorse de la cheville");
  await expect(appointments).toContainText("Contrôle radiologique");
  await expect(page.getByText(`regroupe aussi le dossier n° ${duplicate}`)).toBeVisible();

  await page.getByRole("link", { name: `n° ${duplicate}` }).click();
  await expect(page.getByRole("note")).toContainText(`Dossier fusionné dans le dossier n° ${kept}`);
  await expect(page.getByRole("button", { name: "Modifier" })).toHaveCount(0);
});
