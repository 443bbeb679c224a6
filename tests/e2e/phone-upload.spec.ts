import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test, watchForProblems } from "./fixtures";
import { staffToken } from "./public-form-days";

/**
 * The phone upload link (issue 34, decision 061) through the running server: a doctor opens a
 * link for a patient; a phone-sized page (390 px) opens it, sends a photo with its progress and
 * sees "1 fichier envoyé"; the doctor's list has it, sent by phone; the page shows nothing of the
 * patient, is never indexed and sends no Referer; once the doctor closes the link the page says
 * so. Without scripts the form posts the same. And a file over 10 MB reaches the route whole:
 * the proxy, which would cut its body at 10 MB, never sees the upload paths.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `televersement.${stamp}`,
  password: "medecin-mot-de-passe-solide",
  role: "MEDECIN",
  nom: `Filali${stamp}`,
  prenom: "Hicham",
  email: `televersement.${stamp}@e2e.test`,
};
const patientName = `Zerhouni${stamp}`;

let doctorHeaders: Record<string, string>;
let patientId: number;
let photo: Buffer;

async function login(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const answer = await request.post("/api/auth/login", { data: { email: credentials.email, password: credentials.password } });
  expect(answer.status()).toBe(200);
  return (await answer.text()).trim().replace(/^"+|"+$/g, "");
}

async function openLink(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const created = await request.post(`/api/patients/${patientId}/upload-links`, { headers: doctorHeaders });
  expect(created.status()).toBe(201);
  const { id, url } = (await created.json()) as { id: number; url: string };
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/televersement\/[\w-]{43}$/);
  return { id, path };
}

async function listed(request: APIRequestContext) {
  const answer = await request.get(`/api/patients/${patientId}/files`, { headers: doctorHeaders });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { fichiers: { nomOriginal: string; viaTelephone: boolean; televersePar: unknown; taille: number; typeMime: string; id: number }[] }).fichiers;
}

test.beforeAll(async ({ request }) => {
  const admin = { Authorization: `Bearer ${await staffToken(request)}` };
  expect((await request.post("/api/users", { data: doctor, headers: admin })).status()).toBe(201);
  doctorHeaders = { Authorization: `Bearer ${await login(request, doctor)}` };
  const patient = await request.post("/api/patients", {
    headers: admin,
    data: { nom: patientName, prenom: "Samira", email: `samira.${stamp}@exemple.test`, dateNaissance: "1979-05-06", gender: "F", telephone: "06 11 22 33 44", adresse: "Salé", mutuelle: false, compagnie: null },
  });
  expect(patient.status()).toBe(201);
  patientId = ((await patient.json()) as { id: number }).id;
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 230, g: 230, b: 230 } } })
    .png()
    .toBuffer();
});

test("a phone sends a photo through the doctor's link, sees it counted, and the link closes", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const link = await openLink(request);

  const response = await page.goto(link.path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: "Envoyer des photos de vos examens" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Nothing of the patient on the page.
  await expect(page.locator("body")).not.toContainText(patientName);
  await expect(page.locator("body")).not.toContainText("Samira");

  const input = page.getByLabel("Prendre une photo / choisir des fichiers");
  await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,application/pdf");
  await expect(input).toHaveAttribute("capture", "environment");
  await expect(input).toHaveAttribute("multiple", "");
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("phone-upload-390.png"), fullPage: true });

  await expect(page.getByText("Aucun fichier envoyé pour l'instant.")).toBeVisible();
  await input.setInputFiles({ name: "radio-genou.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByTestId("phone-upload-count")).toHaveText("1 fichier envoyé");
  await expect(page.getByRole("listitem").filter({ hasText: "radio-genou.png" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("phone-upload-sent-390.png"), fullPage: true });
  // The same page on a tablet and a desktop (looked at, not compared).
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`phone-upload-sent-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });

  const files = await listed(request);
  expect(files.map((file) => [file.nomOriginal, file.typeMime, file.viaTelephone, file.televersePar, file.taille])).toEqual([
    ["radio-genou.png", "image/png", true, null, photo.length],
  ]);
  const status = await request.get(`/api/upload-links/${link.id}`, { headers: doctorHeaders });
  expect(await status.json()).toMatchObject({ ouvert: true, fichiers: 1 });

  expect((await request.delete(`/api/upload-links/${link.id}`, { headers: doctorHeaders })).status()).toBe(204);
  // A photo chosen after the doctor closed the link: the page says it is closed.
  await input.setInputFiles({ name: "trop-tard.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien est fermé" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien est fermé" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("phone-upload-closed-390.png") });
  await expect(page.getByText("demandez un nouveau code QR au cabinet")).toBeVisible();
  expect(await listed(request)).toHaveLength(1);
  // The browser logs the refused upload's answer (410) itself; nothing else went wrong, no CSP violation.
  expect(problems.filter((problem) => !problem.includes("status of 410"))).toEqual([]);
});

test.describe("without scripts", () => {
  test("the form posts the chosen files and the page comes back counting them", async ({ browser, request }) => {
    const before = (await listed(request)).length;
    const link = await openLink(request);
    // A context of its own: the fixture's page waits for scripts that never run here.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(link.path);
    await page.getByLabel("Prendre une photo / choisir des fichiers").setInputFiles([
      { name: "compte-rendu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n", "latin1") },
      { name: "cliche.png", mimeType: "image/png", buffer: photo },
    ]);
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}\\?envoyes=2$`));
    await expect(page.getByTestId("phone-upload-count")).toHaveText("2 fichiers envoyés");
    expect((await listed(request)).length).toBe(before + 2);
    await context.close();
  });
});

test("a file over 10 MB reaches the route whole: the proxy never buffers an upload", async ({ request }) => {
  const size = 12 * 1024 * 1024 + 17;
  const big = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n", "latin1").copy(big);
  const answer = await request.post(`/api/patients/${patientId}/files`, {
    headers: doctorHeaders,
    multipart: { nature: "compte_rendu", libelle: "Compte rendu IRM", fichier: { name: "irm.pdf", mimeType: "application/pdf", buffer: big } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  expect(answer.headers()["content-security-policy"]).toContain("default-src 'none'");
  const [file] = ((await answer.json()) as { fichiers: { id: number; taille: number }[] }).fichiers;
  expect(file!.taille).toBe(size);
  const content = await request.get(`/api/files/${file!.id}`, { headers: doctorHeaders });
  expect(content.status()).toBe(200);
  expect(content.headers()["cache-control"]).toBe("private, no-store");
  expect(content.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect((await content.body()).equals(big)).toBe(true);
});
