import { render, screen } from "@testing-library/react";
import { SiteFooter } from "@/components/site/site-footer";
import { buildPractice } from "@/content/practice";
import { defaultWeeklyHours } from "@/schemas/practice-hours-rules";

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
    expect(screen.getByText("Référence CNDP : n° A-GC-123/2026")).toBeInTheDocument();
  });

  it("shows nothing of the CNDP when none is set", () => {
    const { container } = render(<SiteFooter practice={practice()} copyrightYear={2026} />);
    expect(container.textContent).not.toContain("CNDP");
  });
});
