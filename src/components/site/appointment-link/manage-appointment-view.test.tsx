import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { appointmentLinkWordsAr, appointmentLinkWordsFr } from "@/content/appointment-link-words";
import { ManageAppointmentView, type ManageAppointmentViewProps } from "@/components/site/appointment-link/manage-appointment-view";
import type { ManagedView } from "@/schemas/appointment-link";

/** The patient's appointment page (decision 050): what it offers, and a slot grid a keyboard and a screen reader can use. */

const view: ManagedView = {
  debut: "2026-10-15T10:00",
  fin: "2026-10-15T10:30",
  dureeMinutes: 30,
  medecin: { id: 2, nom: "Dr Salma Bennani" },
  type: { id: 1, libelleFr: "Première consultation", libelleAr: "استشارة أولى" },
  motif: "Douleur au genou",
  statut: "planifie",
  limite: "2026-10-15T08:00",
  peutConfirmer: true,
  peutAnnuler: true,
  peutDeplacer: true,
  actionPatient: null,
};
const practice = { address: "12, avenue de l'Exemple, Rabat", phone: "+212 5 37 00 00 00" };
const token = "T".repeat(43);
const slot = (debut: string, medecin = { id: 2, nom: "Dr Salma Bennani" }) => ({ debut, fin: debut, medecin });

function renderPage(model: Partial<ManageAppointmentViewProps["model"]>, words = appointmentLinkWordsFr) {
  return render(
    <ManageAppointmentView
      model={{ kind: "appointment", token, path: `/rendez-vous/gerer/${token}`, view, panel: "details", done: null, error: null, move: null, ...model }}
      words={words}
      practice={practice}
      postPath={`/rendez-vous/gerer/${token}/envoi`}
      otherLanguagePath={`/ar/rendez-vous/gerer/${token}`}
    />,
  );
}

describe("ManageAppointmentView", () => {
  it("shows the appointment in the practice's time, the practice's contact, the cut-off and the three actions", () => {
    renderPage({});
    expect(screen.getByRole("heading", { level: 1, name: "Votre rendez-vous" })).toBeInTheDocument();
    expect(screen.getByText("jeudi 15 octobre 2026")).toBeInTheDocument();
    expect(screen.getByText("(heure du Maroc)", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Première consultation")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: practice.phone })).toHaveAttribute("href", "tel:+212537000000");
    expect(screen.getByText("Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu'au jeudi 15 octobre 2026 à 08:00.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmer ma venue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Déplacer le rendez-vous" })).toHaveAttribute("href", `/rendez-vous/gerer/${token}?volet=deplacer`);
    expect(screen.getByRole("link", { name: "Annuler le rendez-vous" })).toHaveAttribute("href", `/rendez-vous/gerer/${token}?volet=annuler`);
  });

  it("after the cut-off, says to call the practice and gives the number, with no change offered", () => {
    renderPage({ view: { ...view, peutAnnuler: false, peutDeplacer: false } });
    expect(screen.getByText(/Il est trop tard pour annuler ou déplacer ce rendez-vous en ligne\. Appelez le cabinet au \+212 5 37 00 00 00\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Annuler le rendez-vous" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Déplacer le rendez-vous" })).not.toBeInTheDocument();
  });

  it("asks why with a required choice from the short list", () => {
    renderPage({ panel: "cancel" });
    const reasons = screen.getByRole("group", { name: "Pourquoi annulez-vous ?" });
    expect(within(reasons).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["empechement", "va_mieux", "consulte_ailleurs", "autre"]);
    expect(within(reasons).getAllByRole("radio")[0]).toBeRequired();
    expect(screen.getByRole("button", { name: "Confirmer l'annulation" })).toBeInTheDocument();
  });

  it("lists the free slots by day, each a button naming its day, time and doctor, reached with the keyboard", async () => {
    const user = userEvent.setup();
    renderPage({
      panel: "move",
      move: {
        du: "2026-10-15",
        previousDu: null,
        nextDu: "2026-10-22",
        medecin: "tous",
        doctors: [{ id: 2, nom: "Dr Salma Bennani" }, { id: 3, nom: "Dr Omar Tazi" }],
        days: [
          { date: "2026-10-15", slots: [slot("2026-10-15T15:00"), slot("2026-10-15T15:00", { id: 3, nom: "Dr Omar Tazi" })] },
          { date: "2026-10-16", slots: [slot("2026-10-16T09:00")] },
        ],
        choice: null,
        taken: null,
      },
    });
    expect(screen.getByRole("heading", { level: 3, name: "jeudi 15 octobre 2026" })).toBeInTheDocument();
    const buttons = within(screen.getByRole("list", { name: "Créneaux du jeudi 15 octobre 2026" })).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "jeudi 15 octobre 2026, 15:00, Dr Salma Bennani",
      "jeudi 15 octobre 2026, 15:00, Dr Omar Tazi",
    ]);
    expect(buttons[0]).toHaveAttribute("name", "choix");
    expect(buttons[0]).toHaveAttribute("value", "2026-10-15T15:00_2");
    // A GET form: picking a slot asks to confirm it, nothing is changed by the pick itself.
    expect(buttons[0]!.closest("form")).toHaveAttribute("method", "get");
    buttons[0]!.focus();
    await user.tab();
    expect(buttons[1]).toHaveFocus();
    expect(screen.getByRole("link", { name: "Jours suivants" })).toHaveAttribute("href", expect.stringContaining("du=2026-10-22"));
  });

  it("asks to confirm the picked slot, and posts it", () => {
    renderPage({
      panel: "move",
      move: { du: "2026-10-15", previousDu: null, nextDu: null, medecin: 2, doctors: [], days: [], choice: slot("2026-10-16T09:00"), taken: null },
    });
    expect(screen.getByText("Nouveau créneau : vendredi 16 octobre 2026 à 09:00 (heure du Maroc), avec Dr Salma Bennani.")).toBeInTheDocument();
    const form = screen.getByRole("button", { name: "Confirmer le déplacement" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `/rendez-vous/gerer/${token}/envoi`);
    expect(within(form).getByDisplayValue("2026-10-16T09:00_2")).toHaveAttribute("name", "choix");
    expect(within(form).getByDisplayValue("deplacer")).toHaveAttribute("name", "operation");
  });

  it("speaks Arabic on the Arabic page, the times in Western digits", () => {
    renderPage({ done: "confirme", view: { ...view, statut: "confirme", peutConfirmer: false } }, appointmentLinkWordsAr);
    expect(screen.getByRole("heading", { level: 1, name: "موعدكم" })).toBeInTheDocument();
    expect(screen.getByText("شكرا، تم تأكيد حضوركم.")).toBeInTheDocument();
    expect(screen.getByText("استشارة أولى")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "إلغاء الموعد" })).toBeInTheDocument();
    expect(screen.getByText("10:00")).toBeInTheDocument();
  });
});
