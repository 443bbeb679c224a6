import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { displayDate } from "./public-form-days";

/**
 * The staff area on a phone (390 px) and a tablet (768 px), logged in as admin (issue 6: "usable
 * on a tablet and a phone"): no page scrolls sideways, the main fields are on screen and the
 * logout dialog opens and closes. Tables may scroll inside their own region, the page may not.
 * Screenshots of each page go to STAFF_SHOTS_DIR (default /tmp/shots-staff) for a human look.
 */
const shotsDir = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-staff";
const stamp = Date.now().toString(36).slice(-5);

type Session = { token: string; userId: string; userNom: string };
type Seeded = { session: Session; patientId: number; patientNom: string; requestNom: string };

let seeded: Seeded | undefined;

async function logIn(request: APIRequestContext): Promise<Session> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status(), "the e2e admin logs in").toBe(200);
  const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  const user = await request.get(`/api/users/email/${encodeURIComponent(e2eAdmin.email)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(user.status()).toBe(200);
  const { id, nom } = (await user.json()) as { id: number; nom: string };
  return { token, userId: String(id), userNom: nom };
}

/** Data with long values, the kind that pushes a narrow layout sideways. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const session = await logIn(request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const patientNom = `Benkirane-El Ouazzani ${stamp}`;
  const patient = await request.post("/api/patients", {
    headers,
    data: {
      nom: patientNom,
      prenom: "Fatima-Zahra",
      dateNaissance: "1979-11-02",
      gender: "F",
      telephone: "+212 6 61 23 45 67",
      email: `fatima-zahra.benkirane-elouazzani.${stamp}@exemple-de-domaine.test`,
      adresse: "Résidence Les Jardins de l'Agdal, immeuble 12, appartement 34, avenue Mohammed VI, Rabat",
      mutuelle: true,
      compagnie: "Mutuelle Générale du Personnel des Administrations Publiques",
    },
  });
  expect(patient.status(), await patient.text()).toBe(201);
  const { id: patientId } = (await patient.json()) as { id: number };

  const appointment = await request.post("/api/appointments", {
    headers,
    data: {
      dateHeure: "2030-03-04T09:15",
      motif: "Contrôle post-opératoire d'une prothèse totale du genou gauche, douleurs persistantes à la montée des escaliers",
      observation: "Radiographie de face et de profil, bilan sanguin, kinésithérapie à poursuivre",
      patient: { id: patientId },
      medecin: { id: Number(session.userId) },
    },
  });
  expect(appointment.status(), await appointment.text()).toBe(201);

  const requestNom = `Alaoui-Mrani ${stamp}`;
  const sent = await request.post("/api/appointment-requests", {
    data: {
      nom: requestNom,
      prenom: "Abdelouahed",
      telephone: "06 61 22 33 44",
      datePreferee: displayDate(14).iso,
      heurePreferee: "16:45",
      motif: "Douleur au poignet droit depuis une chute à vélo, gonflement et difficulté à tenir un stylo",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { session, patientId, patientNom, requestNom };
}

/** The page must not scroll sideways; the message names what sticks out, to help the fix. */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, clientWidth, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
  expect(scrollWidth, `${label} scrolls sideways (${scrollWidth} > ${clientWidth}): ${culprits.join(", ")}`).toBeLessThanOrEqual(clientWidth);
}

/** Visible and entirely within the screen's width once scrolled to (or as it is, with `scroll: false`). */
async function expectOnScreen(page: Page, field: Locator, { scroll = true } = {}) {
  if (scroll) await field.scrollIntoViewIfNeeded();
  await expect(field).toBeVisible();
  const box = await field.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the field has a box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectLogoutDialogOpensAndCancels(page: Page, screenshot?: string) {
  const url = page.url();
  const logout = page.getByRole("button", { name: "Logout" });
  await expectOnScreen(page, logout);
  await logout.click();
  const dialog = page.getByRole("dialog", { name: "Voulez-vous vraiment vous déconnecter ?" });
  await expect(dialog).toBeVisible();
  await expectOnScreen(page, dialog.getByRole("button", { name: "Se déconnecter" }));
  await expectOnScreen(page, dialog.getByRole("button", { name: "Annuler" }));
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
}

type StaffScreen = {
  name: string;
  path: (data: Seeded) => string;
  /** Brings the page to its fullest state (results shown) and returns its main fields. */
  prepare: (page: Page, data: Seeded) => Promise<Locator[]>;
};

const screens: StaffScreen[] = [
  {
    name: "responsable",
    path: () => "/responsable",
    prepare: async (page, data) => {
      const patientSearch = page.getByRole("search", { name: "Consulter un patient", exact: true });
      await patientSearch.getByLabel(/Nom du patient/).fill(data.patientNom);
      await patientSearch.getByRole("button", { name: "Rechercher" }).click();
      await expect(page.getByRole("table", { name: "Patients trouvés" })).toBeVisible();
      const externalSearch = page.getByRole("search", { name: "Consulter un patient externe" });
      await externalSearch.getByLabel("Nom du patient externe").fill(data.requestNom);
      await externalSearch.getByRole("button", { name: "Rechercher" }).click();
      await expect(page.getByRole("table", { name: "Patients externes trouvés" })).toBeVisible();

      const addPatient = page.locator("section", { has: page.getByRole("heading", { name: "Ajouter un patient" }) });
      return [
        ...[/^Nom/, /^Prénom/, /^Date de naissance/, /^Téléphone/, /^E-mail/, /^Adresse/, /^Compagnie/].map((label) => addPatient.getByLabel(label)),
        addPatient.getByRole("radio", { name: "Homme" }),
        addPatient.getByRole("radio", { name: "Femme" }),
        addPatient.getByRole("checkbox", { name: "Mutuelle" }),
        addPatient.getByRole("button", { name: "Ajouter le patient" }),
        patientSearch.getByLabel(/Nom du patient/),
        patientSearch.getByRole("button", { name: "Rechercher" }),
        externalSearch.getByLabel("Nom du patient externe"),
        externalSearch.getByRole("button", { name: "Rechercher" }),
      ];
    },
  },
  {
    name: "patient",
    path: (data) => `/responsable/patients/${data.patientId}`,
    prepare: async (page) => {
      await expect(page.getByRole("table", { name: "Rendez-vous du patient" })).toBeVisible();
      return [
        page.getByLabel(/^Date et heure/),
        page.getByLabel(/^Motif/),
        page.getByLabel(/^Observation/),
        page.getByLabel("Médecin"),
        page.getByRole("button", { name: "Ajouter le rendez-vous" }),
      ];
    },
  },
  {
    name: "personnels",
    path: () => "/responsable/personnels",
    prepare: async (page) => [
      ...[/^Nom d'utilisateur/, /^Mot de passe/, /^Rôle/, /^Nom\*?$/, /^Prénom/, /^E-mail\*?$/, /^E-mail de l'utilisateur/].map((label) => page.getByLabel(label)),
      page.getByRole("button", { name: "Ajouter l'utilisateur" }),
      page.getByRole("button", { name: "Supprimer l'utilisateur" }),
    ],
  },
  {
    name: "demandes",
    path: () => "/responsable/demandes",
    prepare: async (page, data) => {
      await expect(page.getByText(data.requestNom).first()).toBeVisible();
      const search = page.getByRole("search", { name: "Rechercher une demande" });
      return [
        page.getByRole("group", { name: "Filtrer par statut" }),
        search.getByRole("searchbox"),
        search.getByRole("button", { name: "Rechercher" }),
      ];
    },
  },
];

const devices = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 768, height: 1024 } },
  { name: "tablet in landscape", viewport: { width: 1024, height: 768 } },
];

/** The session the login page would have stored (spec §3: token, userId, userNom). */
async function storeAdminSession({ page, request }: { page: Page; request: APIRequestContext }) {
  seeded ??= await seed(request);
  await page.addInitScript((stored: Session) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, seeded.session);
}

for (const device of devices) {
  test.describe(`staff area on a ${device.name} (${device.viewport.width} px)`, () => {
    test.use({ viewport: device.viewport, hasTouch: true });

    test.beforeEach(storeAdminSession);

    for (const screen of screens) {
      test(`${screen.name}: no sideways scroll, main fields on screen, logout dialog opens and cancels`, async ({ page }) => {
        const data = seeded!;
        const route = screen.path(data);
        await page.goto(route);
        await expect(page, "the guard lets a logged-in admin stay").toHaveURL(route);
        await expect(page.locator("main h1").first()).toBeVisible();
        await expect(page.getByText("Chargement...")).toHaveCount(0);

        const fields = await screen.prepare(page, data);
        await expectNoHorizontalOverflow(page, route);
        for (const field of fields) await expectOnScreen(page, field);
        // The header's links may scroll sideways in their strip, but the current one is in view as the page opens.
        const currentLink = page.getByRole("navigation", { name: "Espace professionnel" }).locator('[aria-current="page"]');
        await expect(currentLink).toHaveCount(1);
        await expectOnScreen(page, currentLink, { scroll: false });
        // Below desktop widths the links get their own row: Logout stays on the top row, by the site's name.
        const logoutBox = await page.getByRole("button", { name: "Logout" }).boundingBox();
        const navBox = await page.getByRole("navigation", { name: "Espace professionnel" }).boundingBox();
        expect(logoutBox!.y + logoutBox!.height, "Logout sits above the links' row").toBeLessThanOrEqual(navBox!.y);
        expect(logoutBox!.x + logoutBox!.width, "Logout sits at the right").toBeGreaterThan(device.viewport.width * 0.6);

        mkdirSync(shotsDir, { recursive: true });
        const shot = (name: string) => path.join(shotsDir, `${name}-${device.viewport.width}.png`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shot(screen.name), fullPage: true });

        await expectLogoutDialogOpensAndCancels(page, screen.name === "responsable" ? shot("logout-dialog") : undefined);
        await expectNoHorizontalOverflow(page, `${route} after the logout dialog`);
      });
    }
  });
}

test.describe("staff header on desktop screens", () => {
  test.beforeEach(storeAdminSession);

  for (const width of [1280, 1440]) {
    test(`at ${width} px every link shows in one row of its own, under the name and Logout`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/responsable");
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("link", { name: /^Demandes \(\d/ })).toBeVisible();
      const logoutBox = await page.getByRole("button", { name: "Logout" }).boundingBox();
      const navBox = await page.getByRole("navigation", { name: "Espace professionnel" }).boundingBox();
      // Twelve screens: the links take the row under the practice's name and Logout (one row, nothing scrolled away).
      expect(navBox!.y, "the links are under Logout").toBeGreaterThanOrEqual(logoutBox!.y + logoutBox!.height);
      const links = page.getByRole("navigation", { name: "Espace professionnel" }).getByRole("listitem");
      const boxes = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => ({ top: box.top, right: box.right })));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, "one row of links").toBe(1);
      expect(Math.max(...boxes.map((box) => box.right)), "the last link is on screen").toBeLessThanOrEqual(width);
      await expectNoHorizontalOverflow(page, `/responsable at ${width} px`);
    });
  }
});
