import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CertificateTemplatesPage } from "@/components/staff/documents/certificate-templates-page";
import type { DocumentTemplate } from "@/schemas/document";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const arret: DocumentTemplate = { id: 2, genre: "arret_travail", nom: "Arrêt", partage: true, actif: true, titre: "Certificat d'arrêt de travail", texte: "… du {du} au {au} inclus." };
const knee: DocumentTemplate = { id: 9, genre: "ordonnance", nom: "Après prothèse de genou", partage: true, actif: true, lignes: [], autres: [] };

describe("CertificateTemplatesPage", () => {
  it("lets an admin change a certificate's text, and lists no ordonnance", async () => {
    const { calls } = mockApi({
      "GET /api/document-templates": () => json([arret, knee]),
      "PUT /api/document-templates/2": () => json({ ...arret, texte: "Nouveau texte {patient}." }),
    });
    renderInSession(<CertificateTemplatesPage />, { isAdmin: true });
    const panel = await screen.findByRole("region", { name: "Certificat d'arrêt de travail" });
    expect(screen.getAllByRole("region")).toHaveLength(1);
    const user = userEvent.setup();
    await user.clear(within(panel).getByLabelText(/^Texte/));
    await user.type(within(panel).getByLabelText(/^Texte/), "Nouveau texte {{patient}.");
    await user.click(within(panel).getByRole("button", { name: "Enregistrer" }));
    expect(await within(panel).findByText("Modèle enregistré avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({ method: "PUT", body: { titre: "Certificat d'arrêt de travail", texte: "Nouveau texte {patient}." } });
  });

  it("is reserved to the admins", () => {
    const { fetchMock } = mockApi({});
    renderInSession(<CertificateTemplatesPage />, { isAdmin: false });
    expect(screen.getByRole("heading", { name: "Page réservée aux administrateurs" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
