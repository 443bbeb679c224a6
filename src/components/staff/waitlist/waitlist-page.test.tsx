import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WaitlistPage } from "@/components/staff/waitlist/waitlist-page";
import type { WaitlistEntry } from "@/schemas/waitlist";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import { PHONE_WIDTH, stubScreenWidth } from "../../../../tests/support/screen-width";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => "/responsable/liste-attente" }));

fakeClockInEachTest(new Date("2026-10-14T09:00:00Z"));

const amina: WaitlistEntry = {
  id: 4,
  statut: "active",
  type: { id: 1, libelle: "Première consultation" },
  medecin: { id: 11, nom: "Dr Salma Bennani" },
  du: "2026-10-15",
  au: "2026-10-17",
  nom: "Lahlou",
  prenom: "Amina",
  dateNaissance: "1979-05-02",
  gender: "F",
  canal: "email",
  contact: "amina@exemple.ma",
  langue: "fr",
  inscritLe: "2026-10-14T08:00:00.000Z",
  verifieLe: "2026-10-14T08:01:00.000Z",
  clotureLe: null,
  rendezVousId: null,
  offres: [
    {
      id: 9,
      statut: "proposee",
      debut: "2026-10-15T17:00",
      medecin: { id: 11, nom: "Dr Salma Bennani" },
      proposeLe: "2026-10-14T08:55:00.000Z",
      expireLe: "2026-10-14T09:10:00.000Z",
      reponduLe: null,
      rendezVousId: null,
    },
  ],
};

describe("WaitlistPage", { timeout: 20_000 }, () => {
  it("shows each entry's wish, contact and offers on a phone, and removes one after confirmation", async () => {
    stubScreenWidth(PHONE_WIDTH);
    let removed = false;
    const { calls } = mockApi({
      "GET /api/booking/waitlist": () => json(removed ? [] : [amina]),
      "DELETE /api/booking/waitlist/4": () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    renderInSession(<WaitlistPage />);
    const card = (await screen.findByText("Amina Lahlou")).closest("li")!;
    expect(card).toHaveTextContent("Première consultation");
    expect(card).toHaveTextContent("Dr Salma Bennani");
    expect(card).toHaveTextContent("Du 15/10/2026 au 17/10/2026");
    expect(card).toHaveTextContent("amina@exemple.ma");
    expect(within(card).getByText("En attente")).toBeInTheDocument();
    // The offer: its slot as the practice's wall clock, its state, until when it is held.
    expect(card).toHaveTextContent("15/10/2026 17:00");
    expect(within(card).getByText("Proposé")).toBeInTheDocument();
    expect(card).toHaveTextContent("jusqu'à 10:10");
    expect(calls[0]!.path).toBe("/api/booking/waitlist?etat=en_cours");

    const user = fakeClockUser();
    await user.click(within(card).getByRole("button", { name: "Retirer Amina Lahlou de la liste d'attente" }));
    const dialog = await screen.findByRole("dialog", { name: "Retirer de la liste d'attente" });
    await user.click(within(dialog).getByRole("button", { name: "Retirer" }));
    expect(await screen.findByText("Inscription retirée de la liste d'attente.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Personne n'attend de créneau pour l'instant.")).toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/booking/waitlist/4")).toBe(true);
  });

  it("shows every entry of the last 30 days on request, closed ones without 'Retirer'", async () => {
    const { calls } = mockApi({
      "GET /api/booking/waitlist": (url) =>
        json(url.searchParams.get("etat") === "tout" ? [{ ...amina, statut: "satisfaite", rendezVousId: 31, offres: [{ ...amina.offres[0]!, statut: "acceptee", rendezVousId: 31 }] }] : []),
    });
    renderInSession(<WaitlistPage />);
    expect(await screen.findByText("Personne n'attend de créneau pour l'instant.")).toBeInTheDocument();
    await fakeClockUser().click(screen.getByRole("button", { name: "Toutes (30 derniers jours)" }));
    const table = await screen.findByRole("table", { name: "Liste d'attente" });
    expect(within(table).getByText("Rendez-vous pris")).toBeInTheDocument();
    expect(within(table).getByText("Rendez-vous n° 31")).toBeInTheDocument();
    expect(within(table).getByText("Accepté")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Retirer/ })).toBeNull();
    expect(calls.at(-1)!.path).toBe("/api/booking/waitlist?etat=tout");
  });
});
