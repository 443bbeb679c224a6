import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PersonalDataPanel } from "@/components/staff/data-protection/personal-data-panel";
import type { PatientExport } from "@/schemas/data-protection";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const patient = aPatientRecord({ id: 42, nom: "Benjelloun", prenom: "Amina" });

const exported: PatientExport = {
  genereLe: "2026-11-24T09:00:00.000Z",
  cabinet: "Cabinet du Dr. Test",
  patient: { ...patient, consentements: { email: null, sms: null, whatsapp: null, canalPrefere: "whatsapp", langue: "fr" } },
  dossiersFusionnes: [],
  rendezVous: [],
  demandes: [],
  messagesContact: [],
  messagesAConfirmer: [{ id: 7, nomComplet: "Salma Benjelloun", sujet: "Question", recuLe: "2026-11-20T10:00:00.000Z" }],
  notifications: [],
  historiqueAcces: [],
  demandesDeDroits: [],
  contenuMedical: "reserve_aux_medecins",
  consultations: [],
  infiltrations: [],
  documents: [],
  fichiers: [],
};

describe("PersonalDataPanel", () => {
  it("is not shown to an assistant", () => {
    mockApi({});
    renderInSession(<PersonalDataPanel patient={patient} onAnonymised={vi.fn()} />, { roles: ["ASSISTANT"] });
    expect(screen.queryByRole("button", { name: "Exporter les données" })).not.toBeInTheDocument();
  });

  it("lets a doctor confirm a message from the file's address, then download the export with it", async () => {
    const createObjectURL = vi.fn(() => "blob:export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { calls } = mockApi({ "GET /api/patients/42/export": () => json(exported) });
    renderInSession(<PersonalDataPanel patient={patient} onAnonymised={vi.fn()} />, { roles: ["MEDECIN"] });
    expect(screen.queryByRole("button", { name: "Anonymiser le dossier" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Exporter les données" }));
    const dialog = await screen.findByRole("dialog", { name: "Exporter les données du patient" });
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: /Salma Benjelloun/ }));
    expect(within(dialog).getByRole("link", { name: "Version imprimable" })).toHaveAttribute("href", "/responsable/patients/42/donnees?messages=7");
    await userEvent.click(within(dialog).getByRole("button", { name: "Télécharger (JSON)" }));
    expect(await within(dialog).findByText("Export téléchargé avec succès.")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/patients/42/export", "/api/patients/42/export?messages=7"]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("warns an admin of the duty to keep medical records and needs a reason before anonymising", async () => {
    const onAnonymised = vi.fn();
    const { calls } = mockApi({
      "POST /api/patients/42/anonymise": () => json({ ...patient, nom: "ANONYME", prenom: "Dossier 42", dateAnonymisation: "2026-11-24T09:00:00.000Z" }),
    });
    renderInSession(<PersonalDataPanel patient={patient} onAnonymised={onAnonymised} />, { isAdmin: true, roles: ["ADMIN"] });
    await userEvent.click(screen.getByRole("button", { name: "Anonymiser le dossier" }));
    const dialog = await screen.findByRole("dialog", { name: "Anonymiser le dossier de Amina Benjelloun ?" });
    expect(dialog).toHaveTextContent("Le cabinet doit conserver le dossier médical.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Anonymiser définitivement" }));
    expect(await within(dialog).findByText("Le motif est obligatoire.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Motif/), "Courrier du 20/11/2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Anonymiser définitivement" }));
    await waitFor(() => expect(onAnonymised).toHaveBeenCalledWith(expect.objectContaining({ nom: "ANONYME" })));
    expect(calls[0]?.body).toEqual({ motif: "Courrier du 20/11/2026" });
  });
});
