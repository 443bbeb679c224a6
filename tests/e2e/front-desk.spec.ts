import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { openDayFrom } from "./public-form-days";

/**
 * The front desk's journeys (issue 8): a request sent from the public site is triaged, converted
 * into a patient and an appointment, and ends 'planifiée'; the same person registered again
 * under another spelling is flagged; a contact message is read in the inbox.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const assistant = {
  username: `accueil.${stamp}`,
  password: "accueil-mot-de-passe",
  role: "ASSISTANT",
  nom: "Berrada",
  prenom: "Nadia",
  email: `accueil.${stamp}@e2e.test`,
};
const medecin = {
  username: `dr.idrissi.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: "Idrissi",
  prenom: "Karim",
  email: `dr.idrissi.${stamp}@e2e.test`,
};
// The person who books online, then comes back and is registered again under another spelling
// (El/Al, with and without the accent: the Demandes search must also find the name typed plainly).
const person = { nom: `El Chérif${stamp}`, prenom: "Mohammed", telephone: "06 61 23 45 67", dateNaissance: "1979-08-14" };
const respelled = { nom: `Alcherif${stamp}`, prenom: "Muhammad", telephone: "+212 7 00 11 22 33" };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}

async function logIn(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  const loginPage = await request.get("/login");
  if (loginPage.ok() && (await loginPage.text()).includes('type="password"')) {
    await page.goto("/login");
    const form = page.locator("form", { has: page.locator('input[type="password"]') });
    await form.locator('input[type="email"]').fill(account.email);
    await form.locator('input[type="password"]').fill(account.password);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/responsable$/);
    return;
  }
  const login = await request.post("/api/auth/login", { data: account });
  const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  const user = await request.get(`/api/users/email/${encodeURIComponent(account.email)}`, { headers: { Authorization: `Bearer ${token}` } });
  const { id, nom } = (await user.json()) as { id: number; nom: string };
  await page.goto("/");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", String(s.id));
    localStorage.setItem("userNom", s.nom);
  }, { token, id, nom });
  await page.goto("/responsable");
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  for (const account of [assistant, medecin]) {
    const created = await request.post("/api/users", { data: account, headers: { Authorization: `Bearer ${token}` } });
    expect(created.status()).toBe(201);
  }
});

test("a request sent from the public site is triaged, converted into a patient and an appointment, and ends 'planifiée'", async ({ page, request }) => {
  // The first open day from tomorrow (the form refuses closed days: tomorrow is a Sunday on Saturdays).
  const open = await openDayFrom(request, 1);
  const date = { display: open.text, iso: open.iso };

  // The visitor books on the public site.
  await page.goto("/appointments");
  const booking = page.getByRole("form", { name: "Demande de rendez-vous" }).first();
  await booking.getByLabel(/^Nom/).fill(person.nom);
  await booking.getByLabel(/^Prénom/).fill(person.prenom);
  await booking.getByLabel(/^Téléphone/).fill(person.telephone);
  await booking.getByLabel(/^Date préférée/).fill(date.display);
  await booking.getByLabel(/^Heure préférée/).fill("10:30");
  await booking.getByLabel(/^Motif/).fill("Douleur au genou droit");
  await booking.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();

  // The front desk sees it arrive.
  await logIn(page, request, assistant);
  const demandesLink = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Demandes/ });
  await expect(demandesLink).toContainText(/\d/);
  await demandesLink.click();
  await expect(page).toHaveURL(/\/responsable\/demandes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demandes de rendez-vous" })).toBeVisible();

  // Found by name without its accents or case, and by the phone written another way.
  const row = page.getByRole("row", { name: new RegExp(person.nom) });
  for (const typed of [`EL CHERIF${stamp.toUpperCase()}`, "+212 6 61 23 45 67"]) {
    // Each search's own answer, so that the row seen is not the previous search's.
    const answered = page.waitForResponse(
      (response) => response.url().includes("/api/front-desk/requests?") && new URL(response.url()).searchParams.get("q") === typed,
    );
    await page.getByRole("searchbox", { name: "Nom ou téléphone" }).fill(typed);
    await page.getByRole("button", { name: "Rechercher" }).click();
    const answer = await answered;
    expect(answer.status(), typed).toBe(200);
    expect(((await answer.json()) as { items: { nom: string }[] }).items.map((item) => item.nom), typed).toEqual([person.nom]);
    await expect(row).toHaveCount(1);
  }
  await expect(row).toContainText("nouvelle");
  await expect(row).toContainText(`${date.display} à 10:30`);
  await expect(row).toContainText("En attente depuis");

  await row.getByRole("button", { name: /^Marquer contactée/ }).click();
  await expect(page.getByText("Statut mis à jour avec succès.")).toBeVisible();
  await expect(row).toContainText("contactée");
  await expect(row).toContainText(`par ${assistant.prenom} ${assistant.nom}`);

  // Conversion: no patient matches yet, so the prefilled form registers one.
  await row.getByRole("link", { name: "Planifier" }).click();
  await expect(page).toHaveURL(/\/responsable\/demandes\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Planifier la demande de ${person.prenom} ${person.nom}`);
  await expect(page.getByText("Aucun patient enregistré ne correspond : créez son dossier.")).toBeVisible();
  const patientStep = page.locator("section", { has: page.getByRole("heading", { name: "1. Patient" }) });
  await expect(patientStep.getByLabel(/^Nom/)).toHaveValue(person.nom);
  await expect(patientStep.getByLabel(/^Prénom/)).toHaveValue(person.prenom);
  await expect(patientStep.getByLabel(/^Téléphone/)).toHaveValue(person.telephone);
  await patientStep.getByLabel(/^Date de naissance/).fill(person.dateNaissance);
  await patientStep.getByRole("radio", { name: "Homme" }).check();
  await patientStep.getByLabel(/^E-mail/).fill(`amrani.${stamp}@exemple.ma`);
  await patientStep.getByLabel(/^Adresse/).fill("4 rue Oued Sebou, Rabat");
  await patientStep.getByRole("button", { name: "Ajouter le patient" }).click();
  await expect(patientStep).toContainText(/dossier n° \d+/);

  // The appointment starts from the request: preferred date, time and motif.
  const appointmentStep = page.locator("section", { has: page.getByRole("heading", { name: "2. Rendez-vous" }) });
  await expect(appointmentStep.getByLabel(/^Date et heure/)).toHaveValue(`${date.iso}T10:30`);
  await expect(appointmentStep.getByLabel(/^Motif/)).toHaveValue("Douleur au genou droit");
  // The doctor field is a read-only "Chargement..." until the list of doctors arrives.
  const doctorSelect = appointmentStep.getByRole("combobox", { name: /^Médecin/ });
  await expect(doctorSelect).toBeVisible();
  await doctorSelect.selectOption({ label: `Dr ${medecin.prenom} ${medecin.nom}` });
  await appointmentStep.getByRole("button", { name: "Planifier le rendez-vous" }).click();
  await expect(page.getByText("Demande planifiée avec succès.")).toBeVisible();

  // The patient and the appointment exist.
  await page.getByRole("link", { name: "Ouvrir le dossier du patient" }).click();
  await expect(page).toHaveURL(/\/responsable\/patients\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.prenom} ${person.nom}`);
  const appointments = page.locator("section", { has: page.getByRole("heading", { name: "Rendez-vous", exact: true }) });
  // At the hour asked for: the staff area reads the practice's offsets from the server, not from
  // the browser, whose data (Chromium 156 here) puts Casablanca at UTC+0 after October 2026.
  await expect(appointments).toContainText(`${date.display} 10:30`);
  await expect(appointments).toContainText("Douleur au genou droit");
  await expect(appointments).toContainText(medecin.nom);
  // Who created and opened the file shows in its access history.
  const history = page.locator("section", { has: page.getByRole("heading", { name: "Historique d'accès" }) });
  await expect(history).toContainText("a créé le dossier");
  await expect(history).toContainText(`${assistant.prenom} ${assistant.nom}`);

  // And the request is 'planifiée'.
  await page.goto("/responsable/demandes");
  await page.getByRole("button", { name: "planifiée" }).click();
  const planned = page.getByRole("row", { name: new RegExp(person.nom) });
  await expect(planned).toContainText("planifiée");

  // It links to its appointment: the patient's file, scrolled to the appointment's row, which is
  // marked in words and holds the focus.
  const toAppointment = planned.getByRole("link", { name: `Voir le rendez-vous : ${person.prenom} ${person.nom}` });
  await expect(toAppointment).toHaveAttribute("href", /^\/responsable\/patients\/\d+#rdv-\d+$/);
  await toAppointment.click();
  await expect(page).toHaveURL(/\/responsable\/patients\/\d+#rdv-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.prenom} ${person.nom}`);
  const linked = page.locator(new URL(page.url()).hash);
  await expect(linked).toHaveAttribute("aria-current", "true");
  await expect(linked).toContainText("Rendez-vous de la demande");
  await expect(linked).toContainText("Douleur au genou droit");
  await expect(linked).toContainText(medecin.nom);
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
});

test("the same person registered again under another spelling is flagged, with a link to the existing file", async ({ page, request }) => {
  await logIn(page, request, assistant);
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Ajouter un patient" }) });
  await form.getByLabel(/^Nom/).fill(respelled.nom);
  await form.getByLabel(/^Prénom/).fill(respelled.prenom);
  await form.getByLabel(/^Date de naissance/).fill(person.dateNaissance);
  await form.getByRole("radio", { name: "Homme" }).check();
  await form.getByLabel(/^Téléphone/).fill(respelled.telephone);
  await form.getByLabel(/^E-mail/).fill(`m.alamrani.${stamp}@exemple.ma`);
  await form.getByLabel(/^Adresse/).fill("Rabat");
  await form.getByRole("button", { name: "Ajouter le patient" }).click();

  const warning = form.getByRole("alert");
  await expect(warning).toContainText("Un patient semblable existe déjà.");
  await expect(warning).toContainText("même nom et même date de naissance");
  const existing = warning.getByRole("link", { name: `${person.nom} ${person.prenom}` });
  await expect(existing).toHaveAttribute("href", /\/responsable\/patients\/\d+$/);
  await expect(page.getByText("Patient ajouté avec succès.")).toHaveCount(0);

  // Nothing was created: a search by the new spelling finds nobody yet.
  const search = page.locator("section", { has: page.getByRole("heading", { name: "Consulter un patient", exact: true }) });
  await search.getByRole("searchbox").fill(respelled.nom);
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Aucun patient trouvé.")).toBeVisible();

  // The phone number in another format finds the existing patient.
  await search.getByRole("searchbox").fill("00212661234567");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(search.getByRole("link", { name: person.nom })).toBeVisible();

  await existing.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.prenom} ${person.nom}`);
});

test("a contact message shows as unread in the header and is read in full in the inbox", async ({ page, request }) => {
  const sujet = `Horaires du samedi ${stamp}`;
  const sent = await request.post("/api/contact", {
    data: { nomComplet: "Hajar Tazi", email: `hajar.${stamp}@exemple.ma`, sujet, message: "Bonjour,\nle cabinet est-il ouvert le samedi ?" },
  });
  expect(sent.status()).toBe(201);

  await logIn(page, request, medecin);
  const messagesLink = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Messages/ });
  await expect(messagesLink).toContainText(/non lu/);
  await messagesLink.click();
  await page.getByRole("list", { name: "Liste des messages" }).getByRole("button", { name: new RegExp(sujet) }).click();
  const article = page.getByRole("article", { name: sujet });
  await expect(article).toContainText("le cabinet est-il ouvert le samedi ?");
  await expect(article).toContainText(`Lu par ${medecin.prenom} ${medecin.nom}`);
});

test("only admins reach the audit journal, filtered by person", async ({ page, request }) => {
  await logIn(page, request, assistant);
  const journal = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Journal/ });
  await expect(journal).toHaveAttribute("aria-disabled", "true");
  // Typed in the address bar: the page says it is reserved to administrators (issue 32).
  await page.goto("/responsable/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Journal d'audit" })).toHaveCount(0);

  await logIn(page, request, e2eAdmin);
  await page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Journal/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Journal d'audit" })).toBeVisible();
  await page.getByLabel("Personne").selectOption({ label: `${assistant.prenom} ${assistant.nom} (Assistant)` });
  await page.getByRole("button", { name: "Filtrer" }).click();
  const table = page.getByRole("table", { name: "Journal d'audit" });
  await expect(table).toContainText("a planifié une demande");
  await expect(table.getByRole("row").nth(1)).toContainText(`${assistant.prenom} ${assistant.nom}`);
});
