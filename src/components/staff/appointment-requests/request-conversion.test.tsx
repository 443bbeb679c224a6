import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestConversion } from "@/components/staff/appointment-requests/request-conversion";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { aPatientRecord, aTriagedRequest, anAgendaAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockUser, flakyRoute, json, mockApi, renderInSession, useFakeClock } from "../../../../tests/support/staff-harness";
import type { DuplicateCandidate } from "@/schemas/patient";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable/demandes/5" }));

afterEach(() => {
  vi.useRealTimers();
  router.push.mockReset();
});

const request = aTriagedRequest();

const existing: DuplicateCandidate = {
  id: 42,
  nom: "Benali",
  prenom: "Mohammed",
  dateNaissance: "1980-01-01",
  telephone: "+212 6 12 34 56 78",
  reasons: ["telephone", "nom"],
  archive: false,
};

const doctors = [
  { id: 7, nom: "Bennani", prenom: "Salma" },
  { id: 8, nom: "Alaoui", prenom: "Yassine" },
];

describe("RequestConversion", () => {
  it("proposes the matching patient, then books the appointment prefilled from the request and plans it", async () => {
    const { calls } = mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [existing] }),
      "GET /api/front-desk/doctors": () => json(doctors),
      "POST /api/appointment-requests/5/convert": () =>
        json({ request: { ...request, status: "planifiee", patientId: 42, appointmentId: 9, transitions: ["annulee"] }, appointment: { id: 9 } }, 201),
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Planifier la demande de Mohamed Benali" })).toBeInTheDocument();
    const warning = await screen.findByRole("alert");
    expect(within(warning).getByRole("link", { name: "Benali Mohammed" })).toHaveAttribute("href", "/responsable/patients/42");
    expect(warning).toHaveTextContent("même numéro de téléphone · même nom");
    expect(calls.find((call) => call.path === "/api/patients/duplicates")?.body).toEqual({
      nom: "Benali",
      prenom: "Mohamed",
      telephone: "06 12 34 56 78",
    });
    // The new-patient form starts from the request.
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("Benali");
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue("06 12 34 56 78");

    await user.click(within(warning).getByRole("button", { name: "Choisir ce patient" }));
    expect(screen.getByText("Benali Mohammed")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date et heure/)).toHaveValue("2026-07-01T10:30");
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Douleur au genou");
    // The logged-in doctor (id 7 in the harness) is proposed first.
    expect(await screen.findByRole("combobox", { name: /Médecin/ })).toHaveValue("7");

    await user.click(screen.getByRole("button", { name: "Planifier le rendez-vous" }));
    expect(await screen.findByText("Demande planifiée avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST" && call.path.endsWith("/convert"))?.body).toEqual({
      dateHeure: "2026-07-01T10:30",
      motif: "Douleur au genou",
      observation: null,
      patient: { id: 42 },
      medecin: { id: 7 },
      dureeMinutes: 30,
    });
    expect(screen.getByRole("link", { name: "Ouvrir le dossier du patient" })).toHaveAttribute("href", "/responsable/patients/42");
  });

  it("registers a new patient when none matches, then goes on to the appointment", async () => {
    const { calls } = mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [] }),
      "POST /api/front-desk/patients": () => json(aPatientRecord({ id: 77, nom: "Benali", prenom: "Mohamed" }), 201),
      "GET /api/front-desk/doctors": () => json(doctors),
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucun patient enregistré ne correspond : créez son dossier.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Date de naissance/), "1980-01-01");
    await user.click(screen.getByRole("radio", { name: "Homme" }));
    await user.type(screen.getByLabelText(/^E-mail/), "m.benali@exemple.ma");
    await user.type(screen.getByLabelText(/^Adresse/), "Rabat");
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));

    expect(await screen.findByText(/dossier n° 77/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/front-desk/patients")?.body).toMatchObject({ nom: "Benali", prenom: "Mohamed", telephone: "06 12 34 56 78" });
    expect(screen.getByRole("button", { name: "Planifier le rendez-vous" })).toBeInTheDocument();
  });

  it("registers the person of a request sent with a phone number only: e-mail and address can wait (issue 32)", async () => {
    const { calls } = mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [] }),
      "POST /api/front-desk/patients": () => json(aPatientRecord({ id: 78, nom: "Benali", prenom: "Mohamed", email: "", adresse: "", aCompleter: ["email", "adresse"] }), 201),
      "GET /api/front-desk/doctors": () => json(doctors),
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucun patient enregistré ne correspond : créez son dossier.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Adresse/)).not.toBeRequired();

    await user.type(screen.getByLabelText(/^Date de naissance/), "1980-01-01");
    await user.click(screen.getByRole("radio", { name: "Homme" }));
    await user.click(screen.getByRole("button", { name: "Ajouter le patient" }));

    expect(await screen.findByText(/dossier n° 78/)).toBeInTheDocument();
    expect(screen.queryByText("L'e-mail est obligatoire.")).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/front-desk/patients")?.body).toEqual({
      nom: "Benali",
      prenom: "Mohamed",
      dateNaissance: "1980-01-01",
      gender: "H",
      telephone: "06 12 34 56 78",
      email: "",
      adresse: "",
      cin: null,
      mutuelle: false,
      compagnie: null,
    });
    expect(screen.getByRole("button", { name: "Planifier le rendez-vous" })).toBeInTheDocument();
  });

  it("says in red why the appointment was refused, keeps the form, and the message goes after 3 s", async () => {
    useFakeClock();
    mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [existing] }),
      "GET /api/front-desk/doctors": () => json(doctors),
      "POST /api/appointment-requests/5/convert": () => json({ message: "Ce créneau est déjà pris." }, 409),
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Choisir ce patient" }));
    expect(await screen.findByRole("combobox", { name: /Médecin/ })).toHaveValue("7");

    await user.click(screen.getByRole("button", { name: "Planifier le rendez-vous" }));
    expect(await screen.findByText("Erreur lors de la planification de la demande.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByText("Ce créneau est déjà pris.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Douleur au genou");

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Erreur lors de la planification de la demande.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Erreur lors de la planification de la demande.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Planifier le rendez-vous" })).toBeEnabled();
  });

  it("shows whether the reminders box was ticked, and lets an admin erase the request on the person's demand", async () => {
    const ticked = { ...request, status: "planifiee" as const, patientId: 42, appointmentId: 9, transitions: ["annulee" as const], consentementRappels: true, consentementRappelsLe: "2026-06-15T09:05:00Z", versionNotice: "2026-11-24" };
    const { calls } = mockApi({
      "GET /api/front-desk/requests/5": () => json(ticked),
      "DELETE /api/appointment-requests/5": () => new Response(null, { status: 204 }),
    });
    const { unmount } = renderInSession(<RequestConversion requestId="5" />, { isAdmin: false });
    expect(await screen.findByText("acceptés le 15/06/2026 10:05")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Effacer" })).not.toBeInTheDocument();
    unmount();

    renderInSession(<RequestConversion requestId="5" />, { isAdmin: true, roles: ["ADMIN"] });
    await userEvent.click(await screen.findByRole("button", { name: "Effacer" }));
    const dialog = screen.getByRole("dialog", { name: "Effacer cette demande ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Effacer définitivement" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/responsable/demandes"));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/appointment-requests/5"]);
  });

  it("does not offer to plan a request that is already planned, and says when a request does not exist", async () => {
    mockApi({ "GET /api/front-desk/requests/5": () => json({ ...request, status: "planifiee", patientId: 42, appointmentId: 9, transitions: ["annulee"] }) });
    const { unmount } = renderInSession(<RequestConversion requestId="5" />);
    expect(await screen.findByText(/Cette demande est déjà planifiée\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voir le rendez-vous" })).toHaveAttribute("href", "/responsable/patients/42#rdv-9");
    expect(screen.queryByRole("button", { name: "Planifier le rendez-vous" })).not.toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/front-desk/requests/6": () => json({ message: "Demande non trouvée" }, 404) });
    renderInSession(<RequestConversion requestId="6" />);
    expect(await screen.findByRole("heading", { name: "Demande non trouvée" })).toBeInTheDocument();
  });

  it("says when the doctors cannot be listed, and 'Réessayer' lists them again", async () => {
    const doctorList = flakyRoute(doctors);
    mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [existing] }),
      "GET /api/front-desk/doctors": doctorList.route,
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Choisir ce patient" }));
    const failure = await screen.findByText("Impossible de récupérer la liste des médecins.");
    expect(screen.queryByRole("button", { name: "Planifier le rendez-vous" })).not.toBeInTheDocument();

    doctorList.recover();
    await user.click(within(failure.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("combobox", { name: /Médecin/ })).toHaveValue("7");
  });

  it("holds the planning back when the doctor is busy then (issue 32): the conflict list, then 'Réserver quand même'", async () => {
    // Dr Bennani already sees Karim Alami at 10:30 on 1 July.
    const busy = anAgendaAppointment({ id: 3, dateHeure: "2026-07-01T09:30:00.000Z", motif: "Genou", patient: { id: 40, nom: "Alami", prenom: "Karim", telephone: "0600000000" } });
    let attempts = 0;
    const { calls, fetchMock } = mockApi({
      "GET /api/front-desk/requests/5": () => json(request),
      "POST /api/patients/duplicates": () => json({ duplicates: [existing] }),
      "GET /api/front-desk/doctors": () => json(doctors),
      "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
      "POST /api/appointment-requests/5/convert": () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: "Ce médecin a déjà un rendez-vous sur ce créneau.", conflits: [busy] }, 409)
          : json({ request: { ...request, status: "planifiee", patientId: 42, appointmentId: 9, transitions: ["annulee"] }, appointment: { id: 9 } }, 201);
      },
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Choisir ce patient" }));
    expect(await screen.findByRole("combobox", { name: /Médecin/ })).toHaveValue("7");
    await user.click(screen.getByRole("button", { name: "Planifier le rendez-vous" }));

    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("Ce médecin a déjà un rendez-vous sur ce créneau.");
    expect(within(conflict).getByRole("list", { name: "Rendez-vous qui se chevauchent" })).toHaveTextContent("01/07/2026 10:30 (30 min) · Karim Alami · Genou · planifié");
    expect(screen.queryByText("Demande planifiée avec succès.")).not.toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls.at(-1)![1]!.headers).get("X-Conflict-Check")).toBe("reject");

    await user.click(within(conflict).getByRole("button", { name: "Réserver quand même" }));
    expect(await screen.findByText("Demande planifiée avec succès.")).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === "POST" && call.path.endsWith("/convert"));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).not.toHaveProperty("forcer");
    expect(posts[1]!.body).toMatchObject({ dateHeure: "2026-07-01T10:30", medecin: { id: 7 }, forcer: true });
  });

  it("points out a time outside the opening hours before saving, and shows the server's closure to confirm", async () => {
    const evening = { ...request, heurePreferee: "19:00:00" };
    const closure = "En dehors des heures d'ouverture du mercredi 1er juillet 2026 (09:00–18:00).";
    const { calls } = mockApi({
      "GET /api/front-desk/requests/5": () => json(evening),
      "POST /api/patients/duplicates": () => json({ duplicates: [existing] }),
      "GET /api/front-desk/doctors": () => json(doctors),
      "GET /api/practice/hours": () => json(defaultPracticeHours({ fromYear: 2026 })),
      "POST /api/appointment-requests/5/convert": () => json({ message: "Le cabinet est fermé sur ce créneau.", conflits: [], fermeture: closure }, 409),
    });
    renderInSession(<RequestConversion requestId="5" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Choisir ce patient" }));
    expect(await screen.findByText(closure)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Planifier le rendez-vous" }));

    const held = await screen.findByRole("alert");
    expect(held).toHaveTextContent(closure);
    expect(within(held).queryByRole("list")).not.toBeInTheDocument();
    expect(within(held).getByRole("button", { name: "Réserver quand même" })).toBeEnabled();
    expect(calls.filter((call) => call.path.endsWith("/convert"))).toHaveLength(1);
  });
});
