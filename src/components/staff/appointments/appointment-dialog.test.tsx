import { act, screen, within } from "@testing-library/react";
import { AppointmentDialog } from "@/components/staff/appointments/appointment-dialog";
import type { Appointment } from "@/schemas/appointment";
import { currentUrl } from "../../../../tests/support/next-navigation";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { vi } from "vitest";

// 'Ouvrir la consultation' leads to the note's page (decision 054): the App Router is not mounted here.
vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));

fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const appointment = anAgendaAppointment({ id: 5, dateHeure: "2026-11-23T09:00:00.000Z", motif: "Genou" });
const patient = appointment.patient;
const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];

function open() {
  return renderInSession(<AppointmentDialog appointment={appointment} patient={patient} onClose={() => {}} />);
}

describe("AppointmentDialog", () => {
  it("shows the appointment and moves it along its life: confirmed, then arrived", async () => {
    let current = appointment;
    const { calls } = mockApi({
      "PATCH /api/appointments/5": (_url, init) => {
        const { status } = JSON.parse(String(init.body)) as { status: typeof appointment.status };
        current = {
          ...current,
          status,
          statusChangedAt: "2026-11-23T08:05:00Z",
          statusChangedBy: { id: 7, nom: "Tazi", prenom: "Hind" },
          transitions: status === "confirme" ? ["planifie", "arrive", "absent", "annule"] : ["vu", "confirme"],
        };
        return json(current);
      },
    });
    open();
    const user = fakeClockUser();
    const dialog = screen.getByRole("dialog", { name: "Rendez-vous de Salma Benaïssa" });
    expect(dialog).toHaveTextContent("23/11/2026 10:00 · 30 min");
    expect(dialog).toHaveTextContent("Dr Omar Bennani");
    expect(within(dialog).getByRole("link", { name: "Salma Benaïssa" })).toHaveAttribute("href", "/responsable/patients/12");

    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect(await within(dialog).findByText("Statut du rendez-vous mis à jour avec succès.")).toHaveAttribute("data-tone", "success");
    expect(calls.at(-1)?.body).toEqual({ status: "confirme" });
    expect(within(dialog).getByText("confirmé")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("par Hind Tazi, le 23/11/2026 09:05");

    await user.click(within(dialog).getByRole("button", { name: "Arrivé" }));
    expect(await within(dialog).findByText("arrivé")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Vu" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Pas encore arrivé" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(within(dialog).queryByText("Statut du rendez-vous mis à jour avec succès.")).not.toBeInTheDocument();
  });

  it("cancels with a reason and who cancelled, the reason required by the same rule as the server's", async () => {
    const { calls } = mockApi({
      "PATCH /api/appointments/5": () => json({ ...appointment, status: "annule", motifAnnulation: "Empêchement", annulePar: "cabinet", transitions: ["planifie"] }),
    });
    open();
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Annuler le rendez-vous" }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'annulation" }));
    expect(screen.getByLabelText(/^Motif d'annulation/)).toHaveAccessibleDescription("Le motif d'annulation est obligatoire.");
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Motif d'annulation/), "Empêchement");
    await user.click(screen.getByRole("radio", { name: "Le cabinet" }));
    await user.click(screen.getByRole("button", { name: "Confirmer l'annulation" }));
    expect(await screen.findByText("annulé")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ status: "annule", motifAnnulation: "Empêchement", annulePar: "cabinet" });
    expect(screen.getByText("Empêchement (par le cabinet)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rétablir" })).toBeInTheDocument();
  });

  it("moves it, shows the doctor's appointment it would overlap, and moves it anyway when asked", async () => {
    const other = anAgendaAppointment({ id: 6, dateHeure: "2026-11-23T10:00:00.000Z", patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000" } });
    let attempts = 0;
    const { calls } = mockApi({
      "GET /api/front-desk/doctors": () => json(doctors),
      "PATCH /api/appointments/5": () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: "Ce médecin a déjà un rendez-vous sur ce créneau.", conflits: [other] }, 409)
          : json({ ...appointment, dateHeure: "2026-11-23T10:00:00.000Z" });
      },
    });
    open();
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Déplacer" }));
    const when = screen.getByLabelText(/^Date et heure/);
    expect(when).toHaveValue("2026-11-23T10:00");
    await user.clear(when);
    await user.type(when, "2026-11-23T11:00");
    await user.click(screen.getByRole("button", { name: "Enregistrer le déplacement" }));

    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("Ce médecin a déjà un rendez-vous sur ce créneau.");
    expect(conflict).toHaveTextContent("23/11/2026 11:00 (30 min) · Hind Tazi");
    expect(calls[1]?.body).toEqual({ dateHeure: "2026-11-23T11:00", dureeMinutes: 30, medecin: { id: 7 } });

    await user.click(within(conflict).getByRole("button", { name: "Déplacer quand même" }));
    expect(await screen.findByText("Rendez-vous modifié avec succès.")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ dateHeure: "2026-11-23T11:00", dureeMinutes: 30, medecin: { id: 7 }, forcer: true });
  });

  it("waits for the appointment's day before 'Arrivé' (issue 32): disabled, with the reason", async () => {
    const calls = mockApi({}).calls;
    // Tomorrow, Tuesday 24 November, 10:00.
    const tomorrow = anAgendaAppointment({ id: 8, dateHeure: "2026-11-24T09:00:00.000Z" });
    renderInSession(<AppointmentDialog appointment={tomorrow} patient={tomorrow.patient} onClose={() => {}} />);
    const arrived = screen.getByRole("button", { name: "Arrivé" });
    expect(arrived).toBeDisabled();
    expect(arrived).toHaveAccessibleDescription("Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le mardi 24 novembre 2026).");
    expect(screen.getByRole("button", { name: "Confirmer" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Absent" })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's reason when it refuses a status", async () => {
    const reason = "Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le lundi 23 novembre 2026).";
    mockApi({ "PATCH /api/appointments/5": () => json({ message: reason, errors: { status: reason } }, 400) });
    open();
    await fakeClockUser().click(screen.getByRole("button", { name: "Arrivé" }));
    expect(await screen.findByText(`Erreur lors de la modification du rendez-vous. ${reason}`)).toHaveAttribute("data-tone", "error");
  });

  it("holds a move to a closed day until 'Déplacer quand même'", async () => {
    const closed = "Le cabinet est fermé le dimanche 29 novembre 2026.";
    mockApi({
      "GET /api/front-desk/doctors": () => json(doctors),
      "PATCH /api/appointments/5": () => json({ message: "Le cabinet est fermé sur ce créneau.", conflits: [], fermeture: closed }, 409),
    });
    open();
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Déplacer" }));
    const when = screen.getByLabelText(/^Date et heure/);
    await user.clear(when);
    await user.type(when, "2026-11-29T10:00");
    await user.click(screen.getByRole("button", { name: "Enregistrer le déplacement" }));
    const held = await screen.findByRole("alert");
    expect(held).toHaveTextContent(closed);
    expect(within(held).getByRole("button", { name: "Déplacer quand même" })).toBeEnabled();
  });

  it("offers a doctor 'Ouvrir la consultation' once the patient has arrived, and opens the note's page (decision 054)", async () => {
    const arrived = { ...appointment, status: "arrive" as const, transitions: ["vu", "confirme"] as Appointment["transitions"] };
    const { calls } = mockApi({ "POST /api/patients/12/consultations": () => json({ id: 31, patientId: 12, rendezVousId: 5 }, 201) });
    renderInSession(<AppointmentDialog appointment={arrived} patient={patient} onClose={() => {}} />);
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Ouvrir la consultation" }));
    await vi.waitFor(() => expect(currentUrl()).toBe("/responsable/consultations/31"));
    expect(calls).toEqual([expect.objectContaining({ method: "POST", body: { rendezVousId: 5 } })]);
  });

  it("offers it to no one else, and not before the patient has arrived", () => {
    const arrived = { ...appointment, status: "arrive" as const, transitions: ["vu", "confirme"] as Appointment["transitions"] };
    const desk = renderInSession(<AppointmentDialog appointment={arrived} patient={patient} onClose={() => {}} />, { roles: ["ASSISTANT"] });
    expect(screen.queryByRole("button", { name: "Ouvrir la consultation" })).not.toBeInTheDocument();
    desk.unmount();
    open();
    expect(screen.queryByRole("button", { name: "Ouvrir la consultation" })).not.toBeInTheDocument();
  });
});
