import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConsultationForm } from "@/components/staff/consultations/consultation-form";
import type { ConsultationNote } from "@/schemas/consultation";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-11-23T09:00:00Z"));

/** The autosave's pause here: long enough that the test, not the machine's speed, decides when it passes. */
const PAUSE = 10_000;

const doctor = { id: 7, nom: "Bennani", prenom: "Omar" };

function aNote(overrides: Partial<ConsultationNote> = {}): ConsultationNote {
  return {
    id: 31,
    patientId: 12,
    rendezVousId: 5,
    medecin: doctor,
    statut: "brouillon",
    creeLe: "2026-11-23T09:00:00.000Z",
    signeLe: null,
    contenuVisible: true,
    motif: "Douleur du genou",
    antecedents: null,
    histoire: null,
    examens: [],
    douleur: null,
    imagerie: null,
    diagnostic: null,
    conduite: null,
    modifieLe: "2026-11-23T09:00:00.000Z",
    signePar: null,
    addenda: [],
    ...overrides,
  };
}

/** The patient's knee note of October: what choosing "Genou" starts from. */
const october = aNote({
  id: 20,
  rendezVousId: 2,
  statut: "signe",
  creeLe: "2026-10-12T09:00:00.000Z",
  signeLe: "2026-10-12T09:20:00.000Z",
  examens: [{ region: "genou", cote: "gauche", constatations: "Épanchement, flexion 110°." }],
  diagnostic: "Gonarthrose",
});

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let current = aNote();
  return mockApi({
    "GET /api/consultations/diagnostics-favoris": () => json({ diagnostics: ["Lésion méniscale interne", "Gonarthrose"] }),
    "GET /api/patients/12/consultations": () => json([current, october]),
    "PATCH /api/consultations/31": (_url, init) => {
      current = { ...current, ...(JSON.parse(String(init.body)) as Partial<ConsultationNote>) };
      return json(current);
    },
    "POST /api/consultations/31/sign": () => json({ ...current, statut: "signe", signeLe: "2026-11-23T09:05:00.000Z", signePar: doctor }),
    ...overrides,
  });
}

const patches = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === "PATCH").map((call) => call.body);

describe("ConsultationForm", () => {
  it("saves what was typed once the doctor pauses, only the fields changed, and says 'Brouillon enregistré'", async () => {
    const { calls } = api();
    renderInSession(<ConsultationForm note={aNote()} onSigned={() => {}} autosaveDelay={PAUSE} />);
    const user = fakeClockUser();

    await user.type(screen.getByLabelText("Histoire de la maladie"), "Douleur mécanique");
    await user.type(screen.getByLabelText("Conduite à tenir"), "IRM");
    expect(patches(calls)).toEqual([]);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Enregistrement…");

    await act(() => vi.advanceTimersByTimeAsync(PAUSE + 100));
    expect(patches(calls)).toEqual([{ histoire: "Douleur mécanique", conduite: "IRM" }]);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Brouillon enregistré");

    // Nothing new typed: nothing sent again.
    await act(() => vi.advanceTimersByTimeAsync(3 * PAUSE));
    expect(patches(calls)).toHaveLength(1);
  });

  it("starts a region from the patient's last note of it, takes a favourite diagnosis and the pain's value", async () => {
    const { calls } = api();
    renderInSession(<ConsultationForm note={aNote()} onSigned={() => {}} autosaveDelay={PAUSE} />);
    const user = fakeClockUser();

    const knee = screen.getByRole("button", { name: "Genou" });
    await user.click(knee);
    expect(knee).toHaveAttribute("aria-pressed", "true");
    const findings = await screen.findByLabelText("Examen — Genou");
    expect(await screen.findByDisplayValue("Épanchement, flexion 110°.")).toBe(findings);
    expect(screen.getByText("Repris de la consultation du 12/10/2026 : à vérifier.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Gauche" })).toBeChecked();
    expect(screen.getByLabelText("Diagnostic")).toHaveValue("Gonarthrose");
    expect(calls.some((call) => call.path === "/api/patients/12/consultations?region=genou")).toBe(true);

    await user.click(screen.getByRole("radio", { name: "Droit" }));
    await user.click(within(screen.getByRole("group", { name: "Diagnostics favoris" })).getByRole("button", { name: "Lésion méniscale interne" }));
    expect(screen.getByLabelText("Diagnostic")).toHaveValue("Lésion méniscale interne");

    const pain = screen.getByLabelText("Douleur (EVA 0 à 10)");
    expect(pain).toHaveAttribute("aria-valuetext", "non évaluée");
    fireEvent.change(pain, { target: { value: "7" } });
    expect(screen.getByText("7 / 10")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PAUSE + 100));
    expect(patches(calls).at(-1)).toEqual({
      examens: [{ region: "genou", cote: "droit", constatations: "Épanchement, flexion 110°." }],
      douleur: 7,
      diagnostic: "Lésion méniscale interne",
    });
  });

  it("signs after saving what is left and a confirmation; a knee without its side is named", async () => {
    let refuse = true;
    const signed = vi.fn();
    const { calls } = api({
      "POST /api/consultations/31/sign": () =>
        refuse
          ? json({ message: "Précisez le côté de chaque région examinée.", errors: { "examens.0.cote": "Précisez le côté." } }, 400)
          : json(aNote({ statut: "signe", signeLe: "2026-11-23T09:05:00.000Z", signePar: doctor })),
      "GET /api/patients/12/consultations": () => json([]),
    });
    renderInSession(<ConsultationForm note={aNote()} onSigned={signed} autosaveDelay={PAUSE} />);
    const user = fakeClockUser();

    await user.click(screen.getByRole("button", { name: "Genou" }));
    await user.type(screen.getByLabelText("Examen — Genou"), "Flexum");
    await user.click(screen.getAllByRole("button", { name: "Signer" })[0]!);
    // Saved first, without waiting for the pause.
    expect(patches(calls)).toEqual([{ examens: [{ region: "genou", cote: null, constatations: "Flexum" }] }]);
    const dialog = await screen.findByRole("dialog", { name: "Signer la consultation ?" });
    await user.click(within(dialog).getByRole("button", { name: "Signer la consultation" }));
    expect(await screen.findByText("Précisez le côté.")).toBeInTheDocument();
    expect(signed).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole("radio", { name: "Gauche" }));
    await user.click(screen.getAllByRole("button", { name: "Signer" })[0]!);
    await user.click(within(await screen.findByRole("dialog", { name: "Signer la consultation ?" })).getByRole("button", { name: "Signer la consultation" }));
    await vi.waitFor(() => expect(signed).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(2);
  });
});
