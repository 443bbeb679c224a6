import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PatientFile } from "@/components/staff/patients/patient-file";
import { type Appointment } from "@/schemas/appointment";
import { aPatientRecord, anAppointment } from "../../../../tests/support/staff-fixtures";
import { fakeClockUser, flakyRoute, json, mockApi, renderInSession, fakeClockInEachTest, networkFailure } from "../../../../tests/support/staff-harness";

// The file's page reads its address (?fusion=) and changes it: the App Router is not mounted here.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => "/responsable/patients/12",
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const patient = aPatientRecord();
const appointment = (id: number, dateHeure: string, motif: string) => anAppointment(patient.id, id, dateHeure, motif);

// 10:42:37 in Rabat (UTC+1 in June): the form starts at 10:42.
const NOW = new Date("2026-06-20T09:42:37Z");

fakeClockInEachTest(NOW);

const setup = fakeClockUser;

describe("PatientFile", () => {
  it("shows 'Chargement...' while the patient loads, then their details", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/patients/12": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/appointments/patient/12": () => json([]),
    });
    renderInSession(<PatientFile patientId="12" />);
    expect(screen.getByText("Chargement...")).toBeInTheDocument();

    act(() => answer(json(patient)));
    const info = await screen.findByRole("table", { name: "Informations du patient" });
    expect(screen.queryByText("Chargement...")).not.toBeInTheDocument();
    const rows = Object.fromEntries(
      within(info)
        .getAllByRole("row")
        .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]),
    );
    expect(rows).toMatchObject({
      Nom: "Benaïssa",
      Prénom: "Salma",
      "Date de naissance": "29/02/1984",
      Genre: "Femme",
      Mutuelle: "Non",
      "Date de création": "15/06/2026 10:05",
    });
  });

  it("says 'Patient non trouvé' when there is no such patient", async () => {
    mockApi({ "GET /api/patients/999": () => json({ message: "Patient introuvable." }, 404) });
    renderInSession(<PatientFile patientId="999" />);
    expect(await screen.findByText("Patient non trouvé")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
  });

  it("offers 'Réessayer' when the file could not be read (not a missing patient), which reads it again", async () => {
    const file = flakyRoute(patient);
    mockApi({ "GET /api/patients/12": file.route, "GET /api/appointments/patient/12": () => json([]) });
    renderInSession(<PatientFile patientId="12" />);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de charger le dossier du patient.");
    expect(screen.queryByText("Patient non trouvé")).not.toBeInTheDocument();

    file.recover();
    await setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("table", { name: "Informations du patient" })).toBeInTheDocument();
  });

  it("treats a failed appointments call as an empty list", async () => {
    mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json({ message: "Erreur" }, 500),
    });
    renderInSession(<PatientFile patientId="12" />);
    expect(await screen.findByText("Aucun rendez-vous")).toBeInTheDocument();
  });

  it("lists the appointments with Date, Motif, Observation and Médecin on the practice's clock, then status and length", async () => {
    mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json([appointment(1, "2026-03-01T09:05:00Z", "Genou")]),
    });
    renderInSession(<PatientFile patientId="12" />);
    const table = await screen.findByRole("table", { name: "Rendez-vous du patient" });
    // The spec's four columns first and unchanged, then the appointment's life.
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Date", "Motif", "Observation", "Médecin", "Statut", "Durée", "Actions"]);
    // 1 March 2026 falls in Ramadan, when Morocco is on UTC+0.
    expect(within(table).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["01/03/2026 09:05", "Genou", "Contrôle à 6 semaines", "Bennani", "planifié", "30 min", "Gérer"]);
  });

  it("starts the form at the current time to the minute, with the logged-in doctor read-only", async () => {
    mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    renderInSession(<PatientFile patientId="12" />);
    expect(await screen.findByLabelText(/^Date et heure/)).toHaveValue("2026-06-20T10:42");
    const doctor = screen.getByLabelText("Médecin");
    expect(doctor).toHaveValue("Bennani");
    expect(doctor).toHaveAttribute("readonly");
  });

  it("adds an appointment for this patient and this doctor, then resets the form to now and reloads the list", async () => {
    let stored: Appointment[] = [];
    const { calls } = mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json(stored),
      "POST /api/appointments": () => {
        stored = [appointment(5, "2026-06-22T08:15:00Z", "Entorse de la cheville")];
        return json(stored[0], 201);
      },
      "GET /api/appointments/5/warnings": () => json({ conflits: [], fermeture: null }),
    });
    const user = setup();
    renderInSession(<PatientFile patientId="12" />);
    await screen.findByText("Aucun rendez-vous");

    const when = screen.getByLabelText(/^Date et heure/);
    await user.clear(when);
    await user.type(when, "2026-06-22T09:15");
    await user.type(screen.getByLabelText(/^Motif/), "Entorse de la cheville");
    await user.type(screen.getByLabelText(/^Observation/), "Radio demandée");
    act(() => vi.advanceTimersByTime(60_000)); // a minute passes while typing
    await user.click(screen.getByRole("button", { name: "Ajouter le rendez-vous" }));

    expect(await screen.findByText("Rendez-vous ajouté avec succès.")).toHaveAttribute("data-tone", "success");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      dateHeure: "2026-06-22T09:15",
      motif: "Entorse de la cheville",
      observation: "Radio demandée",
      patient: { id: 12 },
      medecin: { id: 7 },
    });
    const table = await screen.findByRole("table", { name: "Rendez-vous du patient" });
    expect(within(table).getByText("Entorse de la cheville")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/appointments/patient/12")).toHaveLength(2);
    // Nothing overlaps and the practice is open: no note under the list.
    expect(calls.some((call) => call.path === "/api/appointments/5/warnings")).toBe(true);
    expect(screen.queryByRole("status", { name: "Nouveau rendez-vous à vérifier" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Date et heure/)).toHaveValue("2026-06-20T10:43");
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("");
    expect(screen.getByLabelText(/^Observation/)).toHaveValue("");

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Rendez-vous ajouté avec succès.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Rendez-vous ajouté avec succès.")).not.toBeInTheDocument();
  });

  it("requires a motif", async () => {
    const { calls } = mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    const user = setup();
    renderInSession(<PatientFile patientId="12" />);
    await screen.findByText("Aucun rendez-vous");
    await user.click(screen.getByRole("button", { name: "Ajouter le rendez-vous" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says 'Erreur lors de l'ajout du rendez-vous.' in red when refused, keeping the form", async () => {
    mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json([]),
      "POST /api/appointments": () => json({ message: "Le médecin est introuvable." }, 404),
    });
    const user = setup();
    renderInSession(<PatientFile patientId="12" />);
    await user.type(await screen.findByLabelText(/^Motif/), "Genou");
    await user.click(screen.getByRole("button", { name: "Ajouter le rendez-vous" }));
    expect(await screen.findByText("Erreur lors de l'ajout du rendez-vous.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByText("Le médecin est introuvable.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Motif/)).toHaveValue("Genou");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Erreur lors de l'ajout du rendez-vous.")).not.toBeInTheDocument();
  });

  it("says 'Erreur serveur : {message}' when the server cannot be reached", async () => {
    mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json([]),
      "POST /api/appointments": networkFailure(),
    });
    const user = setup();
    renderInSession(<PatientFile patientId="12" />);
    await user.type(await screen.findByLabelText(/^Motif/), "Genou");
    await user.click(screen.getByRole("button", { name: "Ajouter le rendez-vous" }));
    expect(await screen.findByText("Erreur serveur : Failed to fetch")).toBeInTheDocument();
  });

  it("after the spec's bare call, notes under the list an overlap and a closed day, with a link to the day in the agenda", async () => {
    // Sunday 21 June 2026, 10:00 in Casablanca: the practice is closed, and Dr Bennani already sees Karim Alami at 09:45.
    const added = appointment(6, "2026-06-21T09:00:00Z", "Contrôle");
    const other = { ...appointment(3, "2026-06-21T08:45:00Z", "Genou"), patient: { id: 40, nom: "Alami", prenom: "Karim", telephone: "0600000000" } };
    let stored: Appointment[] = [];
    const { calls } = mockApi({
      "GET /api/patients/12": () => json(patient),
      "GET /api/appointments/patient/12": () => json(stored),
      "POST /api/appointments": () => {
        stored = [added];
        return json(added, 201);
      },
      "GET /api/appointments/6/warnings": () => json({ conflits: [other], fermeture: "Le cabinet est fermé le dimanche 21 juin 2026." }),
    });
    const user = setup();
    renderInSession(<PatientFile patientId="12" />);
    const when = await screen.findByLabelText(/^Date et heure/);
    await user.clear(when);
    await user.type(when, "2026-06-21T10:00");
    await user.type(screen.getByLabelText(/^Motif/), "Contrôle");
    await user.click(screen.getByRole("button", { name: "Ajouter le rendez-vous" }));

    // The spec's call and message, unchanged.
    expect(await screen.findByText("Rendez-vous ajouté avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ dateHeure: "2026-06-21T10:00", motif: "Contrôle", observation: null, patient: { id: 12 }, medecin: { id: 7 } });
    const note = await screen.findByRole("status", { name: "Nouveau rendez-vous à vérifier" });
    expect(note).toHaveTextContent("Le rendez-vous du 21/06/2026 10:00 est à vérifier.");
    expect(note).toHaveTextContent("Le cabinet est fermé le dimanche 21 juin 2026.");
    expect(note).toHaveTextContent("Il chevauche un autre rendez-vous du même agenda (Omar Bennani) :");
    expect(note).toHaveTextContent("21/06/2026 09:45 (30 min) · Karim Alami · planifié");
    expect(within(note).getByRole("link", { name: "Voir ce rendez-vous dans l'agenda" })).toHaveAttribute("href", "/responsable/agenda?jour=2026-06-21&medecin=7");
    // The note stays after the status message has gone.
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("status", { name: "Nouveau rendez-vous à vérifier" })).toBeInTheDocument();
  });

  it("tells an account that is not a doctor that the appointment goes under its name, with a link to book with a doctor", async () => {
    mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    renderInSession(<PatientFile patientId="12" />, { roles: ["ASSISTANT"], userNom: "Tazi" });
    const field = await screen.findByLabelText("Médecin");
    expect(field).toHaveValue("Tazi");
    expect(field).toHaveAccessibleDescription("Ce rendez-vous sera enregistré à votre nom, pas à celui d'un médecin. Réserver avec un médecin");
    // Only the patient's id in the address, never a name.
    expect(screen.getByRole("link", { name: "Réserver avec un médecin" })).toHaveAttribute("href", "/responsable/agenda?reserver=12");
  });

  it("says nothing of it to a doctor, an admin who consults included", async () => {
    mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    renderInSession(<PatientFile patientId="12" />, { roles: ["ADMIN", "MEDECIN"], isAdmin: true });
    await screen.findByLabelText("Médecin");
    expect(screen.queryByRole("link", { name: "Réserver avec un médecin" })).not.toBeInTheDocument();
  });

  it("shows the patient's receipts under « Honoraires » to the front desk, with « Facturer » unless the file was merged", async () => {
    const receipt = { id: 15, serie: "H", numero: "H2026-000015", jour: "2026-06-18", medecin: { id: 7, nom: "Bennani", prenom: "Omar" }, total: 45000, paye: 20000, reste: 25000, avoirs: [], factureOrigine: null, statut: "a_regler" };
    const { calls } = mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]), "GET /api/invoices": () => json({ items: [receipt] }) });
    const { unmount } = renderInSession(<PatientFile patientId="12" />, { roles: ["ASSISTANT"] });
    const fees = await screen.findByRole("region", { name: "Honoraires" });
    expect(await within(fees).findByRole("listitem", { name: "H2026-000015" })).toHaveTextContent("À régler");
    expect(within(fees).getByRole("button", { name: "Facturer" })).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/invoices?patientId=12")).toBe(true);
    unmount();

    mockApi({ "GET /api/patients/12": () => json({ ...patient, fusionneDans: 30 }), "GET /api/appointments/patient/12": () => json([]), "GET /api/invoices": () => json({ items: [receipt] }) });
    renderInSession(<PatientFile patientId="12" />, { roles: ["ASSISTANT"] });
    const merged = await screen.findByRole("region", { name: "Honoraires" });
    expect(await within(merged).findByRole("listitem", { name: "H2026-000015" })).toBeInTheDocument();
    expect(within(merged).queryByRole("button", { name: "Facturer" })).not.toBeInTheDocument();
  });

  it("links each section of the file the account sees, and only those, to its heading", async () => {
    mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    const { unmount } = renderInSession(<PatientFile patientId="12" />);
    const doctorNav = await screen.findByRole("navigation", { name: "Sections du dossier" });
    const targets = (nav: HTMLElement) => within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(targets(doctorNav)).toEqual([
      ["Informations", "#informations-patient"],
      ["Rendez-vous", "#rendez-vous"],
      ["Parcours", "#parcours"],
      ["Infiltrations", "#infiltrations"],
      ["Documents", "#documents"],
      ["Honoraires", "#honoraires"],
      ["Images et examens", "#images-examens"],
      ["Rappels", "#messages-patient"],
      ["Données personnelles", "#donnees-personnelles"],
      ["Historique d'accès", "#historique-acces"],
    ]);
    // No dead link: each lands on the heading of a panel on the page.
    for (const [, href] of targets(doctorNav)) expect(document.getElementById(href!.slice(1))?.tagName).toBe("H2");
    unmount();

    // The front desk: no clinical section, no data-protection export.
    mockApi({ "GET /api/patients/12": () => json(patient), "GET /api/appointments/patient/12": () => json([]) });
    renderInSession(<PatientFile patientId="12" />, { roles: ["ASSISTANT"] });
    const deskNav = await screen.findByRole("navigation", { name: "Sections du dossier" });
    expect(targets(deskNav).map(([label]) => label)).toEqual(["Informations", "Rendez-vous", "Parcours", "Documents", "Honoraires", "Rappels", "Historique d'accès"]);
    for (const [, href] of targets(deskNav)) expect(document.getElementById(href!.slice(1))?.tagName).toBe("H2");
  });
});
