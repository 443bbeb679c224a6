import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PatientInvoicesPanel } from "@/components/staff/billing/patient-invoices-panel";
import type { Act } from "@/schemas/act";
import type { Invoice, PatientInvoice } from "@/schemas/invoice";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

const patient = { id: 12, nom: "Ouazzani", prenom: "Réda" };
const doctor = { id: 7, nom: "Bennani", prenom: "Salma" };
const bill = (overrides: Partial<PatientInvoice> & Pick<PatientInvoice, "id" | "numero" | "statut">): PatientInvoice => ({
  serie: "H",
  jour: "2026-10-12",
  medecin: doctor,
  total: 30000,
  paye: 30000,
  reste: 0,
  avoirs: [],
  factureOrigine: null,
  ...overrides,
});

/** Newest first, as the server answers: a credit note, the receipt it corrects, one still owing, one cancelled whole. */
const items: PatientInvoice[] = [
  bill({ id: 20, serie: "A", numero: "A2026-000002", statut: "avoir", total: -12000, paye: -12000, factureOrigine: { id: 19, numero: "H2026-000019" } }),
  bill({ id: 19, numero: "H2026-000019", statut: "acquitte", total: 50000, paye: 38000, avoirs: [{ id: 20, numero: "A2026-000002", total: -12000 }] }),
  bill({ id: 15, numero: "H2026-000015", statut: "a_regler", total: 45000, paye: 20000, reste: 25000, jour: "2026-09-30" }),
  bill({ id: 11, numero: "H2026-000011", statut: "annule", paye: 0, avoirs: [{ id: 12, numero: "A2026-000001", total: -30000 }], jour: "2026-09-02" }),
];

const anAct = (id: number, code: string, tarifCentimes: number): Act => ({
  id,
  code,
  libelle: `Acte ${code}`,
  lettreCle: null,
  coefficient: null,
  tarifCentimes,
  tarifReferenceCentimes: null,
  actif: true,
  aVerifier: false,
  ordre: id,
  misAJourLe: null,
});

const row = (numero: string) => screen.getByRole("listitem", { name: numero });
const buttonsOf = (numero: string) => within(row(numero)).getAllByRole("button").map((button) => button.textContent);

describe("PatientInvoicesPanel", { timeout: 20_000 }, () => {
  it("lists the receipts and credit notes with where each stands, and the actions each allows", async () => {
    const { calls } = mockApi({ "GET /api/invoices": () => json({ items }) });
    renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ASSISTANT"] });
    const panel = screen.getByRole("region", { name: "Honoraires" });
    expect(within(panel).getByText("Chargement...")).toBeInTheDocument();
    expect(await within(panel).findByRole("listitem", { name: "A2026-000002" })).toBeInTheDocument();
    expect(calls[0]!.path).toBe("/api/invoices?patientId=12");
    expect(within(panel).getAllByRole("listitem").map((item) => item.getAttribute("aria-label"))).toEqual(["A2026-000002", "H2026-000019", "H2026-000015", "H2026-000011"]);

    expect(row("H2026-000015")).toHaveTextContent("À régler");
    expect(row("H2026-000015")).toHaveTextContent(/Reçu du 30\/09\/2026 · Dr Salma Bennani/);
    expect(row("H2026-000015")).toHaveTextContent(/Total 450,00\sDH · payé 200,00\sDH · reste 250,00\sDH/);
    expect(buttonsOf("H2026-000015")).toEqual(["Encaisser", "Réimprimer", "Feuille de soins", "Attestation", "Établir un avoir"]);

    expect(row("H2026-000019")).toHaveTextContent("Acquitté");
    expect(row("H2026-000019")).toHaveTextContent(/Avoir : A2026-000002 \(-120,00\sDH\)/);
    expect(buttonsOf("H2026-000019")).toEqual(["Réimprimer", "Feuille de soins", "Attestation", "Établir un avoir"]);

    expect(row("H2026-000011")).toHaveTextContent("Annulé par avoir");
    expect(buttonsOf("H2026-000011")).toEqual(["Réimprimer"]);

    expect(row("A2026-000002")).toHaveTextContent("Avoir");
    expect(row("A2026-000002")).toHaveTextContent(/Total -120,00\sDH · remboursé 120,00\sDH/);
    expect(row("A2026-000002")).toHaveTextContent("Corrige le reçu H2026-000019");
    expect(buttonsOf("A2026-000002")).toEqual(["Réimprimer"]);
  });

  it("says when the patient was never billed, and offers to try again when the list could not be read", async () => {
    let fail = true;
    mockApi({ "GET /api/invoices": () => (fail ? json({ message: "Erreur" }, 500) : json({ items: [] })) });
    renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ASSISTANT"] });
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de charger les reçus du patient.");
    fail = false;
    await fakeClockUser().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Aucun reçu pour ce patient.")).toBeInTheDocument();
  });

  it("takes the rest of a receipt still owing, then says so", async () => {
    const { calls } = mockApi({
      "GET /api/invoices": () => json({ items }),
      "POST /api/invoices/15/payments": () => json({ id: 15, numero: "H2026-000015", total: 45000, reste: 0 }, 201),
    });
    renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ASSISTANT"] });
    const user = fakeClockUser();
    await user.click(within(await screen.findByRole("listitem", { name: "H2026-000015" })).getByRole("button", { name: "Encaisser" }));
    const dialog = screen.getByRole("dialog", { name: "Encaisser — H2026-000015" });
    expect(within(dialog).getByLabelText("Montant (DH)")).toHaveValue("250,00");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le paiement" }));
    expect(await screen.findByText("Reçu H2026-000015 acquitté avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ mode: "especes", montant: 25000 });
  });

  it("opens the credit note of a receipt on what remains of it", async () => {
    const receipt: Invoice = {
      ...items[1]!,
      serie: "H",
      emisLe: "2026-10-12T09:30:00.000Z",
      patient,
      appointmentId: null,
      lignes: [{ id: 31, code: "Cs", libelle: "Consultation", lettreCle: "Cs", coefficient: 1, montant: 50000, tarifReference: null }],
      remise: 0,
      remiseMotif: null,
      paiements: [],
      impressions: 1,
    };
    mockApi({ "GET /api/invoices": () => json({ items }), "GET /api/invoices/19": () => json(receipt) });
    renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ASSISTANT"] });
    await fakeClockUser().click(within(await screen.findByRole("listitem", { name: "H2026-000019" })).getByRole("button", { name: "Établir un avoir" }));
    const dialog = screen.getByRole("dialog", { name: "Établir un avoir — H2026-000019" });
    expect(await within(dialog).findByRole("radio", { name: /Tout le reçu \(380,00\sDH\)/ })).toBeChecked();
  });

  it("bills the patient without an appointment; whoever is not a doctor chooses the doctor", async () => {
    const { calls } = mockApi({
      "GET /api/invoices": () => json({ items: [] }),
      "GET /api/acts": () => json([anAct(1, "Cs", 15000)]),
      "GET /api/front-desk/doctors": () => json([doctor, { id: 8, nom: "Chraibi", prenom: "Omar" }]),
      "POST /api/invoices": () => json({ id: 21, numero: "H2026-000021", total: 15000, reste: 15000 }, 201),
    });
    renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ASSISTANT"] });
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Facturer" }));
    const dialog = screen.getByRole("dialog", { name: "Facturer — Réda Ouazzani" });
    expect(await within(dialog).findByRole("option", { name: "Dr Omar Chraibi" })).toBeInTheDocument();
    await within(dialog).findByRole("option", { name: /^Cs/ });
    await user.click(within(dialog).getByRole("button", { name: /Émettre/ }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choisissez le médecin dont ce sont les honoraires.");

    await user.selectOptions(within(dialog).getByLabelText(/^Médecin/), "8");
    await user.click(within(dialog).getByRole("button", { name: /Émettre/ }));
    expect(await within(dialog).findByText("H2026-000021")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ patientId: 12, medecinId: 8, lignes: [{ actId: 1, montant: 15000 }], paiements: [] });
  });

  it("bills as the doctor who is logged in without asking, and offers no billing on a file that cannot take one", async () => {
    const { calls } = mockApi({
      "GET /api/invoices": () => json({ items: [] }),
      "GET /api/acts": () => json([anAct(1, "Cs", 15000)]),
      "POST /api/invoices": () => json({ id: 21, numero: "H2026-000021", total: 15000, reste: 15000 }, 201),
    });
    const { unmount } = renderInSession(<PatientInvoicesPanel patient={patient} canBill />, { roles: ["ADMIN", "MEDECIN"], isAdmin: true });
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Facturer" }));
    const dialog = screen.getByRole("dialog", { name: "Facturer — Réda Ouazzani" });
    await within(dialog).findByRole("option", { name: /^Cs/ });
    expect(within(dialog).queryByLabelText(/^Médecin/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: /Émettre/ }));
    expect(await within(dialog).findByText("H2026-000021")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ patientId: 12, lignes: [{ actId: 1, montant: 15000 }], paiements: [] });
    unmount();

    renderInSession(<PatientInvoicesPanel patient={patient} canBill={false} />, { roles: ["ASSISTANT"] });
    expect(await screen.findByText("Aucun reçu pour ce patient.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Facturer" })).not.toBeInTheDocument();
  });
});
