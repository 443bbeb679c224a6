import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PatientTimeline } from "@/components/staff/consultations/patient-timeline";
import type { Timeline, TimelineItem } from "@/schemas/consultation";
import { currentUrl, visit } from "../../../../tests/support/next-navigation";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));

fakeClockInEachTest(new Date("2026-11-23T09:00:00Z"));

const doctor = { id: 7, nom: "Bennani", prenom: "Omar" };
const visitOfToday = { type: "rendez_vous", id: 5, date: "2026-11-23T08:00:00.000Z", medecin: doctor, statut: "vu", motif: "Genou droit", consultationId: 31 } as const;

const signedNote = {
  type: "consultation",
  id: 31,
  date: "2026-11-23T08:00:00.000Z",
  medecin: doctor,
  statut: "signe",
  rendezVousId: 5,
  contenuVisible: true,
  motif: "Douleur du genou droit",
  diagnostic: "Lésion méniscale interne",
  douleur: 6,
  regions: [{ region: "genou", cote: "droit" }],
  addenda: 1,
} as const satisfies TimelineItem;

const doctorsView: Timeline = {
  contenuVisible: true,
  regions: ["genou", "epaule"],
  items: [
    { ...signedNote, regions: [...signedNote.regions] },
    visitOfToday,
    { type: "infiltration", id: 3, date: "2026-10-01T11:00:00.000Z", jour: "2026-10-01", medecin: doctor, articulation: "epaule", cote: "gauche", produit: "Triamcinolone", dose: "40 mg", lot: "TR-7" },
  ],
};

describe("PatientTimeline", () => {
  it("shows a doctor each note's gist, newest first, and keeps one region in the address", async () => {
    visit("/responsable/patients/12");
    const { calls } = mockApi({ "GET /api/patients/12/timeline": () => json(doctorsView) });
    renderInSession(<PatientTimeline patientId={12} />);
    const user = fakeClockUser();

    const entries = within(await screen.findByRole("list", { name: "Parcours, du plus récent au plus ancien" })).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Consultation.*Signée.*Genou droit.*EVA 6\/10.*Douleur du genou droit.*Lésion méniscale interne.*1 addendum.*Lire la consultation/),
      expect.stringMatching(/^Rendez-vous.*vu.*Genou droit/),
      expect.stringMatching(/^Infiltration — Épaule gauche.*01\/10\/2026.*Triamcinolone · 40 mg · lot TR-7/),
    ]);
    expect(within(entries[0]!).getByRole("link", { name: "Lire la consultation" })).toHaveAttribute("href", "/responsable/consultations/31");
    expect(screen.getByRole("button", { name: "Nouvelle consultation" })).toBeInTheDocument();

    await user.click(within(screen.getByRole("group", { name: "Filtrer par région" })).getByRole("button", { name: "Genou" }));
    expect(currentUrl()).toBe("/responsable/patients/12?region=genou");
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe("/api/patients/12/timeline?region=genou"));
  });

  it("shows the front desk that a note exists, by whom and when, never what it says", async () => {
    visit("/responsable/patients/12");
    mockApi({
      "GET /api/patients/12/timeline": () =>
        json({
          contenuVisible: false,
          regions: [],
          items: [
            { ...signedNote, contenuVisible: false, motif: null, diagnostic: null, douleur: null, regions: [] },
            visitOfToday,
          ],
        } satisfies Timeline),
    });
    renderInSession(<PatientTimeline patientId={12} />, { roles: ["ASSISTANT"] });

    const entries = within(await screen.findByRole("list", { name: "Parcours, du plus récent au plus ancien" })).getAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("Consultation");
    expect(entries[0]).toHaveTextContent("Dr Omar Bennani");
    expect(entries[0]).toHaveTextContent("Contenu réservé aux médecins");
    expect(within(entries[0]!).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nouvelle consultation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Filtrer par région" })).not.toBeInTheDocument();
  });

  it("lists the documents given and the images brought; an image's thumbnail comes through a blob: address and opens the viewer", async () => {
    visit("/responsable/patients/12");
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:http://localhost/1");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const image = () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { "Content-Type": "image/jpeg" } });
    const { calls } = mockApi({
      "GET /api/patients/12/timeline": () =>
        json({
          contenuVisible: true,
          regions: ["genou"],
          items: [
            { type: "fichier", id: 8, date: "2026-11-23T09:30:00.000Z", medecin: doctor, nature: "radiographie", region: "genou", cote: "droit", libelle: "Face + profil", typeMime: "image/jpeg", miniature: true },
            { type: "document", id: 4, date: "2026-11-23T09:20:00.000Z", medecin: doctor, genre: "ordonnance", titre: "Ordonnance", numero: "2026-000004", annule: false },
            visitOfToday,
          ],
        } satisfies Timeline),
      "GET /api/patients/12/files": () =>
        json({
          fichiers: [
            { id: 8, patientId: 12, nomOriginal: "genou.jpg", typeMime: "image/jpeg", taille: 900_000, nature: "radiographie", region: "genou", cote: "droit", dateExamen: "2026-11-20", libelle: "Face + profil", miniature: true, televerseLe: "2026-11-23T09:30:00.000Z", televersePar: null, viaTelephone: true },
          ],
        }),
      "GET /api/files/8": image,
    });
    renderInSession(<PatientTimeline patientId={12} />);
    const entries = within(await screen.findByRole("list", { name: "Parcours, du plus récent au plus ancien" })).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Radiographie · Genou droit.*23\/11\/2026 · Dr Omar Bennani.*Face \+ profil/),
      expect.stringMatching(/^Ordonnance n° 2026-000004/),
      expect.stringMatching(/^Rendez-vous/),
    ]);
    expect(await within(entries[0]!).findByRole("img", { name: "Radiographie · Genou droit" })).toHaveAttribute("src", "blob:http://localhost/1");
    expect(calls.some((call) => call.path === "/api/files/8?miniature=1" && call.authorization?.startsWith("Bearer "))).toBe(true);

    const user = fakeClockUser();
    await vi.waitFor(() => expect(within(entries[0]!).getByRole("button", { name: "Ouvrir Radiographie · Genou droit — Face + profil" })).toBeEnabled());
    await user.click(within(entries[0]!).getByRole("button", { name: "Ouvrir Radiographie · Genou droit — Face + profil" }));
    const viewer = screen.getByRole("dialog", { name: "Visionneuse" });
    expect(await within(viewer).findByRole("img", { name: "Radiographie · Genou droit · 20/11/2026" })).toBeInTheDocument();
  });

  it("says when the timeline is empty, and offers 'Réessayer' when it could not be read", async () => {
    visit("/responsable/patients/12");
    let fail = true;
    mockApi({ "GET /api/patients/12/timeline": () => (fail ? json({ message: "Erreur" }, 500) : json({ contenuVisible: true, regions: [], items: [] })) });
    renderInSession(<PatientTimeline patientId={12} />);
    const user = fakeClockUser();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer le parcours du patient.");
    fail = false;
    await user.click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Rien encore dans le parcours de ce patient.")).toBeInTheDocument();
  });
});
