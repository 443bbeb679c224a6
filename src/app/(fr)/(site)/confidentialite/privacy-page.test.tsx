import { render, screen, within } from "@testing-library/react";
import PrivacyPage from "@/app/(fr)/(site)/confidentialite/page";
import { getRuntimeValues, setRuntimeValues, type RuntimeValues } from "@/server/runtime-values";

// Rendered outside a request: nothing to wait for.
vi.mock("next/server", () => ({ connection: async () => {} }));

/**
 * /confidentialite as a server started with these RETENTION_* and PRACTICE_CNDP_NUMBER renders it
 * (decision 033), the values just read (no database read).
 */
async function renderWith(identity: Partial<RuntimeValues["identite"]>) {
  const values = getRuntimeValues().values;
  setRuntimeValues({ ...values, identite: { ...values.identite, ...identity } });
  try {
    return render(await PrivacyPage());
  } finally {
    setRuntimeValues(values);
  }
}

const retentionList = () => within(document.getElementById("conservation")!).getAllByRole("listitem").map((item) => item.textContent);

describe("/confidentialite", () => {
  it("states the retention periods of the configuration", async () => {
    await renderWith({ retention: { requestsMonths: 6, messagesMonths: 18, notificationsMonths: 3, auditYears: 1 } });
    expect(retentionList()).toEqual(
      expect.arrayContaining([
        "Demandes de rendez-vous qui n'ont pas abouti à un rendez-vous : 6 mois après la date souhaitée.",
        "Messages de contact : 18 mois après leur réception.",
        "Messages envoyés par le cabinet (confirmations et rappels de rendez-vous par e-mail, SMS ou WhatsApp) : 3 mois au plus.",
        "Journal des consultations et des modifications des dossiers (traçabilité) : 1 an.",
      ]),
    );
    expect(screen.getByText(/sont supprimés automatiquement, chaque jour, au terme des durées suivantes/)).toBeInTheDocument();
  });

  it("states the default periods, and no CNDP reference when none is configured", async () => {
    await renderWith({});
    expect(retentionList()).toContain("Messages de contact : 12 mois après leur réception.");
    expect(retentionList()).toContain("Journal des consultations et des modifications des dossiers (traçabilité) : 5 ans.");
    expect(document.body.textContent).not.toContain("formalités préalables");
  });

  it("gives the CNDP reference under the controller's section when configured", async () => {
    await renderWith({ cndpNumber: "A-GC-123/2026" });
    const controller = document.getElementById("responsable")!;
    expect(within(controller).getByText("Ce traitement a fait l'objet des formalités préalables auprès de la CNDP sous le n° A-GC-123/2026.")).toBeInTheDocument();
  });
});
