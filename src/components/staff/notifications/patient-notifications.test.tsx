import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PatientNotifications } from "@/components/staff/notifications/patient-notifications";
import type { ConsentsAnswer, NotificationAnswer } from "@/schemas/notification";
import { json, mockApi, PRACTICE_TIME_ZONE, renderInSession } from "../../../../tests/support/staff-harness";

const none: ConsentsAnswer = { email: null, sms: null, whatsapp: null, canalPrefere: "whatsapp", langue: "fr" };

const sent: NotificationAnswer = {
  id: 3,
  type: "confirmation",
  canal: "email",
  statut: "envoye",
  rendezVousId: 12,
  destinataire: "fatima@example.ma",
  creeLe: "2026-11-20T09:00:00.000Z",
  envoyeLe: "2026-11-20T09:00:05.000Z",
  tentatives: 1,
  prochainEssai: null,
  erreur: null,
};
const failed: NotificationAnswer = {
  ...sent,
  id: 4,
  type: "rappel",
  canal: "sms",
  statut: "echec",
  destinataire: "+212612345678",
  creeLe: "2026-11-21T17:00:00.000Z",
  envoyeLe: null,
  tentatives: 5,
  erreur: "Numéro refusé par le fournisseur de SMS",
};

function renderPanel(props: Partial<Parameters<typeof PatientNotifications>[0]> = {}) {
  return renderInSession(
    <PatientNotifications patientId={42} email="fatima@example.ma" telephone="0612345678" timeZone={PRACTICE_TIME_ZONE} readOnly={false} {...props} />,
  );
}

describe("PatientNotifications", () => {
  it("shows each channel's agreement with its date, and the messages with their state and reason", async () => {
    mockApi({
      "GET /api/patients/42/consentements": () => json({ ...none, email: "2026-11-18T10:30:00.000Z" }),
      "GET /api/patients/42/notifications": () => json([failed, sent]),
    });
    renderPanel();
    const email = await screen.findByRole("checkbox", { name: /E-mail/ });
    expect(email).toBeChecked();
    expect(email).toHaveAccessibleDescription("Accepté le 18/11/2026 11:30");
    expect(screen.getByRole("checkbox", { name: /SMS/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /SMS/ })).toHaveAccessibleDescription("Non accepté");

    const rows = within(await screen.findByRole("table", { name: "Messages envoyés au patient" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("21/11/2026 18:00");
    expect(rows[1]).toHaveTextContent("Rappel");
    expect(rows[1]).toHaveTextContent("Échec");
    expect(rows[1]).toHaveTextContent("Numéro refusé par le fournisseur de SMS (5 essais)");
    expect(rows[2]).toHaveTextContent("Envoyé le 20/11/2026 10:00");
  });

  it("saves the ticked channels and shows the dates the server gives back", async () => {
    const { calls } = mockApi({
      "GET /api/patients/42/consentements": () => json(none),
      "GET /api/patients/42/notifications": () => json([]),
      "PUT /api/patients/42/consentements": () => json({ ...none, sms: "2026-11-24T08:00:00.000Z", whatsapp: "2026-11-24T08:00:00.000Z" }),
    });
    renderPanel();
    expect(await screen.findByText("Aucun message envoyé pour l'instant.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: /SMS/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /WhatsApp/ }));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les consentements" }));
    expect(await screen.findByText("Consentements enregistrés avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ email: false, sms: true, whatsapp: true, canalPrefere: "whatsapp", langue: "fr" });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /SMS/ })).toHaveAccessibleDescription("Accepté le 24/11/2026 09:00"));
  });

  it("says when the file has no address for a channel, and changes nothing on an archived file", async () => {
    mockApi({
      "GET /api/patients/42/consentements": () => json(none),
      "GET /api/patients/42/notifications": () => json([]),
    });
    renderPanel({ email: "", readOnly: true });
    const email = await screen.findByRole("checkbox", { name: /E-mail/ });
    expect(email).toHaveAccessibleDescription(/Aucune adresse e-mail dans le dossier/);
    expect(email).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Enregistrer les consentements" })).not.toBeInTheDocument();
  });

  it("saves the preferred channel and the language of the messages with the consents (decision 043)", async () => {
    const { calls } = mockApi({
      "GET /api/patients/42/consentements": () => json({ ...none, sms: "2026-11-18T10:30:00.000Z" }),
      "GET /api/patients/42/notifications": () => json([]),
      "PUT /api/patients/42/consentements": () => json({ ...none, sms: "2026-11-18T10:30:00.000Z", canalPrefere: "sms", langue: "ar" }),
    });
    renderPanel();
    const channel = await screen.findByRole("combobox", { name: "Canal préféré" });
    expect(channel).toHaveValue("whatsapp");
    expect(channel).toHaveAccessibleDescription("Un seul message par envoi : par ce canal s'il est accepté, sinon WhatsApp, puis SMS, puis e-mail.");
    expect(screen.getByRole("combobox", { name: "Langue des messages" })).toHaveValue("fr");
    await userEvent.selectOptions(channel, "sms");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Langue des messages" }), "ar");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les consentements" }));
    expect(await screen.findByText("Consentements enregistrés avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ email: false, sms: true, whatsapp: false, canalPrefere: "sms", langue: "ar" });
  });

  it("shows a message recorded without a provider as not sent", async () => {
    mockApi({
      "GET /api/patients/42/consentements": () => json(none),
      "GET /api/patients/42/notifications": () => json([{ ...sent, statut: "non_envoye", envoyeLe: null, erreur: "Aucun fournisseur configuré pour ce canal : rien n'est parti" }]),
    });
    renderPanel();
    const [, row] = within(await screen.findByRole("table", { name: "Messages envoyés au patient" })).getAllByRole("row");
    expect(row).toHaveTextContent("Non envoyé — aucun fournisseur configuré");
    expect(row).toHaveTextContent("Aucun fournisseur configuré pour ce canal : rien n'est parti");
    expect(row).not.toHaveTextContent(/Envoyé le/);
  });
});
