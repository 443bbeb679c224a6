import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin, e2eSmtpPort, e2eStaffAlertEmail } from "../../playwright.config";
import { openDayFrom } from "./public-form-days";
import { startSmtpServer, type ReceivedMail } from "../integration/notifications-test-servers";

/**
 * Notifications (issue 24, decision 030) through the running server and a real SMTP server: a
 * public request e-mails the staff within the grouping delay, without the patient's data; an
 * appointment booked on the agenda for a patient who agreed to e-mail is confirmed with its French
 * date and time, and its cancellation is announced.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `hind.berrada.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Berrada${stamp}`,
  prenom: "Hind",
  email: `hind.berrada.${stamp}@e2e.test`,
};
const patient = { nom: `Sqalli${stamp}`, prenom: "Meryem", email: `meryem.${stamp}@exemple.test` };
// A Tuesday far ahead (so that the message is never for a past appointment), off the agenda spec's day.
const DAY = "2030-01-22";
const DAY_LABEL = "Mardi 22 janvier 2030";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}

/** The mails to `to` received since `from` (an index in the list) whose text matches. */
/** The first mail to `to` whose text matches, among those received from index `since` on (earlier journeys' alerts may still arrive). */
async function mailTo(to: string, text: RegExp, timeoutMs = 15_000, since = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = smtp.mails.slice(since).find((mail) => mail.to.includes(to) && text.test(mail.text))), { timeout: timeoutMs, intervals: [250] })
    .toBeTruthy();
  return found!;
}

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(e2eSmtpPort);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post("/api/users", { data: doctor, headers })).status()).toBe(201);
  const created = await request.post("/api/patients", {
    headers,
    data: { ...patient, dateNaissance: "1988-04-12", gender: "F", telephone: "06 12 98 76 54", adresse: "Rabat", mutuelle: false, compagnie: null },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const consents = await request.put(`/api/patients/${id}/consentements`, { headers, data: { email: true, sms: false, whatsapp: false } });
  expect(consents.status()).toBe(200);
  expect(((await consents.json()) as { email: string | null }).email).not.toBeNull();
});

test.afterAll(async () => {
  await smtp?.close();
});

test("a public request e-mails the staff within the grouping delay, with no patient data", async ({ page, request }) => {
  const date = await openDayFrom(request, 3);
  const nom = `Zniber${stamp}`;
  await page.goto("/appointments");
  const form = page.getByRole("form", { name: "Demande de rendez-vous" });
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill(nom);
  await form.getByLabel("Prénom").fill("Ghita");
  await form.getByLabel("Téléphone").fill("06 44 55 66 77");
  await form.getByLabel("Date préférée").pressSequentially(date.text.replaceAll("/", ""));
  await form.getByLabel("Heure préférée").fill("10:30");
  await form.getByLabel(/Motif/).fill("Douleur lombaire");
  const sentAt = smtp.mails.length;
  await form.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(form.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();

  // NOTIFY_STAFF_EVERY_MINUTES is 0.1 here: the alert comes within a few seconds.
  const alert = await mailTo(e2eStaffAlertEmail, /1 nouvelle demande de rendez-vous sur le site du cabinet\./, 12_000, sentAt);
  expect(alert.subject).toMatch(/^1 nouveauté sur le site - Cabinet du Dr\. /);
  expect(alert.text).toContain("/responsable/demandes");
  for (const mail of smtp.mails.slice(sentAt)) {
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(new RegExp(`${nom}|Ghita|06 44 55 66 77|0644556677|lombaire`));
  }
  // How alerts are grouped is the integration tests' (notifications.int): here an earlier journey's
  // alert, refused while no SMTP server listened, may be sent again at any moment.
});

async function openAgenda(page: Page) {
  await page.goto("/login");
  const form = page.locator("form", { has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(e2eAdmin.email);
  await form.locator('input[type="password"]').fill(e2eAdmin.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/responsable$/);
  await page.goto("/responsable/agenda");
  await page.getByLabel("Aller au jour").fill(DAY);
  await page.getByLabel("Médecin", { exact: true }).selectOption({ label: `Dr ${doctor.prenom} ${doctor.nom}` });
  await expect(page.getByText(`${DAY_LABEL} · Dr ${doctor.prenom} ${doctor.nom}`)).toBeVisible();
}

test("booking for a patient who agreed to e-mail sends the confirmation; cancelling sends the cancellation", async ({ page }) => {
  await openAgenda(page);
  await page.getByRole("button", { name: `Réserver le ${DAY_LABEL} à 10:00 (Dr ${doctor.prenom} ${doctor.nom})` }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau rendez-vous" });
  await dialog.getByRole("searchbox", { name: "Nom ou téléphone du patient" }).fill(patient.nom);
  await dialog.getByRole("button", { name: "Rechercher" }).click();
  await dialog.getByRole("button", { name: new RegExp(`${patient.nom} ${patient.prenom}`) }).click();
  await dialog.getByLabel(/^Motif/).fill("Contrôle de la hanche");
  await dialog.getByRole("button", { name: "Réserver" }).click();
  await expect(page.getByText("Rendez-vous ajouté avec succès.")).toBeVisible();

  const confirmation = await mailTo(patient.email, /votre rendez-vous est confirmé/);
  expect(confirmation.subject).toMatch(/^Confirmation de votre rendez-vous - Cabinet du Dr\. /);
  expect(confirmation.text).toContain("votre rendez-vous est confirmé le mardi 22 janvier 2030 à 10:00");
  expect(confirmation.from).toBe("rdv@e2e.test");

  const block = page.getByRole("button", { name: new RegExp(`^10:00–\\d\\d:\\d\\d, ${patient.prenom} ${patient.nom},`) });
  await block.click();
  const details = page.getByRole("dialog", { name: `Rendez-vous de ${patient.prenom} ${patient.nom}` });
  await details.getByRole("button", { name: "Annuler le rendez-vous" }).click();
  await details.getByLabel(/^Motif d'annulation/).fill("Patiente en déplacement");
  await details.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(details.getByText("annulé", { exact: true })).toBeVisible();

  const cancellation = await mailTo(patient.email, /est annulé/);
  expect(cancellation.subject).toMatch(/^Annulation de votre rendez-vous - Cabinet du Dr\. /);
  expect(cancellation.text).toContain("votre rendez-vous du mardi 22 janvier 2030 à 10:00 est annulé");
  expect(smtp.mails.filter((mail) => mail.to.includes(patient.email))).toHaveLength(2);
});
