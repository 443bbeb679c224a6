import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The template's home variants with the sections spec §2 lists for each (issue 5). */

const departmentTitles = [
  "Emergency Department",
  "Pediatric Department",
  "Gynecology Department",
  "Cardiology Department",
  "Neurology Department",
  "Psychiatry Department",
  "Orthopaedics Department",
  "Radiology Department",
];
const faqQuestions = [
  "What services does the medical centre offer?",
  "How do I schedule an appointment?",
  "Do you accept insurance?",
  "What should I bring to my appointment?",
  "How do I request my medical records?",
];
const partnerNames = ["MediCore", "HealthBridge", "CareNova", "Vitalis", "PulseLab", "OrthoPlus"];
const testimonialNames = ["Laura Mitchell", "Youssef Amrani", "Hannah Weber"];

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name, exact: typeof name === "string" });

/** Departments as cards (grid) or slides (carousel: slides out of view are hidden from assistive tech). */
async function expectDepartments(page: Page, display: "grid" | "carousel") {
  const section = region(page, "Specialised care for every need");
  if (display === "grid") {
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(departmentTitles);
  } else {
    const slides = section.locator('[aria-roledescription="diapositive"]');
    await expect(slides).toHaveCount(departmentTitles.length);
    for (const [index, title] of departmentTitles.entries()) await expect(slides.nth(index)).toContainText(title);
  }
  return section;
}

async function expectTestimonials(page: Page) {
  const heading = page.getByRole("heading", { name: "What our patients say" });
  await expect(heading).toBeVisible();
  const section = page.locator("section").filter({ has: heading });
  for (const name of testimonialNames) await expect(section.getByText(name).first()).toBeAttached();
}

async function expectFaq(page: Page) {
  const questions = region(page, "Frequently asked questions").getByRole("button");
  await expect(questions).toHaveText(faqQuestions);
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
}

async function expectPartners(page: Page) {
  const logos = region(page, "Our partners").getByRole("img");
  await expect(logos).toHaveCount(partnerNames.length);
  for (const [index, name] of partnerNames.entries()) await expect(logos.nth(index)).toHaveAccessibleName(name);
}

async function expectBlogCards(page: Page) {
  const cards = region(page, "From our blog").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const link of await cards.getByRole("link").all()) await expect(link).toHaveAttribute("href", /^\/blog\/[a-z-]+$/);
}

async function expectProcessSteps(page: Page, title: string) {
  const steps = region(page, title).getByRole("listitem");
  await expect(steps.getByRole("heading")).toHaveText(["Book an appointment", "Conduct a check-up", "Perform the treatment", "Prescription & payment"]);
}

/** Three plans with their price per month; Wellness stands out as the popular one. */
async function expectPlans(page: Page) {
  const plans = region(page, "Plans for every stage of life").getByRole("article");
  await expect(plans.getByRole("heading")).toHaveText(["Family Health", "Wellness", "Senior Wellness"]);
  await expect(plans.nth(0)).toContainText(/\$249\s*\/month/);
  await expect(plans.nth(1)).toContainText(/\$99\s*\/month/);
  await expect(plans.nth(1)).toContainText(/most popular/i);
  await expect(plans.nth(2)).toContainText(/\$149\s*\/month/);
}

/** The V2/V3 booking form: category radio, name, phone, medical record number, reason, date, time. */
async function expectFullBookingForm(page: Page): Promise<Locator> {
  const form = page.locator("#appointment").getByRole("form", { name: "Book an appointment" });
  const categories = form.getByRole("group", { name: "Department" }).getByRole("radio");
  await expect(categories).toHaveCount(4);
  for (const category of ["Pediatric", "Obstetrics", "Cardiology", "Neurology"]) await expect(form.getByRole("radio", { name: category })).toBeVisible();
  await form.getByRole("radio", { name: "Obstetrics" }).check();
  await form.getByRole("radio", { name: "Neurology" }).check();
  await expect(form.getByRole("radio", { name: "Obstetrics" })).not.toBeChecked();

  await expect(form.getByLabel("Full name")).toHaveAttribute("required", "");
  await expect(form.getByLabel("Phone number")).toHaveAttribute("type", "tel");
  await expect(form.getByLabel("Medical record number")).toBeVisible();
  await expect(form.getByLabel("Reason for visit")).toBeVisible();
  await expect(form.getByLabel("Preferred date")).toHaveAttribute("type", "date");
  await expect(form.getByLabel("Preferred time")).toHaveAttribute("type", "time");
  return form;
}

for (const variant of ["v2", "v3"] as const) {
  test(`home ${variant}: hero, departments, testimonials, process steps, blog, FAQ, partners, pricing card and the booking form`, async ({ page }) => {
    await page.goto(`/home-${variant}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "Book an appointment" }).first()).toHaveAttribute("href", "#appointment");

    await expectDepartments(page, variant === "v2" ? "carousel" : "grid");
    await expectTestimonials(page);
    await expectProcessSteps(page, variant === "v2" ? "Your visit in four simple steps" : "Simple steps to better health");
    await expectBlogCards(page);
    await expectFaq(page);
    await expectPartners(page);

    const pricing = region(page, "Stay healthy for less than $4 a day").getByRole("article");
    await expect(pricing).toHaveCount(1);
    await expect(pricing).toContainText(variant === "v2" ? /Wellness.*\$99\s*\/month/s : /Family Health.*\$249\s*\/month/s);

    await expectFullBookingForm(page);
  });
}

test("home v4: hero form, departments grid, about, values, testimonials, call to action, three plans, partners, FAQ, blog", async ({ page }) => {
  await page.goto("/home-v4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Better health starts with the right care");

  // The hero's form: date, specialization, contact number (with name and time).
  const heroForm = page.locator("#appointment").getByRole("form", { name: "Book an appointment" });
  await expect(heroForm.getByLabel("Preferred date")).toHaveAttribute("type", "date");
  await expect(heroForm.getByLabel("Contact number")).toHaveAttribute("type", "tel");
  const specialization = heroForm.getByLabel("Specialization");
  await expect(specialization.getByRole("option")).toHaveText(["Any specialization", "Cardiology", "Pediatrics", "Neurology", "Orthopaedics", "Gynecology", "Psychiatry"]);
  await specialization.selectOption("Neurology");
  await expect(specialization).toHaveValue("Neurology");
  await expect(heroForm.getByLabel("Full name")).toBeVisible();
  await expect(heroForm.getByLabel("Preferred time")).toBeVisible();
  await expect(heroForm.getByRole("button", { name: "Book now" })).toBeVisible();

  // Spec §2: every department card leads to /departments/department-details.
  const departments = await expectDepartments(page, "grid");
  const links = departments.getByRole("article").getByRole("link");
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/departments/department-details");

  const about = region(page, "Your partner in health and wellness");
  await expect(about.getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/about");

  await expect(region(page, "What guides our care").getByRole("heading", { level: 3 })).toHaveText(["Compassion", "Excellence", "Integrity", "Respect", "Teamwork"]);
  await expectTestimonials(page);

  const ctaHeading = page.getByRole("heading", { name: /let your health take a back seat/ });
  const cta = page.locator("section").filter({ has: ctaHeading });
  await expect(cta.getByRole("link", { name: "Book an appointment" })).toHaveAttribute("href", "/appointments");

  await expectPlans(page);
  await expectPartners(page);
  await expectFaq(page);
  await expectBlogCards(page);
});

// The spec names home-v5 and home-v6 without listing their sections; these are the ones built.
test("home v5: hero, figures, services, three doctors, testimonials, booking form, blog, partners", async ({ page }) => {
  await page.goto("/home-v5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modern medicine with a human touch");
  await expect(page.getByRole("main").getByRole("link", { name: "Find a doctor" })).toHaveAttribute("href", "/doctors");
  await expect(region(page, "Our centre in figures").locator("dd")).toHaveText(["20+", "95%", "5000+", "10+", "22+"]);
  await expect(region(page, "Everything you need, close to home").getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(region(page, "Specialists who listen").getByRole("article")).toHaveCount(3);
  await expectTestimonials(page);
  const form = page.locator("#appointment").getByRole("form", { name: "Book an appointment" });
  await expect(form.getByLabel("Full name")).toBeVisible();
  await expect(form.getByLabel("Preferred date")).toBeVisible();
  await expectBlogCards(page);
  await expectPartners(page);
});

test("home v6: hero, figures, about, departments, plans, booking form, testimonials, FAQ, blog, partners", async ({ page }) => {
  await page.goto("/home-v6");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert care whenever you need it");
  await expect(region(page, "Our centre in figures").locator("dd")).toHaveText(["20+", "95%", "5000+", "10+", "22+"]);
  await expect(region(page, "Your partner in health and wellness")).toBeVisible();
  await expectDepartments(page, "carousel");
  await expectPlans(page);
  await expect(page.locator("#appointment").getByRole("form", { name: "Book an appointment" }).getByLabel("Phone number")).toBeVisible();
  await expectTestimonials(page);
  await expectFaq(page);
  await expectBlogCards(page);
  await expectPartners(page);
});
