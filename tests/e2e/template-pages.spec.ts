import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { displayDate } from "./public-form-days";

/** Every template route with the heading a visitor sees first, and its footer's year (spec §9). */
const routes: { path: string; heading: string | RegExp; year: 2023 | 2024 }[] = [
  { path: "/about", heading: "About Us", year: 2024 },
  { path: "/doctors", heading: "Our Doctors", year: 2024 },
  { path: "/doctors/doctor-details", heading: "Dr. Susan Bones, MD", year: 2024 },
  { path: "/doctors/emily-chen", heading: "Dr. Emily Chen", year: 2024 },
  { path: "/departments", heading: "Departments", year: 2024 },
  { path: "/departments/department-details", heading: "Cardiology Department", year: 2024 },
  { path: "/departments/neurology", heading: "Neurology Department", year: 2024 },
  { path: "/blog", heading: "Psychology and Life Style", year: 2024 },
  { path: "/blog/blog-details", heading: /pleine conscience/, year: 2024 },
  { path: "/blog/healthy-sleep-habits", heading: /Bien dormir/, year: 2024 },
  { path: "/pricing-plan", heading: "Pricing Plans", year: 2024 },
  { path: "/gallery", heading: "Gallery", year: 2024 },
  { path: "/timetable", heading: "Timetable", year: 2024 },
  { path: "/home-v2", heading: "Compassionate care, exceptional results", year: 2024 },
  { path: "/home-v3", heading: "Your partner in health and wellness", year: 2023 },
  { path: "/home-v4", heading: "Better health starts with the right care", year: 2023 },
  { path: "/home-v5", heading: "Modern medicine with a human touch", year: 2023 },
  { path: "/home-v6", heading: "Expert care whenever you need it", year: 2024 },
];

test.describe("template routes", () => {
  for (const { path, heading, year } of routes) {
    test(`${path} answers 200 with its heading and the ${year} footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/ - Cabinet du Dr\. /);
      await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
    });
  }

  test("an unknown doctor, department or post is a not-found page", async ({ request }) => {
    for (const path of ["/doctors/nobody", "/departments/nothing", "/blog/no-such-post"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test("the doctors list filters by category, counts what it shows and switches views", async ({ page }) => {
  await page.goto("/doctors");
  const cards = page.getByRole("list", { name: "Doctors" }).locator(":scope > li");
  const counter = page.getByText(/^Showing \d+ items$/);
  await expect(counter).toHaveText("Showing 12 items");
  await expect(cards).toHaveCount(12);

  await page.getByRole("button", { name: "Pediatric", exact: true }).click();
  await expect(counter).toHaveText("Showing 3 items");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Dr. Emily Chen");

  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(counter).toHaveText("Showing 12 items");

  await expect(page.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("list", { name: "Doctors" })).toHaveAttribute("data-view", "list");
  // In the list view a card is one row: picture beside the text.
  const first = cards.first();
  const box = await first.boundingBox();
  expect(box!.width).toBeGreaterThan(900);

  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText(/1\s*2\s*3\s*\.\.\.\s*8/);
  await cards.first().getByRole("link", { name: "Dr. Susan Bones, MD", exact: true }).click();
  await expect(page).toHaveURL(/\/doctors\/susan-bones$/);
});

test.describe("the gallery's lightbox", () => {
  async function open(page: Page, name = "Bright reception area with a welcome desk") {
    const thumbnail = page.getByRole("button", { name });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await expect(dialog).toBeVisible();
    return { thumbnail, dialog, image: dialog.getByRole("img", { name }) };
  }

  test.beforeEach(async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("list", { name: "Gallery" }).getByRole("button")).toHaveCount(7);
  });

  test("closes on Escape, Enter, the close button and a click outside the image", async ({ page }) => {
    const closers: [string, (dialog: ReturnType<Page["getByRole"]>) => Promise<void>][] = [
      ["Escape", () => page.keyboard.press("Escape")],
      ["Enter", () => page.keyboard.press("Enter")],
      ["close button", (dialog) => dialog.getByRole("button", { name: "Close" }).click()],
      ["click outside", (dialog) => dialog.click({ position: { x: 30, y: 300 } })],
    ];
    for (const [how, close] of closers) {
      const { thumbnail, dialog } = await open(page);
      await close(dialog);
      await expect(dialog, how).toBeHidden();
      await expect(thumbnail, `${how}: focus back on the picture`).toBeFocused();
    }
  });

  test("a click on the image itself keeps it open", async ({ page }) => {
    const { dialog, image } = await open(page);
    await image.click();
    await expect(dialog).toBeVisible();
  });

  test("zooms with the button and on a double-click, rotates by quarter turns", async ({ page }) => {
    const { image, dialog } = await open(page);
    const transform = () => image.evaluate((element) => element.style.transform);

    await dialog.getByRole("button", { name: "Zoom in" }).click();
    expect(await transform()).toContain("scale(2)");
    await dialog.getByRole("button", { name: "Zoom out" }).click();
    expect(await transform()).toContain("scale(1)");

    await image.dblclick();
    expect(await transform()).toContain("scale(2)");
    await image.dblclick();
    expect(await transform()).toContain("scale(1)");

    const rotate = dialog.getByRole("button", { name: "Rotate 90 degrees" });
    await rotate.click();
    expect(await transform()).toContain("rotate(90deg)");
    await rotate.click();
    expect(await transform()).toContain("rotate(180deg)");
  });

  test("offers the image as a download", async ({ page }) => {
    const { dialog } = await open(page);
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download image" }).click()]);
    expect(download.suggestedFilename()).toBe("reception.svg");
  });

  test("is also on the About page", async ({ page }) => {
    await page.goto("/about");
    const { dialog } = await open(page, "Operating theatre under surgical lights");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("the timetable shows Monday to Saturday from 8:00 AM to 9:00 PM, slots spanning their hours", async ({ page }) => {
  await page.goto("/timetable");
  const grid = page.getByTestId("timetable-grid");
  await expect(grid.getByRole("columnheader")).toHaveText(["Time", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
  const rowHeaders = grid.getByRole("rowheader");
  await expect(rowHeaders.first()).toHaveText("8:00 AM");
  await expect(rowHeaders.last()).toHaveText("8:00 PM");
  await expect(grid.locator("caption")).toHaveText(/Monday to Saturday, 8:00 AM to 9:00 PM/);

  const mondayMorning = grid.getByRole("row").nth(1).getByRole("cell").first();
  await expect(mondayMorning).toContainText("Cardiology");
  await expect(mondayMorning).toContainText("8:00 AM - 10:00 AM");
  await expect(mondayMorning).toContainText("Dr. Susan Bones");
  await expect(mondayMorning).toContainText("Room 204");
  await expect(mondayMorning).toHaveAttribute("rowspan", "2");
});

test("the related-doctor slider loops and a non-infinite carousel stops at its first slide", async ({ page }) => {
  await page.goto("/departments/department-details");
  const slider = page.getByRole("region", { name: "Doctors of the Cardiology Department" });
  const visible = slider.locator('[aria-roledescription="diapositive"]:not([aria-hidden])');
  await expect(visible).toHaveCount(1);
  await expect(visible).toContainText("Dr. Susan Bones, MD");
  await slider.getByRole("button", { name: "Diapositive précédente" }).click();
  await expect(visible).toContainText("Dr. Leila Haddad");
  await slider.getByRole("button", { name: "Diapositive suivante" }).click();
  await expect(visible).toContainText("Dr. Susan Bones, MD");

  await page.goto("/home-v2");
  const departments = page.getByRole("region", { name: "Departments", exact: true });
  await expect(departments.getByRole("button", { name: "Diapositive précédente" })).toBeDisabled();
  await expect(departments.getByRole("button", { name: "Diapositive suivante" })).toBeEnabled();
});

test("a booking form on a template page stores an appointment request", async ({ page, request }) => {
  const lastName = `Modele${Date.now()}`;
  // The server takes preferred dates from the practice's today up to a year ahead.
  const visitDate = displayDate(20).iso;
  await page.goto("/doctors/doctor-details");
  const form = page.getByRole("form", { name: "Book an appointment" });
  await form.getByLabel("Full name").fill(`Amina ${lastName}`);
  await form.getByLabel("Phone number").fill("0612345678");
  await form.getByLabel("Preferred date").fill(visitDate);
  await form.getByLabel("Preferred time").fill("10:30");
  await form.getByLabel("Reason for visit").fill("Palpitations");
  await form.getByRole("button", { name: "Book appointment" }).click();
  await expect(form.getByRole("status")).toHaveText("Demande de rendez-vous enregistrée avec succès.");
  await expect(form.getByLabel("Full name")).toHaveValue("");

  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.ok()).toBe(true);
  const token = (await login.text()).replace(/^"|"$/g, "");
  const list = await request.get(`/api/appointment-requests?nom=${lastName}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  const items = (await list.json()) as { nom: string; prenom: string; telephone: string; datePreferee: string; heurePreferee: string; motif: string | null }[];
  expect(items).toContainEqual(
    expect.objectContaining({
      nom: lastName,
      prenom: "Amina",
      datePreferee: visitDate,
      heurePreferee: "10:30:00",
      motif: "Médecin : Dr. Susan Bones, MD — Palpitations",
    }),
  );
});
