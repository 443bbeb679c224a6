import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DashboardPage } from "@/components/staff/dashboard/dashboard-page";
import { appointmentStatuses } from "@/schemas/appointment";
import type { DashboardAnswer } from "@/schemas/dashboard";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const months = (last: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const month = last - (count - 1 - index);
    const year = month <= 0 ? 2025 : 2026;
    return `${year}-${String(month <= 0 ? month + 12 : month).padStart(2, "0")}`;
  });

/** A fresh practice on Thursday 19 November 2026: every figure zero. */
function anEmptyDashboard(): DashboardAnswer {
  return {
    date: "2026-11-19",
    aujourdhui: { parStatut: appointmentStatuses.map((statut) => ({ statut, nombre: 0 })), total: 0 },
    remplissage: {
      du: "2026-11-16",
      au: "2026-11-21",
      medecins: 1,
      jours: ["16", "17", "18", "19", "20", "21"].map((day) => ({ date: `2026-11-${day}`, minutesOuvertes: day === "18" ? 0 : 540, minutesReservees: 0, tauxPourcent: day === "18" ? null : 0 })),
      minutesOuvertes: 2400,
      minutesReservees: 0,
      tauxPourcent: 0,
    },
    absences: months(11, 6).map((mois) => ({ mois, rendezVous: 0, absents: 0, annulationsTardives: 0 })),
    nouveauxPatients: months(11, 12).map((mois) => ({ mois, nombre: 0 })),
    demandes: Array.from({ length: 12 }, (_, index) => ({ semaine: `2026-${index}`, demandesRendezVous: 0, messages: 0, reservationsEnLigne: 0, delaiMedianDemandesHeures: null, delaiMedianMessagesHeures: null })),
    recettes: { portee: "medecin", mois: months(11, 12).map((mois) => ({ mois, montant: 0 })), total: 0 },
  };
}

describe("DashboardPage", () => {
  it("says a fresh practice has no data yet, and still lists the figures in tables", async () => {
    mockApi({ "GET /api/reports/dashboard": () => json(anEmptyDashboard()) });
    renderInSession(<DashboardPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Chargement du tableau de bord…");
    expect(await screen.findByText(/^Pas encore de données : les chiffres apparaîtront/)).toBeInTheDocument();
    expect(screen.getAllByText("Pas encore de données sur cette période.")).toHaveLength(5);
    // A doctor's own revenue; the closed holiday reads « fermé ».
    expect(screen.getByRole("heading", { level: 2, name: "Mes recettes" })).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Remplissage des heures d'ouverture par jour" })).getByText("fermé")).toBeInTheDocument();
  });

  it("draws a chart as an image with its summary, and shows its table on demand", async () => {
    const data = anEmptyDashboard();
    data.recettes = { portee: "cabinet", mois: data.recettes.mois.map((row) => ({ ...row, montant: row.mois === "2026-11" ? 123450 : 0 })), total: 123450 };
    mockApi({ "GET /api/reports/dashboard": () => json(data) });
    renderInSession(<DashboardPage />);
    const panel = await screen.findByRole("region", { name: "Recettes du cabinet" });
    expect(within(panel).getByRole("img")).toHaveAccessibleName(/^Recettes du cabinet sur douze mois : 1\s234,50 DH ; ce mois-ci 1\s234,50 DH\.$/);
    const toggle = within(panel).getByRole("button", { name: "Afficher les données" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(within(panel).getByRole("button", { name: "Masquer les données" })).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("row", { name: /novembre 2026/ })).toHaveTextContent(/1\s234,50 DH/);
  });

  it("tells the assistant the dashboard is not theirs", async () => {
    mockApi({ "GET /api/reports/dashboard": () => json({ message: "Le tableau de bord est réservé à l'administrateur et aux médecins." }, 403) });
    renderInSession(<DashboardPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Le tableau de bord est réservé à l'administrateur et aux médecins.");
  });
});
