import { breadcrumbTrail, humanizeSegment } from "@/components/site/breadcrumb-trail";

describe("breadcrumbTrail", () => {
  it("builds one crumb per path segment after home, the last one current", () => {
    expect(breadcrumbTrail("/departments/department-details")).toEqual([
      { label: "Accueil", href: "/", current: false },
      { label: "Departments", href: "/departments", current: false },
      { label: "Department Details", href: "/departments/department-details", current: true },
    ]);
  });

  it("uses the French labels of known segments and labels given by the page", () => {
    expect(breadcrumbTrail("/appointments").map((crumb) => crumb.label)).toEqual(["Accueil", "Rendez-vous"]);
    expect(breadcrumbTrail("/doctors/3", { "/doctors/3": "Dr. Amina Tazi" }, "Home").map((crumb) => crumb.label)).toEqual([
      "Home",
      "Doctors",
      "Dr. Amina Tazi",
    ]);
  });

  it("ignores trailing slashes, query strings and hashes", () => {
    expect(breadcrumbTrail("/contact/?ref=footer#map")).toEqual([
      { label: "Accueil", href: "/", current: false },
      { label: "Contact", href: "/contact", current: true },
    ]);
  });

  it("starts from another language's home without a crumb for its segment", () => {
    expect(breadcrumbTrail("/ar/contact", { contact: "اتصل بنا" }, "الرئيسية", "/ar")).toEqual([
      { label: "الرئيسية", href: "/ar", current: false },
      { label: "اتصل بنا", href: "/ar/contact", current: true },
    ]);
    expect(breadcrumbTrail("/ar", {}, "الرئيسية", "/ar")).toEqual([{ label: "الرئيسية", href: "/ar", current: true }]);
  });

  it("marks home current on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([{ label: "Accueil", href: "/", current: true }]);
  });
});

describe("humanizeSegment", () => {
  it("decodes and capitalises each word, keeping accents", () => {
    expect(humanizeSegment("%C3%A9quipe_medicale")).toBe("Équipe Medicale");
    expect(humanizeSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
