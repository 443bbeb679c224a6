import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PatientDirectory } from "@/components/staff/patients/patient-directory";
import { PatientFile } from "@/components/staff/patients/patient-file";
import type { PatientRecord } from "@/schemas/patient";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** The file's upkeep on its page and the patients' list (decision 025), as the front desk uses them. */

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", async () => ({ ...(await import("../../../../tests/support/next-navigation")), useRouter: () => router }));

const salma = aPatientRecord({ id: 12, telephone: "0612345678" });
const double = aPatientRecord({ id: 30, nom: "Benaissa", prenom: "Salma", telephone: "+212 6 12 34 56 78", dateCreation: "2024-01-10T08:00:00Z" });

function fileRoutes(patient: PatientRecord, extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    [`GET /api/patients/${patient.id}`]: () => json(patient),
    [`GET /api/appointments/patient/${patient.id}`]: () => json([]),
    [`GET /api/patients/${patient.id}/access-history`]: () => json({ items: [], total: 0 }),
    "GET /api/front-desk/doctors": () => json([]),
    ...extra,
  });
}

beforeEach(() => {
  router.replace.mockReset();
  router.push.mockReset();
  window.history.replaceState(null, "", "/responsable/patients/12");
});
afterEach(() => window.history.replaceState(null, "", "/"));

describe("the patient's file", () => {
  it("'Modifier' sends only the changed field, then shows the new phone and says so", async () => {
    const { calls } = fileRoutes(salma, { "PATCH /api/patients/12": () => json({ ...salma, telephone: "07 11 22 33 44" }) });
    renderInSession(<PatientFile patientId="12" />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Modifier" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier le dossier n° 12" });
    const phone = within(dialog).getByLabelText(/Téléphone/);
    expect(phone).toHaveValue("0612345678");
    await user.clear(phone);
    await user.type(phone, "07 11 22 33 44");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Dossier modifié avec succès.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ telephone: "07 11 22 33 44" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Informations du patient" })).getByText("07 11 22 33 44")).toBeInTheDocument();
  });

  it("shows the file an edit would look like, with a link to merge them, and saves once confirmed", async () => {
    const candidate = { id: 30, nom: "Benaissa", prenom: "Salma", dateNaissance: "1984-02-29", telephone: "0611111111", reasons: ["nom-date-naissance"], archive: false };
    let answers = 0;
    const { calls } = fileRoutes(salma, {
      "PATCH /api/patients/12": () => (++answers === 1 ? json({ message: "Un patient semblable existe déjà.", duplicates: [candidate] }, 409) : json({ ...salma, nom: "Benaissa" })),
    });
    renderInSession(<PatientFile patientId="12" />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Modifier" }));
    const dialog = screen.getByRole("dialog");
    await user.clear(within(dialog).getByLabelText(/^Nom/));
    await user.type(within(dialog).getByLabelText(/^Nom/), "Benaissa");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    const warning = await within(dialog).findByRole("alert");
    expect(warning).toHaveTextContent("Un patient semblable existe déjà.");
    expect(within(warning).getByRole("link", { name: "Fusionner avec ce dossier" })).toHaveAttribute("href", "/responsable/patients/12?fusion=30");
    await user.click(within(warning).getByRole("button", { name: "Enregistrer quand même" }));
    expect(await screen.findByText("Dossier modifié avec succès.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ nom: "Benaissa" }, { nom: "Benaissa" }]);
  });

  it("archives after a confirmation; an archived file says so and is restored in one click", async () => {
    const archived = { ...salma, dateArchivage: "2026-06-20T09:00:00Z" };
    const { calls } = fileRoutes(salma, {
      "POST /api/patients/12/archive": () => json(archived),
      "POST /api/patients/12/restore": () => json(salma),
    });
    renderInSession(<PatientFile patientId="12" />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Archiver" }));
    await user.click(within(screen.getByRole("dialog", { name: "Archiver ce dossier ?" })).getByRole("button", { name: "Archiver" }));
    const banner = await screen.findByRole("note");
    expect(banner).toHaveTextContent("Dossier archivé");
    expect(banner).toHaveTextContent("Depuis le 20/06/2026 10:00");
    expect(screen.getByText("Ce dossier est archivé : restaurez-le pour ajouter un rendez-vous.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archiver" })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole("button", { name: "Restaurer" }));
    expect(await screen.findByText("Dossier restauré avec succès.")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/api/patients/12/archive", "/api/patients/12/restore"]);
  });

  it("shows a merged file read only, pointing to the file kept", async () => {
    fileRoutes({ ...salma, dateArchivage: "2026-06-20T09:00:00Z", fusionneDans: 30 });
    renderInSession(<PatientFile patientId="12" />);
    const banner = await screen.findByRole("note");
    expect(banner).toHaveTextContent("Dossier fusionné dans le dossier n° 30");
    expect(within(banner).getByRole("link", { name: "dossier n° 30" })).toHaveAttribute("href", "/responsable/patients/30");
    expect(screen.queryByRole("button", { name: "Modifier" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archiver" })).not.toBeInTheDocument();
  });

  it("merges on the merge screen: both files side by side, the one kept chosen, then a confirmation", async () => {
    window.history.replaceState(null, "", "/responsable/patients/12?fusion=30");
    const { calls } = fileRoutes(salma, {
      "GET /api/patients/30": () => json(double),
      "GET /api/appointments/patient/30": () => json([]),
      "POST /api/patients/30/merge": () => json({ ...double, dossiersFusionnes: [12] }),
    });
    renderInSession(<PatientFile patientId="12" />);
    const user = userEvent.setup();

    const comparison = await screen.findByRole("region", { name: "Comparaison des deux dossiers" });
    const phoneRow = within(comparison).getByRole("row", { name: /Téléphone/ });
    expect(phoneRow).toHaveTextContent("différent");
    expect(phoneRow).toHaveTextContent("0612345678");
    expect(phoneRow).toHaveTextContent("+212 6 12 34 56 78");

    await user.click(screen.getByRole("radio", { name: /Conserver le dossier n° 30/ }));
    expect(screen.getByText(/Le dossier n° 12 sera fusionné dans le dossier n° 30/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fusionner les dossiers" }));
    await user.click(within(screen.getByRole("dialog", { name: "Fusionner ces deux dossiers ?" })).getByRole("button", { name: "Fusionner" }));

    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/responsable/patients/30?fusionne=12"));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({ path: "/api/patients/30/merge", body: { fromId: 12 } });
  });

  it("does not offer the merge to an assistant", async () => {
    fileRoutes(salma);
    renderInSession(<PatientFile patientId="12" />, { roles: ["ASSISTANT"] });
    expect(await screen.findByRole("button", { name: "Modifier" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fusionner un doublon" })).not.toBeInTheDocument();
  });
});

describe("the patients' list", () => {
  const page = { items: [salma, { ...double, dateArchivage: "2026-06-20T09:00:00Z" }], total: 2 };

  it("lists the files with their state, and asks again with the filters chosen", async () => {
    const { calls } = mockApi({ "GET /api/patients/list": () => json(page) });
    renderInSession(<PatientDirectory />);
    const user = userEvent.setup();

    const table = await screen.findByRole("table", { name: "Liste des patients" });
    expect(screen.getByText("2 dossiers")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "Benaïssa" })).toHaveAttribute("href", "/responsable/patients/12");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("Archivé");

    await user.type(screen.getByLabelText("Rechercher"), "salma 29/02/1984");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await user.selectOptions(screen.getByLabelText("Trier par"), "nom");
    await user.click(screen.getByRole("checkbox", { name: "Inclure les dossiers archivés" }));
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe("/api/patients/list?q=salma+29%2F02%2F1984&tri=nom&archives=1&offset=0&limit=50"));
  });

  it("says a date that does not exist beside the field, without asking the server", async () => {
    const { calls } = mockApi({ "GET /api/patients/list": () => json({ items: [], total: 0 }) });
    renderInSession(<PatientDirectory />);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucun patient enregistré.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Rechercher"), "31/02/1990");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(screen.getByText("La date de naissance doit être une date valide (JJ/MM/AAAA).")).toBeInTheDocument();
    expect(screen.getByLabelText("Rechercher")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(1);
  });
});
