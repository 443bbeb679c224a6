import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PatientDocuments } from "@/components/staff/documents/patient-documents";
import type { DocumentList, DocumentListItem, DocumentTemplate } from "@/schemas/document";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const patient = aPatientRecord();

const listed = (overrides: Partial<DocumentListItem>): DocumentListItem => ({
  id: 1,
  type: "ordonnance",
  modele: null,
  titre: "Ordonnance",
  numero: "2026-000001",
  format: "A5",
  emisAt: "2026-06-15T09:05:00.000Z",
  medecin: { id: 7, nom: "Bennani", prenom: "Salma" },
  impressions: 0,
  annuleAt: null,
  annuleMotif: null,
  imprimable: true,
  ...overrides,
});

const documents: DocumentList = {
  items: [
    listed({ id: 2, type: "certificat", modele: "descriptif", titre: "Certificat médical descriptif", numero: "2026-000002", format: "A4", imprimable: false }),
    listed({ id: 1 }),
  ],
  verification: { adresse: "http://localhost:3000/verifier", locale: true },
};

const kneeTemplate: DocumentTemplate = {
  id: 9,
  genre: "ordonnance",
  nom: "Après prothèse de genou",
  partage: true,
  actif: true,
  lignes: [{ nom: "Paracétamol", forme: "comprimé 1 g", posologie: "1 comprimé 3 fois par jour", posologieAr: "قرص واحد 3 مرات في اليوم", duree: "15 jours", quantite: "3 boîtes" }],
  autres: [{ genre: "kinesitherapie", texte: "Rééducation du genou", seances: 20 }],
};

describe("PatientDocuments", () => {
  it("shows the front desk the documents and a print button only for what carries no diagnosis", async () => {
    mockApi({ [`GET /api/patients/${patient.id}/documents`]: () => json(documents) });
    renderInSession(<PatientDocuments patient={patient} readOnly={false} />, { roles: ["ASSISTANT"] });
    const list = await screen.findByRole("list", { name: "Documents du patient" });
    const [certificate, prescription] = within(list).getAllByRole("listitem");
    expect(certificate).toHaveTextContent("Certificat médical descriptif");
    expect(within(certificate!).queryByRole("button")).toBeNull();
    expect(within(prescription!).getByRole("button", { name: "Imprimer Ordonnance n° 2026-000001" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nouvelle ordonnance" })).toBeNull();
    expect(screen.queryByText(/QR code des documents/)).toBeNull();
  });

  it("lets a doctor issue an ordonnance from a template, its lines editable, and says where the QR codes lead", async () => {
    const { calls } = mockApi({
      [`GET /api/patients/${patient.id}/documents`]: () => json(documents),
      "GET /api/document-templates": () => json([kneeTemplate]),
      "GET /api/prescription-favourites": () => json([]),
      [`POST /api/patients/${patient.id}/documents`]: () => json({ id: 3, numero: "2026-000003", codeVerification: "abcdefghijklmnopqrstuv" }, 201),
    });
    renderInSession(<PatientDocuments patient={patient} readOnly={false} />);
    expect(await screen.findByText(/une adresse qu'un téléphone hors du cabinet ne peut pas joindre/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Nouvelle ordonnance" }));
    const dialog = screen.getByRole("dialog", { name: /Nouvelle ordonnance/ });
    await within(dialog).findByRole("option", { name: "Après prothèse de genou" });
    await user.selectOptions(within(dialog).getByLabelText("Partir d'un modèle"), "9");
    expect(within(dialog).getByLabelText(/^Médicament/)).toHaveValue("Paracétamol");
    await user.clear(within(dialog).getByLabelText("Durée"));
    await user.type(within(dialog).getByLabelText("Durée"), "10 jours");
    await user.click(within(dialog).getByRole("button", { name: "Établir l'ordonnance" }));
    expect(await screen.findByText("Document n° 2026-000003 établi.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      type: "ordonnance",
      format: "A5",
      arabe: true,
      lignes: [{ ...kneeTemplate.lignes![0], duree: "10 jours" }],
      autres: [{ genre: "kinesitherapie", texte: "Rééducation du genou", seances: 20 }],
    });
  });
});
