import { screen, within } from "@testing-library/react";
import { BookingDialog } from "@/components/staff/appointments/booking-dialog";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { aPatient, anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { vi } from "vitest";
import type { VisitType } from "@/schemas/booking";

fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Omar" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];
const salma = aPatient();
// Dr Bennani sees Hind Tazi at 10:00–10:30.
const booked = anAgendaAppointment({ id: 6, dateHeure: "2026-11-23T09:00:00.000Z", patient: { id: 13, nom: "Tazi", prenom: "Hind", telephone: "0600000000" } });

function openAt(wallClock: string, onBooked = vi.fn()) {
  renderInSession(
    <BookingDialog
      slot={{ wallClock, medecinId: 7 }}
      doctors={doctors}
      appointments={[booked]}
      hours={defaultPracticeHours({ fromYear: 2026 })}
      onClose={() => {}}
      onBooked={onBooked}
    />,
  );
  return onBooked;
}

async function choosePatient(user: ReturnType<typeof fakeClockUser>) {
  await user.type(screen.getByRole("searchbox", { name: "Nom ou téléphone du patient" }), "0612345678");
  await user.click(screen.getByRole("button", { name: "Rechercher" }));
  await user.click(await screen.findByRole("button", { name: /Benaïssa Salma/ }));
}

describe("BookingDialog", () => {
  it("finds the patient by phone and books the clicked slot with the column's doctor, asking the server to refuse overlaps", async () => {
    const { calls, fetchMock } = mockApi({
      "GET /api/patients": () => json([salma]),
      "POST /api/appointments": () => json({ id: 9 }, 201),
    });
    const onBooked = openAt("2026-11-23T11:00");
    const user = fakeClockUser();
    await choosePatient(user);
    expect(screen.getByText(/dossier n° 12/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date et heure/)).toHaveValue("2026-11-23T11:00");
    expect(screen.getByLabelText(/^Médecin/)).toHaveValue("7");
    await user.type(screen.getByLabelText(/^Motif/), "Contrôle");
    await user.click(screen.getByRole("button", { name: "Réserver" }));

    expect(onBooked).toHaveBeenCalledWith("Rendez-vous ajouté avec succès.");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ dateHeure: "2026-11-23T11:00", dureeMinutes: 30, medecin: { id: 7 }, motif: "Contrôle", observation: null, patient: { id: 12 } });
    expect(new Headers(fetchMock.mock.calls.at(-1)![1]!.headers).get("X-Conflict-Check")).toBe("reject");
  });

  it("points out an overlap and the opening hours before saving, shows the server's conflict, and books anyway when asked", async () => {
    let attempts = 0;
    const { calls } = mockApi({
      "GET /api/patients": () => json([salma]),
      "POST /api/appointments": () => {
        attempts += 1;
        return attempts === 1 ? json({ message: "Ce médecin a déjà un rendez-vous sur ce créneau.", conflits: [booked] }, 409) : json({ id: 10 }, 201);
      },
    });
    const onBooked = openAt("2026-11-23T10:15");
    const user = fakeClockUser();
    await choosePatient(user);
    expect(screen.getByText("Ce médecin a déjà un rendez-vous sur ce créneau. (Hind Tazi)")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Motif/), "Contrôle");
    await user.click(screen.getByRole("button", { name: "Réserver" }));

    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("23/11/2026 10:00 (30 min) · Hind Tazi");
    expect(onBooked).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole("button", { name: "Réserver quand même" }));
    expect(onBooked).toHaveBeenCalledWith("Rendez-vous ajouté avec succès.");
    expect(calls.at(-1)?.body).toMatchObject({ dateHeure: "2026-11-23T10:15", forcer: true });

    // Outside the opening hours: said before saving (the server asks to confirm it).
    const time = screen.queryByLabelText(/^Date et heure/);
    expect(time).toBeInTheDocument();
    await user.clear(time!);
    await user.type(time!, "2026-11-23T19:00");
    expect(screen.getByText("En dehors des heures d'ouverture du lundi 23 novembre 2026 (09:00–18:00).")).toBeInTheDocument();
  });

  it("holds a booking on a closed day until 'Réserver quand même' (issue 32)", async () => {
    let attempts = 0;
    const closed = "Le cabinet est fermé le dimanche 29 novembre 2026.";
    const { calls } = mockApi({
      "GET /api/patients": () => json([salma]),
      "POST /api/appointments": () => {
        attempts += 1;
        return attempts === 1 ? json({ message: "Le cabinet est fermé sur ce créneau.", conflits: [], fermeture: closed }, 409) : json({ id: 11 }, 201);
      },
    });
    const onBooked = openAt("2026-11-29T10:00");
    const user = fakeClockUser();
    await choosePatient(user);
    // Said before saving, from the hours the agenda has loaded.
    expect(screen.getByText(closed)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Motif/), "Contrôle");
    await user.click(screen.getByRole("button", { name: "Réserver" }));

    const held = await screen.findByRole("alert");
    expect(held).toHaveTextContent(closed);
    expect(onBooked).not.toHaveBeenCalled();
    expect(calls.at(-1)?.body).not.toHaveProperty("forcer");
    await user.click(within(held).getByRole("button", { name: "Réserver quand même" }));
    expect(onBooked).toHaveBeenCalledWith("Rendez-vous ajouté avec succès.");
    expect(calls.at(-1)?.body).toMatchObject({ dateHeure: "2026-11-29T10:00", forcer: true });
  });

  it("proposes a doctor for a column of an account that is not one, and shows the server's refusal of a non-doctor beside the field", async () => {
    const notADoctor = "Ce compte n'est pas un médecin.";
    mockApi({
      "GET /api/patients": () => json([salma]),
      "POST /api/appointments": () => json({ message: notADoctor, errors: { medecin: notADoctor } }, 400),
    });
    renderInSession(
      <BookingDialog slot={{ wallClock: "2026-11-23T11:00", medecinId: 20 }} doctors={doctors} appointments={[]} hours={defaultPracticeHours({ fromYear: 2026 })} onClose={() => {}} onBooked={vi.fn()} />,
    );
    const user = fakeClockUser();
    await choosePatient(user);
    // Account 20 (an assistant's column) is not offered: the logged-in doctor is.
    const doctor = screen.getByLabelText(/^Médecin/);
    expect(doctor).toHaveValue("7");
    expect(within(doctor).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["7", "8"]);
    await user.type(screen.getByLabelText(/^Motif/), "Contrôle");
    await user.click(screen.getByRole("button", { name: "Réserver" }));
    expect(await screen.findByText(notADoctor)).toBeInTheDocument();
    expect(screen.getByText("Erreur lors de l'ajout du rendez-vous.")).toBeInTheDocument();
  });

  it("starts at the slot with the patient already chosen (the file's 'Réserver avec un médecin')", async () => {
    mockApi({ "POST /api/appointments": () => json({ id: 12 }, 201) });
    renderInSession(
      <BookingDialog slot={{ wallClock: "2026-11-23T11:00", medecinId: null }} patient={salma} doctors={doctors} appointments={[]} hours={undefined} onClose={() => {}} onBooked={vi.fn()} />,
    );
    expect(screen.getByText(/dossier n° 12/)).toBeInTheDocument();
    expect(screen.queryByRole("searchbox", { name: "Nom ou téléphone du patient" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Date et heure/)).toHaveValue("2026-11-23T11:00");
  });
});

describe("BookingDialog's 'Nouveau patient': a walk-in (issue 32, decision 042)", () => {
  it("registers the person with a phone and no e-mail or address, then goes on to the booking", async () => {
    const { calls } = mockApi({
      "GET /api/patients": () => json([]),
      "POST /api/front-desk/patients": () => json({ ...salma, id: 50, nom: "Ouazzani", prenom: "Rim", email: "", adresse: "", cin: null, aCompleter: ["email", "adresse"] }, 201),
    });
    openAt("2026-11-23T11:00");
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Nouveau patient" }));
    expect(screen.getByLabelText(/^E-mail/)).not.toBeRequired();
    await user.type(screen.getByLabelText(/^Nom/), "Ouazzani");
    await user.type(screen.getByLabelText(/^Prénom/), "Rim");
    await user.type(screen.getByLabelText(/^Date de naissance/), "1994-03-08");
    await user.click(screen.getByRole("radio", { name: "Femme" }));
    await user.type(screen.getByLabelText(/^Téléphone/), "0661223344");
    await user.click(screen.getByRole("button", { name: "Enregistrer le patient" }));

    expect(await screen.findByText(/dossier n° 50/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/front-desk/patients")?.body).toMatchObject({ nom: "Ouazzani", telephone: "0661223344", email: "", adresse: "" });
    expect(screen.getByLabelText(/^Date et heure/)).toHaveValue("2026-11-23T11:00");
  });
});

describe("BookingDialog's 'Type de visite' (issue 33, decision 052)", () => {
  const aType = (id: number, libelleFr: string, dureeMinutes: number, overrides: Partial<VisitType> = {}): VisitType => ({
    id,
    libelleFr,
    libelleAr: "نوع",
    dureeMinutes,
    medecins: [],
    actes: [],
    enLigne: true,
    reservablePar: "tous",
    instructionsFr: null,
    instructionsAr: null,
    actif: true,
    ordre: id,
    ...overrides,
  });
  const types = [
    aType(1, "Première consultation", 30),
    aType(2, "Consultation de contrôle", 20),
    aType(3, "Infiltration", 45, { medecins: [doctors[1]!] }),
    aType(4, "Ancien type", 15, { actif: false }),
  ];

  it("offers the active types the chosen doctor takes; one sets the length and the motif, both still editable, and is sent", async () => {
    const { calls } = mockApi({
      "GET /api/booking/visit-types": () => json(types),
      "POST /api/appointments": () => json({ id: 9 }, 201),
    });
    renderInSession(
      <BookingDialog slot={{ wallClock: "2026-11-23T11:00", medecinId: 7 }} patient={salma} doctors={doctors} appointments={[]} hours={undefined} onClose={() => {}} onBooked={vi.fn()} />,
    );
    const user = fakeClockUser();
    const select = await screen.findByRole("combobox", { name: /^Type de visite/ });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Aucun", "Première consultation (30 min)", "Consultation de contrôle (20 min)"]);
    await user.selectOptions(select, "Consultation de contrôle (20 min)");
    expect(screen.getByLabelText(/^Durée/)).toHaveValue("20");
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Consultation de contrôle");
    // Another type replaces a motif it proposed; a length chosen by hand is kept until then.
    await user.selectOptions(select, "Première consultation (30 min)");
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Première consultation");
    await user.selectOptions(screen.getByLabelText(/^Durée/), "45");
    await user.click(screen.getByRole("button", { name: "Réserver" }));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ dureeMinutes: 45, motif: "Première consultation", visitTypeId: 1 });

    // Dr Alaoui also takes infiltrations.
    await user.selectOptions(screen.getByLabelText(/^Médecin/), "8");
    expect(within(select).getByRole("option", { name: "Infiltration (45 min)" })).toBeInTheDocument();
  });

  it("keeps a motif typed by hand, and sends no type when none is chosen", async () => {
    const { calls } = mockApi({
      "GET /api/booking/visit-types": () => json(types),
      "POST /api/appointments": () => json({ id: 9 }, 201),
    });
    renderInSession(
      <BookingDialog slot={{ wallClock: "2026-11-23T11:00", medecinId: 7 }} patient={salma} doctors={doctors} appointments={[]} hours={undefined} onClose={() => {}} onBooked={vi.fn()} />,
    );
    const user = fakeClockUser();
    const select = await screen.findByRole("combobox", { name: /^Type de visite/ });
    await user.type(screen.getByLabelText(/^Motif/), "Genou qui lâche");
    await user.selectOptions(select, "Consultation de contrôle (20 min)");
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Genou qui lâche");
    await user.selectOptions(select, "Aucun");
    await user.click(screen.getByRole("button", { name: "Réserver" }));
    const body = calls.find((call) => call.method === "POST")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ dureeMinutes: 20, motif: "Genou qui lâche" });
    expect(body).not.toHaveProperty("visitTypeId");
  });
});
