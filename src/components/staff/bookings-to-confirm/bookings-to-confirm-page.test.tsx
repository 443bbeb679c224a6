import { screen, within } from "@testing-library/react";
import { BookingsToConfirmPage } from "@/components/staff/bookings-to-confirm/bookings-to-confirm-page";
import type { BookingToConfirm } from "@/schemas/bookings-to-confirm";
import { anAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

// Monday 23 November 2026, 09:00 in Rabat (UTC+1).
fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

function aBooking(overrides: Partial<BookingToConfirm> = {}): BookingToConfirm {
  return {
    id: 41,
    dateHeure: "2026-11-25T09:00:00.000Z",
    dureeMinutes: 30,
    motif: "Première consultation",
    medecin: { id: 7, nom: "Bennani", prenom: "Omar" },
    typeVisite: { id: 1, libelleFr: "Première consultation" },
    patient: { id: 12, nom: "Benaïssa", prenom: "Salma", telephone: "0612345678", dateNaissance: "1988-02-14", aVerifier: true },
    motifAttente: "verification_impossible",
    absences: null,
    langue: "fr",
    creeLe: "2026-11-22T21:40:00.000Z",
    ...overrides,
  };
}

const often = aBooking({
  id: 42,
  dateHeure: "2026-11-26T14:00:00.000Z",
  motif: "Douleur à l'épaule",
  typeVisite: null,
  patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000", dateNaissance: "1970-05-01", aVerifier: false },
  motifAttente: "absences_repetees",
  absences: 3,
  langue: "ar",
});

const card = (name: RegExp) => screen.getByRole("listitem", { name });

describe("BookingsToConfirmPage", () => {
  it("lists each booking with its patient, day and time, doctor, visit type and why it waits", async () => {
    mockApi({ "GET /api/appointments/to-confirm": () => json([aBooking(), often]) });
    renderInSession(<BookingsToConfirmPage />);

    const first = await screen.findByRole("listitem", { name: "Mercredi 25 novembre 2026, 10:00–10:30" });
    expect(within(first).getByText("à confirmer")).toBeInTheDocument();
    expect(within(first).getByText("Aucun canal ne pouvait envoyer de code de vérification")).toBeInTheDocument();
    expect(within(first).getByText("Dr Omar Bennani · Première consultation")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Salma Benaïssa" })).toHaveAttribute("href", "/responsable/patients/12");
    expect(within(first).getByText("créé en ligne — à vérifier")).toBeInTheDocument();
    expect(within(first).getByText("Né(e) le 14/02/1988")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: /Voir dans l'agenda/ })).toHaveAttribute("href", "/responsable/agenda?jour=2026-11-25&medecin=7");

    const second = card(/Jeudi 26 novembre 2026, 15:00–15:30/);
    expect(within(second).getByText("Absences répétées sans prévenir : 3 absences sur les 12 derniers mois")).toBeInTheDocument();
    expect(within(second).queryByText("créé en ligne — à vérifier")).not.toBeInTheDocument();
    expect(within(second).getByText(/en arabe/)).toBeInTheDocument();
  });

  it("confirms a booking as confirmed with the person, then reads the list again", async () => {
    let waiting = [aBooking(), often];
    const { calls } = mockApi({
      "GET /api/appointments/to-confirm": () => json(waiting),
      "POST /api/appointments/41/confirm-booking": () => {
        waiting = [often];
        return json(anAppointment(12, 41, "2026-11-25T09:00:00.000Z", "Première consultation", { status: "confirme" }));
      },
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 1 }),
    });
    renderInSession(<BookingsToConfirmPage />);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Confirmer la réservation de Salma Benaïssa" }));
    const form = within(card(/Mercredi 25 novembre/));
    expect(form.getByRole("radio", { name: /Planifié/ })).toBeChecked();
    await user.click(form.getByRole("radio", { name: /Confirmé/ }));
    await user.click(form.getByRole("button", { name: "Valider la confirmation" }));

    expect(await screen.findByText("Réservation confirmée avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ status: "confirme" });
    expect(screen.queryByRole("listitem", { name: /Mercredi 25 novembre/ })).not.toBeInTheDocument();
    expect(card(/Jeudi 26 novembre/)).toBeInTheDocument();
  });

  it("refuses a booking only with a reason, and says the slot is free again", async () => {
    let waiting = [aBooking()];
    const { calls } = mockApi({
      "GET /api/appointments/to-confirm": () => json(waiting),
      "POST /api/appointments/41/refuse-booking": () => {
        waiting = [];
        return json(anAppointment(12, 41, "2026-11-25T09:00:00.000Z", "Première consultation", { status: "annule", annulePar: "cabinet", motifAnnulation: "Injoignable" }));
      },
      "GET /api/front-desk/counts": () => json({ newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 0 }),
    });
    renderInSession(<BookingsToConfirmPage />);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Refuser la réservation de Salma Benaïssa" }));
    await user.click(screen.getByRole("button", { name: "Confirmer le refus" }));
    expect(screen.getByText("Le motif du refus est obligatoire.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Motif du refus/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText(/^Motif du refus/), "Injoignable");
    await user.click(screen.getByRole("button", { name: "Confirmer le refus" }));
    expect(await screen.findByText("Réservation refusée avec succès : le créneau est libéré.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ motifAnnulation: "Injoignable" });
    expect(await screen.findByText("Aucune réservation en ligne à confirmer.")).toBeInTheDocument();
  });

  it("says when someone else decided first, and reads the list again", async () => {
    let waiting = [aBooking()];
    mockApi({
      "GET /api/appointments/to-confirm": () => json(waiting),
      "POST /api/appointments/41/confirm-booking": () => {
        waiting = [];
        return json({ message: "Cette réservation n'est plus à confirmer." }, 409);
      },
    });
    renderInSession(<BookingsToConfirmPage />);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Confirmer la réservation de Salma Benaïssa" }));
    await user.click(screen.getByRole("button", { name: "Valider la confirmation" }));
    expect(await screen.findByText("Aucune réservation en ligne à confirmer.")).toBeInTheDocument();
  });

  it("tells a failed load from an empty list, and tries again", async () => {
    const list = flakyRoute([aBooking()]);
    mockApi({ "GET /api/appointments/to-confirm": list.route });
    renderInSession(<BookingsToConfirmPage />);
    expect(await screen.findByText("Impossible de récupérer les réservations à confirmer.")).toBeInTheDocument();
    list.recover();
    await fakeClockUser().click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("listitem", { name: /Mercredi 25 novembre/ })).toBeInTheDocument();
  });
});
