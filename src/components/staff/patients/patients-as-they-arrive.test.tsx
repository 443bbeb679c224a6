import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PatientDirectory } from "@/components/staff/patients/patient-directory";
import { PatientFile } from "@/components/staff/patients/patient-file";
import type { DuplicateCandidate, PatientRecord } from "@/schemas/patient";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** Issue 32, "Patients as they really arrive" (decision 042): the walk-in registration, files to complete, the CIN. */

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", async () => ({ ...(await import("../../../../tests/support/next-navigation")), useRouter: () => router }));

beforeEach(() => {
  router.push.mockReset();
});

const incomplete = aPatientRecord({ id: 40, nom: "Ouazzani", prenom: "Rim", email: "", adresse: "", cin: "AB123456", aCompleter: ["email", "adresse"] });

function fileRoutes(patient: PatientRecord, extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    [`GET /api/patients/${patient.id}`]: () => json(patient),
    [`GET /api/appointments/patient/${patient.id}`]: () => json([]),
    [`GET /api/patients/${patient.id}/access-history`]: () => json({ items: [], total: 0 }),
    "GET /api/front-desk/doctors": () => json([]),
    ...extra,
  });
}

async function openQuickRegistration() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Nouveau patient" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Nouveau patient" }) };
}

describe("'Nouveau patient' on the patients page: a walk-in", () => {
  it("registers nom, prénom, birth date, gender and phone alone, then opens the new file", async () => {
    const { calls } = mockApi({
      "GET /api/patients/list": () => json({ items: [], total: 0 }),
      "POST /api/front-desk/patients": () => json(incomplete, 201),
    });
    renderInSession(<PatientDirectory />);
    const { user, dialog } = await openQuickRegistration();
    const inDialog = within(dialog);
    expect(inDialog.getByLabelText(/^E-mail/)).not.toBeRequired();
    expect(inDialog.getByLabelText(/^Adresse/)).not.toBeRequired();

    await user.type(inDialog.getByLabelText(/^Nom/), "Ouazzani");
    await user.type(inDialog.getByLabelText(/^Prénom/), "Rim");
    await user.type(inDialog.getByLabelText(/^Date de naissance/), "1994-03-08");
    await user.click(inDialog.getByRole("radio", { name: "Femme" }));
    await user.type(inDialog.getByLabelText(/^Téléphone/), "06 61 22 33 44");
    await user.type(inDialog.getByLabelText(/^CIN/), "ab123456");
    await user.click(inDialog.getByRole("button", { name: "Enregistrer le patient" }));

    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/responsable/patients/40"));
    const sent = calls.find((call) => call.path === "/api/front-desk/patients");
    expect(sent?.body).toEqual({
      nom: "Ouazzani",
      prenom: "Rim",
      dateNaissance: "1994-03-08",
      gender: "F",
      telephone: "06 61 22 33 44",
      email: "",
      adresse: "",
      cin: "AB123456",
      mutuelle: false,
      compagnie: null,
    });
  });

  it("sends nothing without the phone, and says why beside the field", async () => {
    const { calls } = mockApi({ "GET /api/patients/list": () => json({ items: [], total: 0 }) });
    renderInSession(<PatientDirectory />);
    const { user, dialog } = await openQuickRegistration();
    await user.type(within(dialog).getByLabelText(/^CIN/), "123");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le patient" }));
    expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription("Le téléphone est obligatoire.");
    expect(within(dialog).getByLabelText(/^CIN/)).toHaveAccessibleDescription("La CIN s'écrit avec une à trois lettres puis des chiffres (ex. AB123456).");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows a likely duplicate first, whose file can be opened instead", async () => {
    const candidate: DuplicateCandidate = { id: 12, nom: "Ouazzani", prenom: "Rim", dateNaissance: "1994-03-08", telephone: "0661223344", reasons: ["cin"], archive: false };
    mockApi({
      "GET /api/patients/list": () => json({ items: [], total: 0 }),
      "POST /api/front-desk/patients": () => json({ message: "Un patient semblable existe déjà.", duplicates: [candidate] }, 409),
    });
    renderInSession(<PatientDirectory />);
    const { user, dialog } = await openQuickRegistration();
    const inDialog = within(dialog);
    await user.type(inDialog.getByLabelText(/^Nom/), "Ouazzani");
    await user.type(inDialog.getByLabelText(/^Prénom/), "Rim");
    await user.type(inDialog.getByLabelText(/^Date de naissance/), "1994-03-08");
    await user.click(inDialog.getByRole("radio", { name: "Femme" }));
    await user.type(inDialog.getByLabelText(/^Téléphone/), "0661000000");
    await user.click(inDialog.getByRole("button", { name: "Enregistrer le patient" }));

    const warning = await inDialog.findByRole("alert");
    expect(warning).toHaveTextContent("même CIN");
    await user.click(within(warning).getByRole("button", { name: "Choisir ce patient" }));
    expect(router.push).toHaveBeenCalledWith("/responsable/patients/12");
  });
});

describe("a file registered without e-mail or address", () => {
  it("reads « À compléter » in the patients' list", async () => {
    mockApi({ "GET /api/patients/list": () => json({ items: [incomplete], total: 1 }) });
    renderInSession(<PatientDirectory />);
    const table = await screen.findByRole("table", { name: "Liste des patients" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("À compléter : e-mail, adresse");
  });

  it("shows « à compléter » and the CIN on the file, and 'Compléter le dossier' opens the form where those fields may stay blank", async () => {
    const completed = { ...incomplete, email: "rim@exemple.ma", aCompleter: ["adresse" as const] };
    const { calls } = fileRoutes(incomplete, { "PATCH /api/patients/40": () => json(completed) });
    renderInSession(<PatientFile patientId="40" />);
    const info = await screen.findByRole("table", { name: "Informations du patient" });
    const rows = Object.fromEntries(
      within(info)
        .getAllByRole("row")
        .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]),
    );
    expect(rows).toMatchObject({ "E-mail": "à compléter", Adresse: "à compléter", CIN: "AB123456" });
    expect(screen.getByRole("note")).toHaveTextContent("Dossier à compléter : e-mail et adresse manquent.");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Compléter le dossier" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier le dossier n° 40" });
    expect(within(dialog).getByLabelText(/^Adresse/)).not.toBeRequired();
    expect(within(dialog).getByLabelText(/^CIN/)).toHaveValue("AB123456");
    await user.type(within(dialog).getByLabelText(/^E-mail/), "rim@exemple.ma");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    await vi.waitFor(() => expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ email: "rim@exemple.ma" }));
    expect(await screen.findByRole("note")).toHaveTextContent("Dossier à compléter : adresse manque.");
  });

  it("has nothing to complete once complete", async () => {
    fileRoutes(aPatientRecord({ id: 41 }));
    renderInSession(<PatientFile patientId="41" />);
    await screen.findByRole("table", { name: "Informations du patient" });
    expect(screen.queryByRole("button", { name: "Compléter le dossier" })).not.toBeInTheDocument();
    expect(screen.queryByText("à compléter")).not.toBeInTheDocument();
  });
});
