import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** What the template pages show beyond their heading (spec §2 and §3, issue 5). */

/** Everything this site keeps in the browser's storage, as text. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));

/** A page block found by its heading (blocks that are not named regions). */
const block = (page: Page, heading: string | RegExp) => page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: typeof heading === "string" }) }).last();

test.describe("blog details", () => {
  test("tags, date, share links, author box, comments, reply form, sidebar and three related articles", async ({ page }) => {
    await page.goto("/blog/blog-details");
    const article = page.getByRole("main").getByRole("article").first();

    await expect(article.getByRole("list", { name: "Mots-clés" }).getByRole("listitem")).toHaveText(["Bien-être", "Stress", "Santé mentale"]);
    await expect(article.locator("time").first()).toHaveText("1 mai 2023");
    await expect(article.locator("time").first()).toHaveAttribute("datetime", "2023-05-01");

    // Share links carry the article's own address.
    const share = (network: string) => article.getByRole("link", { name: `Partager sur ${network}` });
    await expect(share("Facebook")).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.*%2Fblog%2Fmindfulness-in-daily-life$/);
    await expect(share("LinkedIn")).toHaveAttribute("href", /linkedin\.com\/.*%2Fblog%2Fmindfulness-in-daily-life/);
    await expect(share("X")).toHaveAttribute("href", /^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    await expect(share("E-mail")).toHaveAttribute("href", /^mailto:\?subject=/);
    await expect(share("Facebook")).toHaveAttribute("rel", /noopener/);

    const author = article.getByRole("region", { name: "L'auteur" });
    await expect(author).toContainText("Écrit par");
    await expect(author).toContainText("Dr. Daniel Brooks");

    const comments = article.getByRole("region", { name: "3 commentaires" }).getByRole("listitem");
    await expect(comments).toHaveCount(3);
    await expect(comments.first()).toContainText("Salma Berrada");

    const form = article.getByRole("form", { name: "Laisser un commentaire" });
    for (const field of ["Commentaire", "Nom", "E-mail"]) await expect(form.getByRole("textbox", { name: field, exact: true })).toHaveAttribute("required", "");

    const sidebar = page.getByRole("complementary", { name: "Autour de l'article" });
    await expect(sidebar.getByRole("region", { name: "Catégories populaires" }).getByRole("link")).toHaveCount(5);
    const popular = sidebar.getByRole("region", { name: "Articles populaires" }).getByRole("link");
    await expect(popular).toHaveCount(3);
    for (const link of await popular.all()) await expect(link).toHaveAttribute("href", /^\/blog\/[a-z-]+$/);
    const newsletter = sidebar.getByRole("region", { name: "Newsletter" });
    await expect(newsletter.getByRole("textbox")).toBeVisible();
    await expect(newsletter.getByRole("button")).toBeVisible();

    const related = page.getByRole("region", { name: "Articles similaires" }).getByRole("article");
    await expect(related).toHaveCount(3);
    for (const link of await related.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/blog\/[a-z-]+$/);
      await expect(link).not.toHaveAttribute("href", "/blog/mindfulness-in-daily-life");
    }
  });

  test("the box keeps the name and e-mail in the browser after a reload; unticked, nothing is kept", async ({ page }) => {
    await page.goto("/blog/blog-details");
    const form = page.getByRole("form", { name: "Laisser un commentaire" });
    const name = form.getByRole("textbox", { name: "Nom", exact: true });
    const email = form.getByRole("textbox", { name: "E-mail", exact: true });
    const comment = form.getByRole("textbox", { name: "Commentaire", exact: true });

    // Not ticked: nothing is kept.
    await comment.fill("Très utile, merci.");
    await name.fill("Rachid Amrani");
    await email.fill("rachid@example.ma");
    await form.getByRole("button", { name: "Publier le commentaire" }).click();
    await expect(form.getByRole("status")).toContainText("Merci pour votre message.");
    expect(await storedText(page)).not.toContain("rachid@example.ma");

    await comment.fill("Une question sur la respiration.");
    await name.fill("Rachid Amrani");
    await email.fill("rachid@example.ma");
    await form.getByRole("checkbox", { name: /Enregistrer mon nom et mon e-mail/ }).check();
    await form.getByRole("button", { name: "Publier le commentaire" }).click();
    await expect(form.getByRole("status")).toContainText("Merci pour votre message.");
    await expect(comment).toHaveValue("");

    await page.reload();
    await expect(name).toHaveValue("Rachid Amrani");
    await expect(email).toHaveValue("rachid@example.ma");
    await expect(comment).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /Enregistrer mon nom/ })).toBeChecked();

    // Unticking and posting again forgets them.
    await form.getByRole("checkbox", { name: /Enregistrer mon nom/ }).uncheck();
    await comment.fill("Dernier message.");
    await form.getByRole("button", { name: "Publier le commentaire" }).click();
    await expect(form.getByRole("status")).toContainText("Merci pour votre message.");
    expect(await storedText(page)).not.toContain("rachid@example.ma");
    await page.reload();
    await expect(form.getByRole("checkbox", { name: /Enregistrer mon nom/ })).not.toBeChecked();
    await expect(name).toHaveValue("");
  });
});

test("doctor details: department, contact info, weekly schedule, degrees, experience, awards, booking form", async ({ page }) => {
  await page.goto("/doctors/doctor-details");
  const card = page.getByRole("complementary", { name: "Doctor card" });
  await expect(card).toContainText("Cardiology");
  await expect(card).toContainText("Board-certified Cardiologist");
  const contact = card.getByRole("list", { name: "Contact info" });
  await expect(contact.getByRole("link", { name: "+1 (555) 010-2400" })).toHaveAttribute("href", "tel:+15550102400");
  await expect(contact.getByRole("link", { name: "s.bones@clinic.example" })).toHaveAttribute("href", "mailto:s.bones@clinic.example");
  await expect(contact).toContainText("Medical Center, Room 204");

  const schedule = block(page, "Weekly schedule").getByRole("listitem");
  await expect(schedule).toHaveText(["Monday", "Tuesday", "Wednesday", "Thursday"].map((day) => new RegExp(`^${day}\\s*09\\.00 AM - 07\\.00 PM$`)));
  await expect(block(page, "Degrees").getByRole("heading", { level: 3 })).toHaveText([
    "University of Chicago, Doctor of Medicine",
    "Johns Hopkins University, Master of Public Health",
  ]);
  await expect(block(page, "Experience").getByRole("listitem")).toHaveCount(3);
  await expect(block(page, "Experience")).toContainText("Head of the preventive cardiology clinic since 2016");
  await expect(block(page, "Awards").getByRole("listitem")).toHaveText(["Excellence in Patient Care Award, 2022", "Top Cardiologist of the Year, 2020"]);

  const booking = page.getByRole("region", { name: "Book a visit with Dr. Susan Bones, MD" });
  const form = booking.getByRole("form", { name: "Book an appointment" });
  for (const field of ["Full name", "Phone number", "Preferred date", "Preferred time", "Reason for visit"]) await expect(form.getByLabel(field)).toBeVisible();
});

test("department details: intro, four treatments, Search Doctors box beside the breadcrumb, slider dots", async ({ page }) => {
  await page.goto("/departments/department-details");
  const intro = page.getByRole("region", { name: "Care you can count on" });
  await expect(intro).toContainText("Our cardiology team looks after every aspect of heart health");

  await expect(page.getByRole("region", { name: "What we treat" }).getByRole("heading", { level: 3 })).toHaveText([
    "Cardiac check-up",
    "Rhythm disorders",
    "Coronary care",
    "Cardiac rehabilitation",
  ]);

  // The Search Doctors box shares the breadcrumb's bar and leads to the doctors list.
  const breadcrumbBar = page.getByRole("navigation", { name: "Fil d'Ariane" }).locator("xpath=..");
  const search = breadcrumbBar.getByRole("search");
  await expect(search.getByRole("searchbox", { name: "Search Doctors" })).toHaveAttribute("placeholder", "Search Doctors");
  await search.getByRole("searchbox").fill("Bones");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/doctors\?q=Bones$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Doctors");

  await page.goto("/departments/department-details");
  const slider = page.getByRole("region", { name: "Doctors of the Cardiology Department" });
  const dots = slider.getByRole("button", { name: /^Aller à la diapositive \d$/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(dots.nth(0)).not.toHaveAttribute("aria-current", "true");
  await expect(slider.locator('[aria-roledescription="diapositive"]:not([aria-hidden])')).toContainText("Dr. Leila Haddad");
});

test("about: services, why choose us, the five figures, three doctors, four awards", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("region", { name: "Complete care under one roof" }).getByRole("heading", { level: 3 })).toHaveText([
    "Primary care",
    "Diagnostic imaging",
    "Laboratory tests",
    "Specialist consultations",
    "Rehabilitation",
    "Emergency care",
  ]);
  await expect(page.getByRole("region", { name: "Five reasons patients trust us" }).getByRole("heading", { level: 3 })).toHaveCount(5);

  const figures = page.getByRole("region", { name: "Our centre in figures" });
  await expect(figures.locator("dd")).toHaveText(["20+", "95%", "5000+", "10+", "22+"]);
  await expect(figures.locator("dt")).toHaveText([/years/i, /satisfaction/i, /patients/i, /providers/i, /locations/i]);

  const doctors = page.getByRole("region", { name: "Meet some of our specialists" }).getByRole("article");
  await expect(doctors).toHaveCount(3);
  await expect(doctors.getByRole("heading")).toHaveText(["Dr. Susan Bones, MD", "Dr. Emily Chen", "Dr. Robert Hayes"]);

  const awards = page.getByRole("region", { name: "Awards and recognition" }).getByRole("listitem");
  await expect(awards).toHaveCount(4);
  await expect(awards.getByRole("heading")).toHaveText(["Excellence in Patient Care", "Clinical Quality Gold Seal", "Healthcare Innovation Prize", "Top Rated Medical Center"]);
});

test("pricing: six plans priced per month, Wellness marked popular, then the FAQ", async ({ page }) => {
  await page.goto("/pricing-plan");
  const plans = page.getByRole("region", { name: "Choose the care that fits your life" }).getByRole("article");
  const expected: [string, string][] = [
    ["Family Health", "$249"],
    ["Wellness", "$99"],
    ["Senior Wellness", "$149"],
    ["Dental Health", "$79"],
    ["Women's Health", "$169"],
    ["Sports & Fitness", "$119"],
  ];
  await expect(plans).toHaveCount(6);
  for (const [index, [title, price]] of expected.entries()) {
    const plan = plans.nth(index);
    await expect(plan.getByRole("heading")).toHaveText(title);
    await expect(plan).toContainText(new RegExp(`\\${price}\\s*/month`));
    await expect(plan.getByText(price, { exact: true })).toBeVisible();
    await expect(plan.getByText("/month", { exact: true })).toBeVisible();
    if (title === "Wellness") await expect(plan).toContainText(/most popular/i);
    else await expect(plan).not.toContainText(/most popular/i);
  }
  await expect(page.getByText(/most popular/i)).toHaveCount(1);

  const faq = page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button");
  await expect(faq).toHaveCount(5);
  await expect(faq.nth(2)).toHaveAttribute("aria-expanded", "true");
  const plansBox = await plans.last().boundingBox();
  const faqBox = await faq.first().boundingBox();
  expect(faqBox!.y).toBeGreaterThan(plansBox!.y);
});

test("a non-infinite carousel disables 'next' at its last slide", async ({ page }) => {
  await page.goto("/home-v2");
  const carousel = page.getByRole("region", { name: "Departments", exact: true });
  const next = carousel.getByRole("button", { name: "Diapositive suivante" });
  const previous = carousel.getByRole("button", { name: "Diapositive précédente" });
  const inView = carousel.locator('[aria-roledescription="diapositive"]:not([aria-hidden])');
  // Eight departments, three in view at 1440 px: five steps reach the end.
  await expect(inView).toHaveCount(3);
  const firstTitles = ["Pediatric", "Gynecology", "Cardiology", "Neurology", "Psychiatry"];
  // A click during a move is ignored (as in slick): wait for each move to end. The track carries
  // the 'animated' class only while it moves.
  const moving = carousel.locator('[class*="animated"]');
  for (const title of firstTitles) {
    await expect(next).toBeEnabled();
    await next.click();
    await expect(inView.first()).toContainText(`${title} Department`);
    await expect(moving).toHaveCount(0);
  }
  await expect(inView.last()).toContainText("Radiology Department");
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(inView.first()).toContainText("Neurology Department");
  await expect(next).toBeEnabled();
});
