import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InfiltrationsPanel } from "@/components/staff/consultations/infiltrations-panel";
import type { InfiltrationRegister } from "@/schemas/consultation";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

const doctor = { id: 7, nom: "Bennani", prenom: "Omar" };
const injection = (id: number, date: string) => ({
  id,
  patientId: 12,
  consultationId: null,
  medecin: doctor,
  articulation: "genou" as const,
  cote: "droit" as const,
  produit: "Acide hyaluronique",
  dose: "2 ml",
  lot: "HA-1234",
  date,
  creeLe: `${date}T10:00:00.000Z`,
});
const fourth = { code: "quatrieme_en_12_mois" as const, message: "Ce serait la 4e infiltration du genou droit en 12 mois (3 depuis le 15/10/2025)." };

const register: InfiltrationRegister = {
  aujourdHui: "2026-10-14",
  infiltrations: [injection(3, "2026-06-20"), injection(2, "2026-03-02"), injection(1, "2025-10-15")],
  articulations: [{ articulation: "genou", cote: "droit", derniere: "2026-06-20", nombre12Mois: 3, alertesProchaine: [fourth] }],
  lots: [{ lot: "HA-1234", produit: "Acide hyaluronique", dates: ["2026-06-20", "2026-03-02", "2025-10-15"] }],
};

describe("InfiltrationsPanel", () => {
  it("shows each joint's count and what a new injection today would be warned of, and the batches given", async () => {
    mockApi({ "GET /api/patients/12/infiltrations": () => json(register) });
    renderInSession(<InfiltrationsPanel patientId={12} />);
    const joints = await screen.findByRole("list", { name: "Articulations infiltrées" });
    expect(joints).toHaveTextContent("Genou droit : 3 en 12 mois, dernière le 20/06/2026");
    expect(within(joints).getByRole("note")).toHaveTextContent(fourth.message);
    expect(screen.getAllByRole("row")).toHaveLength(4);
    expect(screen.getByText("HA-1234", { selector: "span" }).parentElement).toHaveTextContent("HA-1234 — Acide hyaluronique (20/06/2026, 02/03/2026, 15/10/2025)");
  });

  it("asks for the side of a knee, shows the server's warnings, and records once 'Enregistrer quand même'", async () => {
    const { calls } = mockApi({
      "GET /api/patients/12/infiltrations": () => json(register),
      "POST /api/patients/12/infiltrations": (_url, init) =>
        (JSON.parse(String(init.body)) as { forcer?: boolean }).forcer
          ? json(injection(4, "2026-10-14"), 201)
          : json({ message: "Cette infiltration demande confirmation.", alertes: [fourth] }, 409),
    });
    renderInSession(<InfiltrationsPanel patientId={12} />);
    const user = fakeClockUser();
    const form = (await screen.findByRole("heading", { name: "Enregistrer une infiltration" })).closest("form")!;

    await user.selectOptions(within(form).getByLabelText(/^Articulation/), "genou");
    await user.type(within(form).getByLabelText(/^Produit/), "Acide hyaluronique");
    await user.type(within(form).getByLabelText(/^Dose/), "2 ml");
    await user.type(within(form).getByLabelText(/^Numéro de lot/), "HA-1234");
    expect(within(form).getByLabelText(/^Date/)).toHaveValue("2026-10-14");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'infiltration" }));
    expect(within(form).getByText("Précisez le côté.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.click(within(form).getByRole("radio", { name: "Droit" }));
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'infiltration" }));
    expect(await within(form).findByText(fourth.message)).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Enregistrer quand même" }));
    expect(await within(form).findByText("Infiltration enregistrée.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { articulation: "genou", cote: "droit", produit: "Acide hyaluronique", dose: "2 ml", lot: "HA-1234", date: "2026-10-14" },
      { articulation: "genou", cote: "droit", produit: "Acide hyaluronique", dose: "2 ml", lot: "HA-1234", date: "2026-10-14", forcer: true },
    ]);
  });
});
