import { arabicPathOf, frenchPathOf, languageAlternates, localeOfPath, switchLanguagePath } from "@/content/locales";

describe("the language switch's target", () => {
  it("keeps the page both ways for the pages written in both languages", () => {
    expect(switchLanguagePath("/", "ar")).toBe("/ar");
    expect(switchLanguagePath("/contact", "ar")).toBe("/ar/contact");
    expect(switchLanguagePath("/confidentialite/", "ar")).toBe("/ar/confidentialite");
    expect(switchLanguagePath("/ar", "fr")).toBe("/");
    expect(switchLanguagePath("/ar/appointments?x=1#form", "fr")).toBe("/appointments");
    expect(switchLanguagePath("/rendez-vous/liste-attente", "ar")).toBe("/ar/rendez-vous/liste-attente");
  });

  it("leads to the other language's home from a page that has no twin", () => {
    expect(switchLanguagePath("/about", "ar")).toBe("/ar");
    expect(switchLanguagePath("/doctors/emily-chen", "ar")).toBe("/ar");
    expect(switchLanguagePath("/ar/cette-page-n-existe-pas", "fr")).toBe("/");
  });

  it("stays on the page when it is already in the target language", () => {
    expect(switchLanguagePath("/contact", "fr")).toBe("/contact");
    expect(switchLanguagePath("/ar/contact", "ar")).toBe("/ar/contact");
  });
});

describe("paths per language", () => {
  it("tells an Arabic path from a French one that only starts alike", () => {
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/contact")).toBe("ar");
    expect(localeOfPath("/archives")).toBe("fr");
    expect(frenchPathOf("/archives")).toBeNull();
    expect(arabicPathOf("/")).toBe("/ar");
  });

  it("names French as the default language of the alternates", () => {
    expect(languageAlternates("/contact")).toEqual({ fr: "/contact", ar: "/ar/contact", "x-default": "/contact" });
  });
});
