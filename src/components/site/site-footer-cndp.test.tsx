import { render, screen } from "@testing-library/react";
import { SiteFooter } from "@/components/site/site-footer";
import { siteWordsAr } from "@/content/ar/site-words";
import { buildPractice } from "@/content/practice";
import { defaultWeeklyHours } from "@/calendar/default-hours";

const practice = (cndpNumber?: string) =>
  buildPractice({
    doctorName: "Yassine Alaoui",
    city: "Rabat",
    address: "12, avenue de l'Exemple, Agdal, 10090 Rabat",
    phone: "+212 5 37 00 00 00",
    urgentPhone: "+212 6 00 00 00 00",
    email: "contact@cabinet-exemple.ma",
    siteUrl: "https://cabinet.example.ma",
    timeZone: "Africa/Casablanca",
    semaine: defaultWeeklyHours(),
    ...(cndpNumber ? { cndpNumber } : {}),
  });

describe("the footer's CNDP reference (PRACTICE_CNDP_NUMBER)", () => {
  it("shows the number when the practice has one", () => {
    render(<SiteFooter practice={practice("A-GC-123/2026")} copyrightYear={2026} />);
    expect(screen.getByText("A-GC-123/2026").parentElement?.textContent).toBe("Référence CNDP : n° A-GC-123/2026");
  });

  it("says it in the page's language, the number kept apart from the Arabic text's direction", () => {
    const { container } = render(<SiteFooter practice={practice("A-GC-123/2026")} copyrightYear={2026} words={siteWordsAr} />);
    const number = container.querySelector("bdi");
    expect(number?.textContent).toBe("A-GC-123/2026");
    expect(number?.parentElement?.textContent).toBe("مرجع اللجنة الوطنية لحماية المعطيات الشخصية (CNDP): رقم A-GC-123/2026");
  });

  it("shows nothing of the CNDP when none is set", () => {
    const { container } = render(<SiteFooter practice={practice()} copyrightYear={2026} />);
    expect(container.textContent).not.toContain("CNDP");
  });
});
