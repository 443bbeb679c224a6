import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BookingPage } from "@/components/staff/booking/booking-page";
import type { Act } from "@/schemas/act";
import type { BookingSettings, VisitType } from "@/schemas/booking";
import { fakeClockInEachTest, fakeClockUser, flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable/reservation" }));

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

beforeEach(() => {
  router.replace.mockReset();
});

const admin = { isAdmin: true, roles: ["ADMIN"] };

const defaults: BookingSettings = {
  reservationEnLigne: true,
  preavisMinutes: 120,
  horizonJours: 60,
  pasMinutes: null,
  plafondJournalier: null,
  delaiAnnulationMinutes: 120,
  seuilAbsences: 2,
  misAJourLe: null,
};

const firstVisit: VisitType = {
  id: 1,
  libelleFr: "Première consultation",
  libelleAr: "استشارة أولى",
  dureeMinutes: 30,
  medecins: [],
  actes: [],
  enLigne: true,
  reservablePar: "tous",
  instructionsFr: "Apportez vos radiographies.",
  instructionsAr: null,
  actif: true,
  ordre: 1,
};
const postOp: VisitType = { ...firstVisit, id: 3, libelleFr: "Contrôle post-opératoire", libelleAr: "مراقبة ما بعد العملية", dureeMinutes: 20, reservablePar: "patients_connus", ordre: 3 };
const doctors = [
  { id: 11, nom: "Bennani", prenom: "Salma" },
  { id: 12, nom: "Idrissi", prenom: "Omar" },
];

const anAct = (id: number, code: string, libelle: string, actif = true): Act => ({
  id,
  code,
  libelle,
  lettreCle: null,
  coefficient: null,
  tarifCentimes: 15000,
  tarifReferenceCentimes: null,
  actif,
  aVerifier: false,
  ordre: id,
  misAJourLe: null,
});
const catalogue = [anAct(1, "Cs", "Consultation de spécialiste"), anAct(2, "PLA", "Plâtre", false), anAct(3, "INF", "Infiltration articulaire")];

function routes(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/booking/settings": () => json(defaults),
    "GET /api/booking/visit-types": () => json([firstVisit, postOp]),
    "GET /api/front-desk/doctors": () => json(doctors),
    "GET /api/acts": () => json(catalogue),
    ...overrides,
  });
}

describe("BookingPage", { timeout: 20_000 }, () => {
  it("sends a non-admin to / without reading anything", async () => {
    const { calls } = mockApi({});
    renderInSession(<BookingPage />, { isAdmin: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(calls).toHaveLength(0);
  });

  it("shows the rules and the visit types, with both labels, the duration, the doctors and who may book", async () => {
    routes();
    renderInSession(<BookingPage />, admin);
    expect(await screen.findByRole("checkbox", { name: "Réservation en ligne ouverte" })).toBeChecked();
    expect(screen.getByLabelText(/^Délai minimum avant un rendez-vous/)).toHaveValue(120);
    expect(screen.getByLabelText(/^Pas de la grille/)).toHaveValue(null);
    const types = screen.getByRole("region", { name: "Types de consultation" });
    const rows = await within(types).findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Première consultation");
    expect(within(rows[0]!).getByText("استشارة أولى")).toHaveAttribute("lang", "ar");
    expect(rows[0]).toHaveTextContent("30 min · Tous les médecins · En ligne : tout le monde");
    expect(rows[1]).toHaveTextContent("20 min · Tous les médecins · En ligne : patients connus du cabinet");
    expect(screen.getByText("Règles par défaut : jamais enregistrées.")).toBeInTheDocument();
  });

  it("saves the rules as numbers, an emptied optional field as null, and says so", async () => {
    const { calls } = routes({
      "PUT /api/booking/settings": (_url, init) => json({ ...(JSON.parse(String(init.body)) as object), misAJourLe: "2026-10-14T09:00:05.000Z" }),
    });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    fireEvent.change(await screen.findByLabelText(/^Réservations en ligne par médecin et par jour/), { target: { value: "6" } });
    fireEvent.change(screen.getByLabelText(/^Délai minimum avant un rendez-vous/), { target: { value: "240" } });
    await user.click(screen.getByRole("checkbox", { name: "Réservation en ligne ouverte" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer les règles" }));

    expect(await screen.findByText("Règles de réservation enregistrées avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/booking/settings",
      body: { reservationEnLigne: false, preavisMinutes: 240, horizonJours: 60, pasMinutes: null, plafondJournalier: 6, delaiAnnulationMinutes: 120, seuilAbsences: 2 },
    });
  });

  it("turns the no-show rule off when its field is emptied, and refuses 0", async () => {
    const { calls } = routes({
      "PUT /api/booking/settings": (_url, init) => json({ ...(JSON.parse(String(init.body)) as object), misAJourLe: "2026-10-14T09:00:05.000Z" }),
    });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    const absences = await screen.findByLabelText(/^Absences en 12 mois avant confirmation par le cabinet/);
    expect(absences).toHaveValue(2);
    fireEvent.change(absences, { target: { value: "0" } });
    await user.click(screen.getByRole("button", { name: "Enregistrer les règles" }));
    expect(await screen.findByText("Le nombre d'absences doit être d'au moins 1.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

    fireEvent.change(absences, { target: { value: "" } });
    await user.click(screen.getByRole("button", { name: "Enregistrer les règles" }));
    expect(await screen.findByText("Règles de réservation enregistrées avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ seuilAbsences: null });
  });

  it("shows the schema's message beside a rule and sends nothing", async () => {
    const { calls } = routes();
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    const horizon = await screen.findByLabelText(/^Réservable jusqu'à/);
    fireEvent.change(horizon, { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText(/^Pas de la grille/), { target: { value: "7" } });
    await user.click(screen.getByRole("button", { name: "Enregistrer les règles" }));

    const message = await screen.findByText("L'horizon doit être d'au moins 1 jour.");
    expect(horizon).toHaveAttribute("aria-describedby", message.id);
    expect(screen.getByText("Le pas de la grille doit être un multiple de 5 minutes.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("changes a visit type in a dialog: its duration and the doctors who take it", async () => {
    let listed = [firstVisit, postOp];
    const { calls } = routes({
      "GET /api/booking/visit-types": () => json(listed),
      "PUT /api/booking/visit-types/1": (_url, init) => {
        const body = JSON.parse(String(init.body)) as { dureeMinutes: number };
        listed = [{ ...firstVisit, dureeMinutes: body.dureeMinutes, medecins: [{ ...doctors[1]! }] }, postOp];
        return json(listed[0]);
      },
    });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Modifier Première consultation" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier « Première consultation »" });
    expect(within(dialog).getByLabelText(/^Libellé en arabe/)).toHaveValue("استشارة أولى");
    fireEvent.change(within(dialog).getByLabelText(/^Durée/), { target: { value: "40" } });
    await user.click(within(dialog).getByRole("checkbox", { name: "Dr Omar Idrissi" }));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Type de consultation enregistré avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/booking/visit-types/1",
      body: {
        libelleFr: "Première consultation",
        libelleAr: "استشارة أولى",
        dureeMinutes: 40,
        medecinIds: [12],
        enLigne: true,
        reservablePar: "tous",
        instructionsFr: "Apportez vos radiographies.",
        instructionsAr: null,
        actif: true,
        ordre: 1,
      },
    });
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("40 min · Dr Omar Idrissi"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lists the acts a type is billed with, in the catalogue's order, inactive acts offered only when already listed", async () => {
    let listed = [firstVisit, postOp];
    const { calls } = routes({
      "GET /api/booking/visit-types": () => json(listed),
      "PUT /api/booking/visit-types/1": () => {
        listed = [{ ...firstVisit, actes: [catalogue[0]!, catalogue[2]!].map(({ id, code, libelle }) => ({ id, code, libelle })) }, postOp];
        return json(listed[0]);
      },
    });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Modifier Première consultation" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier « Première consultation »" });
    const acts = within(within(dialog).getByRole("group", { name: "Actes facturés par défaut" }));
    expect(acts.getAllByRole("checkbox").map((box) => box.closest("label")!.textContent)).toEqual(["Cs Consultation de spécialiste", "INF Infiltration articulaire"]);
    await user.click(acts.getByRole("checkbox", { name: /INF/ }));
    await user.click(acts.getByRole("checkbox", { name: /Cs/ }));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Type de consultation enregistré avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ acteIds: [1, 3] });
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Facturé : Cs + INF"));
  });

  it("adds a type, refusing a blank Arabic label beside its field first", async () => {
    const { calls } = routes({ "POST /api/booking/visit-types": (_url, init) => json({ ...firstVisit, ...(JSON.parse(String(init.body)) as object), id: 9, medecins: [] }, 201) });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Ajouter un type" }));
    const dialog = screen.getByRole("dialog", { name: "Nouveau type de consultation" });
    await user.type(within(dialog).getByLabelText(/^Libellé en français/), "Infiltration échoguidée");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le libellé en arabe est obligatoire.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Libellé en arabe/), "حقن موجه");
    await user.selectOptions(within(dialog).getByLabelText("Réservable en ligne par"), "patients_connus");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Type de consultation enregistré avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      body: { libelleFr: "Infiltration échoguidée", libelleAr: "حقن موجه", dureeMinutes: 30, medecinIds: [], reservablePar: "patients_connus", instructionsFr: null, instructionsAr: null },
    });
  });

  it("shows a failed load of the rules with 'Réessayer', which reads again", async () => {
    const settings = flakyRoute(defaults);
    routes({ "GET /api/booking/settings": settings.route });
    renderInSession(<BookingPage />, admin);
    const user = fakeClockUser();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de charger les règles de réservation.");
    settings.recover();
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("button", { name: "Enregistrer les règles" })).toBeInTheDocument();
  });
});
