import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { doctors } from "@/content/template/doctors";
import { getRuntimeValues, setRuntimeValues } from "@/server/runtime-values";
import { publicRoutes } from "../../tests/e2e/routes";

const base = "https://cabinet.example.ma";

/** Runs `check` with TEMPLATE_PAGES_INDEXED on, as a server started with it would. */
function withTemplatePagesIndexed(check: () => void) {
  const values = getRuntimeValues().values;
  setRuntimeValues({ ...values, templatePagesIndexed: true });
  try {
    check();
  } finally {
    setRuntimeValues(values);
  }
}

describe("sitemap.xml", () => {
  // Read once, on the first call: set before it.
  beforeAll(() => {
    vi.stubEnv("PRACTICE_SITE_URL", `${base}/`);
  });

  const paths = () => sitemap().map((entry) => entry.url.slice(base.length) || "/");

  it("lists absolute URLs on the configured site, each once", () => {
    const urls = sitemap().map((entry) => entry.url);
    for (const url of urls) expect(url.startsWith(`${base}/`), url).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists the practice's pages in both languages, each naming the other, and no template page by default", () => {
    expect(paths()).toEqual([
      "/",
      "/ar",
      "/appointments",
      "/ar/appointments",
      "/rendez-vous",
      "/ar/rendez-vous",
      "/rendez-vous/liste-attente",
      "/ar/rendez-vous/liste-attente",
      "/contact",
      "/ar/contact",
      "/confidentialite",
      "/ar/confidentialite",
    ]);
    const contact = sitemap().find((entry) => entry.url === `${base}/ar/contact`);
    expect(contact?.alternates?.languages).toEqual({ fr: `${base}/contact`, ar: `${base}/ar/contact`, "x-default": `${base}/contact` });
  });

  it("lists every public page but the login page and the template's *-details samples when TEMPLATE_PAGES_INDEXED is on", () => {
    withTemplatePagesIndexed(() => {
      const samples = ["/doctors/doctor-details", "/departments/department-details", "/blog/blog-details"];
      const expected = publicRoutes.filter((path) => path !== "/login" && !samples.includes(path));
      expect(paths()).toEqual(expect.arrayContaining(expected));
      expect(paths()).toEqual(expect.arrayContaining(["/home-v2", "/home-v3", "/home-v4", "/home-v5", "/home-v6"]));
      for (const path of ["/login", ...samples]) expect(paths()).not.toContain(path);
      expect(paths().some((path) => path.startsWith("/responsable") || path.startsWith("/api"))).toBe(false);
    });
  });

  it("lists the page of every doctor, department and post when the template pages are indexed", () => {
    withTemplatePagesIndexed(() => {
    const items = [
      ...doctors.map((doctor) => `/doctors/${doctor.id}`),
      ...departments.map((department) => `/departments/${department.id}`),
      ...blogPosts.map((post) => `/blog/${post.id}`),
    ];
    expect(items.length).toBeGreaterThanOrEqual(12 + 8 + 9);
    expect(paths()).toEqual(expect.arrayContaining(items));
    expect(paths()).toContain("/doctors/emily-chen");
    });
  });

  it("ranks the home pages first and the appointment pages next", () => {
    withTemplatePagesIndexed(() => {
      const entries = sitemap();
      const homes = [`${base}/`, `${base}/ar`];
      expect(entries[0]).toMatchObject({ url: `${base}/`, priority: 1 });
      expect(entries.find((entry) => entry.url === `${base}/ar/appointments`)?.priority).toBe(0.9);
      for (const entry of entries) expect(entry.priority).toBeLessThanOrEqual(homes.includes(entry.url) ? 1 : 0.9);
    });
  });

  it("and robots.txt follow the site URL the server runs with, not the build's (decision 027)", () => {
    const values = getRuntimeValues().values;
    setRuntimeValues({ ...values, identite: { ...values.identite, siteUrl: "https://cabinet-rabat.example.ma" } });
    try {
      expect(sitemap()[0]?.url).toBe("https://cabinet-rabat.example.ma/");
      expect(robots()).toMatchObject({ sitemap: "https://cabinet-rabat.example.ma/sitemap.xml", host: "https://cabinet-rabat.example.ma" });
    } finally {
      setRuntimeValues(values);
    }
  });
});
