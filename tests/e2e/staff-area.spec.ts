import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { openDayFrom } from "./public-form-days";

/**
 * The staff area's journeys (issue 6), in order: the admin creates accounts, a doctor registers
 * a patient and records an appointment, external requests are found, a non-admin is kept out of
 * personnels, the admin deletes the doctor (whose token and password stop working), logout.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
type Account = { username: string; password: string; role: string; nom: string; prenom: string; email: string };
const assistant: Account = {
  username: `leila.tazi.${stamp}`,
  password: "assistant-mot-de-passe",
  role: "ASSISTANT",
  nom: "Tazi",
  prenom: "Leïla",
  email: `leila.tazi.${stamp}@e2e.test`,
};
const medecin: Account = {
  username: `omar.benjelloun.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: "Benjelloun",
  prenom: "Omar",
  email: `omar.benjelloun.${stamp}@e2e.test`,
};
// Written with accents; searched for without them.
const patient = { nom: `Aït Benaïssa`, prenom: `Salmà ${stamp}` };
const externalNom = `Ouazzani-${stamp}`;

let medecinToken = "";
/** The file of the patient the MEDECIN registers: /responsable/patients/{id}. */
let patientPath = "";

async function hasLoginPage(request: APIRequestContext): Promise<boolean> {
  const loginPage = await request.get("/login");
  return loginPage.ok() && (await loginPage.text()).includes('type="password"');
}

async function submitLoginForm(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  const form = page.locator("form", { has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(account.email);
  await form.locator('input[type="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
}

/** Through the login page when it exists (issue 4); otherwise the session is stored the way it stores it. */
async function logIn(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  if (await hasLoginPage(request)) {
    await submitLoginForm(page, account);
    await expect(page).toHaveURL(/\/responsable$/);
    return;
  }
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
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

async function newPage(browser: Browser) {
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Casablanca", viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test("without a token, every staff page sends the visitor to /login without showing anything protected", async ({ page, request }) => {
  const html = await (await request.get("/responsable")).text();
  expect(html).not.toContain("Ajouter un patient");
  expect(html).toContain('name="robots" content="noindex, nofollow"');

  // Records whether protected content ever reached the screen, however briefly.
  await page.addInitScript(() => {
    const flags = window as unknown as { sawProtected: boolean };
    flags.sawProtected = false;
    new MutationObserver(() => {
      if (document.body?.innerText.match(/Ajouter un patient|Gestion des Personels|Logout/)) flags.sawProtected = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ["/responsable", "/responsable/patients/1", "/responsable/personnels"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { sawProtected: boolean }).sawProtected)).toBe(false);
  }
});

test("the admin creates an ASSISTANT and a MEDECIN", async ({ page, request }) => {
  await logIn(page, request, e2eAdmin);
  await page.getByRole("link", { name: "Personels" }).click();
  await expect(page).toHaveURL(/\/responsable\/personnels$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des Personels" })).toBeVisible();
  await expect(page.getByText("Cette page n'est visible que par les administrateurs.")).toBeVisible();

  const role = page.getByLabel(/^Rôle/);
  await expect(role).toHaveValue("ASSISTANT");
  await expect(role.locator("option").first()).toHaveAttribute("value", "ASSISTANT");

  for (const account of [assistant, medecin]) {
    await page.getByLabel(/^Nom d'utilisateur/).fill(account.username);
    await page.getByLabel(/^Mot de passe/).fill(account.password);
    await role.selectOption(account.role);
    await page.getByLabel(/^Nom\*?$/).fill(account.nom);
    await page.getByLabel(/^Prénom/).fill(account.prenom);
    await page.getByLabel(/^E-mail\*?$/).fill(account.email);
    await page.getByRole("button", { name: "Ajouter l'utilisateur" }).click();
    const message = page.getByText("Utilisateur ajouté avec succès.");
    await expect(message).toBeVisible();
    await expect(page.getByLabel(/^Nom d'utilisateur/)).toHaveValue("");
    // Status messages go after 3 s.
    await expect(message).toBeHidden({ timeout: 5_000 });
  }

  // The same e-mail again is refused, in red.
  await page.getByLabel(/^Nom d'utilisateur/).fill(`${medecin.username}-bis`);
  await page.getByLabel(/^Mot de passe/).fill(medecin.password);
  await page.getByLabel(/^Nom\*?$/).fill(medecin.nom);
  await page.getByLabel(/^Prénom/).fill(medecin.prenom);
  await page.getByLabel(/^E-mail\*?$/).fill(medecin.email);
  await page.getByRole("button", { name: "Ajouter l'utilisateur" }).click();
  await expect(page.getByText("Erreur lors de l'ajout de l'utilisateur.")).toHaveAttribute("data-tone", "error");
});

test("the MEDECIN registers a patient, finds them without accents and records an appointment under their name", async ({ page, request }) => {
  await logIn(page, request, medecin);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(medecin.nom);
  await expect(page.getByText("Vous êtes connecté en tant que responsable.")).toBeVisible();

  const form = page.locator("section", { has: page.getByRole("heading", { name: "Ajouter un patient" }) });
  await form.getByLabel(/^Nom/).fill(patient.nom);
  await form.getByLabel(/^Prénom/).fill(patient.prenom);
  await form.getByLabel(/^Date de naissance/).fill("1986-04-23");
  await form.getByRole("radio", { name: "Femme" }).check();
  // A number no other journey uses: the form warns about a patient with the same phone (front desk).
  await form.getByLabel(/^Téléphone/).fill("06 98 76 54 32");
  await form.getByLabel(/^E-mail/).fill(`salma.${stamp}@exemple.test`);
  await form.getByLabel(/^Adresse/).fill("3, rue des Orangers, Rabat");
  await form.getByRole("checkbox", { name: "Mutuelle" }).check();
  await form.getByLabel(/^Compagnie/).fill("CNSS");
  await form.getByRole("button", { name: "Ajouter le patient" }).click();
  await expect(page.getByText("Patient ajouté avec succès.")).toHaveAttribute("data-tone", "success");

  const search = page.getByRole("search", { name: "Consulter un patient", exact: true });
  await search.getByLabel(/Nom du patient/).fill("ait benaissa");
  await search.getByRole("button", { name: "Rechercher" }).click();
  const row = page.getByRole("table", { name: "Patients trouvés" }).getByRole("row", { name: new RegExp(patient.prenom) });
  await expect(row.getByRole("cell")).toHaveText([patient.nom, patient.prenom, "23/04/1986", "Femme", "06 98 76 54 32", "Oui", "CNSS"]);

  await row.getByRole("link", { name: patient.nom }).click();
  await expect(page).toHaveURL(/\/responsable\/patients\/\d+$/);
  patientPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${patient.prenom} ${patient.nom}`);
  await expect(page.getByText("Aucun rendez-vous")).toBeVisible();

  const when = page.getByLabel(/^Date et heure/);
  await expect(when).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(page.getByLabel("Médecin")).toHaveValue(medecin.nom);
  await expect(page.getByLabel("Médecin")).toHaveAttribute("readonly", "");

  await when.fill("2030-01-15T10:30");
  await page.getByLabel(/^Motif/).fill("Entorse de la cheville droite");
  await page.getByLabel(/^Observation/).fill("Radiographie demandée");
  await page.getByRole("button", { name: "Ajouter le rendez-vous" }).click();
  await expect(page.getByText("Rendez-vous ajouté avec succès.")).toHaveAttribute("data-tone", "success");

  const appointments = page.getByRole("table", { name: "Rendez-vous du patient" });
  // The spec's four columns first and unchanged, then the appointment's status, length and actions.
  await expect(appointments.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "15/01/2030 10:30",
    "Entorse de la cheville droite",
    "Radiographie demandée",
    medecin.nom,
    "planifié",
    "30 min",
    "Gérer",
  ]);
  // The form is back to now, empty.
  await expect(when).not.toHaveValue("2030-01-15T10:30");
  await expect(page.getByLabel(/^Motif/)).toHaveValue("");

  medecinToken = await page.evaluate(() => localStorage.getItem("token") ?? "");
  expect(medecinToken).not.toBe("");
});

test("a session that expires during work leads to /login, which says so and brings the person back to the patient's file", async ({ page, request }) => {
  expect(patientPath, "the MEDECIN journey ran first").not.toBe("");
  await logIn(page, request, assistant);
  await page.goto(patientPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${patient.prenom} ${patient.nom}`);

  // From now on the server no longer accepts the token (it expired at the end of the working day).
  await page.route("**/api/**", (route) => route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Session expirée." }) }));
  await page.getByLabel(/^Motif/).fill("Contrôle");
  await page.getByRole("button", { name: "Ajouter le rendez-vous" }).click();

  await expect(page).toHaveURL(new RegExp(`/login\\?expiree=1&retour=${encodeURIComponent(patientPath)}$`));
  await expect(page.getByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.unroute("**/api/**");
  const form = page.locator("form", { has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(assistant.email);
  await form.locator('input[type="password"]').fill(assistant.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${patientPath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${patient.prenom} ${patient.nom}`);
});

test("a request sent through the public form is found as an external patient", async ({ page, request }) => {
  // An open day a month ahead (the form refuses closed days), typed as the visitor types it (dd/mm/yyyy).
  const preferred = (await openDayFrom(request, 30)).text;
  await page.goto("/appointments");
  const booking = page.getByRole("form", { name: "Demande de rendez-vous" });
  await booking.getByRole("textbox", { name: "Nom", exact: true }).fill(externalNom);
  await booking.getByLabel("Prénom").fill("Rachid");
  await booking.getByLabel("Téléphone").fill("06 61 22 33 44");
  await booking.getByLabel("Date préférée").pressSequentially(preferred.replaceAll("/", ""));
  await expect(booking.getByLabel("Date préférée")).toHaveValue(preferred);
  await booking.getByLabel("Heure préférée").fill("09:30");
  await booking.getByLabel(/Motif/).fill("Douleur à l'épaule");
  await booking.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(booking.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();

  await logIn(page, request, assistant);
  const search = page.getByRole("search", { name: "Consulter un patient externe" });
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Veuillez saisir un nom.")).toBeVisible();

  await search.getByLabel("Nom du patient externe").fill(`ouazzani-${stamp}`.toUpperCase());
  await search.getByRole("button", { name: "Rechercher" }).click();
  const row = page.getByRole("table", { name: "Patients externes trouvés" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell").first()).toHaveText(externalNom);
  await expect(row.getByRole("cell").nth(1)).toHaveText("Rachid");
  await expect(row.getByRole("cell").nth(2)).toHaveText("06 61 22 33 44");
  await expect(row.getByRole("cell").nth(3)).toHaveText(preferred);
  await expect(row.getByRole("cell").nth(4)).toHaveText("09:30");
  await expect(row.getByRole("cell").nth(5)).toHaveText("Douleur à l'épaule");
  await expect(row.getByRole("cell").nth(6)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await search.getByLabel("Nom du patient externe").fill(`personne-${stamp}`);
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByText("Aucun patient externe trouvé.")).toBeVisible();
});

test("a non-admin sees the inactive Personels link and is sent away from personnels", async ({ page, request }) => {
  await logIn(page, request, assistant);
  const personnels = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /Personels/ });
  await expect(personnels).toHaveAttribute("aria-disabled", "true");
  await expect(personnels).toHaveAttribute("title", "Accès réservé à l'administrateur");
  await expect(personnels).toBeDisabled();
  await personnels.click({ force: true }); // a click leads nowhere
  await expect(page).toHaveURL(/\/responsable$/);

  await page.goto("/responsable/personnels");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Gestion des Personels" })).toHaveCount(0);
});

test("the admin deletes the MEDECIN, whose token then gets 401 and whose login fails", async ({ page, request, browser }) => {
  expect(medecinToken, "the MEDECIN journey ran first").not.toBe("");
  await logIn(page, request, e2eAdmin);
  await page.goto("/responsable/personnels");

  const email = page.getByLabel(/^E-mail de l'utilisateur/);
  await email.fill(`inconnu-${stamp}@e2e.test`);
  await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
  await expect(page.getByText("Utilisateur non trouvé")).toHaveAttribute("data-tone", "error");

  await email.fill(medecin.email);
  await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer cet utilisateur ?" });
  await expect(dialog).toContainText(`${medecin.prenom} ${medecin.nom}`);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Supprimer l'utilisateur" }).click();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Utilisateur supprimé (logique) avec succès.")).toHaveAttribute("data-tone", "success");

  const call = await request.get("/api/patients?nom=benaissa", { headers: { Authorization: `Bearer ${medecinToken}` } });
  expect(call.status()).toBe(401);
  const login = await request.post("/api/auth/login", { data: { email: medecin.email, password: medecin.password } });
  expect(login.status()).toBe(401);
  if (await hasLoginPage(request)) {
    const loginPage = await newPage(browser);
    await submitLoginForm(loginPage, medecin);
    await expect(loginPage.getByText("E-mail ou mot de passe incorrect.")).toBeVisible();
    await expect(loginPage).toHaveURL(/\/login$/);
    await loginPage.context().close();
  }

  // The doctor's open session is closed at its next call: token removed, back to /login, which says why.
  const doctorPage = await newPage(browser);
  await doctorPage.goto("/");
  await doctorPage.evaluate((token) => {
    localStorage.setItem("token", token);
    localStorage.setItem("userNom", "Benjelloun");
    localStorage.setItem("userId", "999");
  }, medecinToken);
  await doctorPage.goto("/responsable");
  await expect(doctorPage).toHaveURL(/\/login\?expiree=1&retour=%2Fresponsable$/);
  await expect(doctorPage.getByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeVisible();
  expect(await doctorPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await doctorPage.context().close();
});

test("logout asks first: 'Annuler' and Escape keep the session, 'Se déconnecter' ends it and goes to /", async ({ page, request }) => {
  await logIn(page, request, assistant);
  const logout = page.getByRole("button", { name: "Logout" });
  const dialog = page.getByRole("dialog", { name: "Voulez-vous vraiment vous déconnecter ?" });

  await logout.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/responsable$/);
  await expect(logout).toBeFocused();

  await logout.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();

  await logout.click();
  await dialog.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.goto("/responsable");
  await expect(page).toHaveURL(/\/login$/);
});
