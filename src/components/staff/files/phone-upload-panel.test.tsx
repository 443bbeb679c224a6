import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PhoneUploadPanel } from "@/components/staff/files/phone-upload-panel";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const NOW = new Date("2026-11-23T09:00:00Z");
fakeClockInEachTest(NOW);

const link = { id: 41, url: "http://localhost:3000/televersement/abcdefghijklmnopqrstuvwxyz012345", expireLe: "2026-11-23T09:10:00.000Z" };
const documents = (locale: boolean) => json({ items: [], verification: { adresse: "http://localhost:3000/verifier", locale } });

describe("PhoneUploadPanel", () => {
  it("shows the link's QR code and minutes left, counts the files the phone sent, and closes the link", async () => {
    let received = 0;
    const { calls } = mockApi({
      "POST /api/patients/12/upload-links": () => json(link, 201),
      "GET /api/upload-links/41": () => json({ id: 41, ouvert: true, expireLe: link.expireLe, fichiers: received }),
      "GET /api/patients/12/documents": () => documents(true),
      "GET /api/patients/12/files": () => json({ fichiers: [] }),
      "DELETE /api/upload-links/41": () => new Response(null, { status: 204 }),
    });
    const { queryClient } = renderInSession(<PhoneUploadPanel patientId={12} pollMs={1000} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Téléverser depuis un téléphone" }));

    const qr = await screen.findByRole("img", { name: "QR code du lien de téléversement" });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(qr.querySelector("svg")).not.toBeNull();
    expect(screen.getByText("10:00")).toBeInTheDocument();
    expect(screen.getByText("Aucun fichier reçu pour l'instant.")).toBeInTheDocument();
    // PRACTICE_SITE_URL is a local address: a phone outside the practice cannot open the link.
    expect(await screen.findByText(/une adresse qu'un téléphone hors du réseau du cabinet ne peut pas joindre/)).toBeInTheDocument();

    received = 2;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText("2 fichiers reçus")).toBeInTheDocument();
    expect(screen.getByText("09:59")).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["files", "patient", 12] });

    await user.click(screen.getByRole("button", { name: "Fermer le lien" }));
    expect(await screen.findByText("Lien fermé.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/upload-links/41")).toBe(true);
    expect(screen.queryByRole("img", { name: "QR code du lien de téléversement" })).not.toBeInTheDocument();
  });

  it("says when the link expired, and offers a new one", async () => {
    mockApi({
      "POST /api/patients/12/upload-links": () => json(link, 201),
      "GET /api/upload-links/41": () => json({ id: 41, ouvert: true, expireLe: link.expireLe, fichiers: 0 }),
      "GET /api/patients/12/documents": () => documents(false),
    });
    renderInSession(<PhoneUploadPanel patientId={12} pollMs={60_000} />);
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Téléverser depuis un téléphone" }));
    expect(await screen.findByText("10:00")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText(/ne peut pas joindre/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(await screen.findByText("Le lien a expiré : créez-en un autre si besoin.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Téléverser depuis un téléphone" })).toBeEnabled();
  });

  it("says so when the link could not be made", async () => {
    mockApi({ "POST /api/patients/12/upload-links": () => json({ message: "Erreur" }, 500) });
    renderInSession(<PhoneUploadPanel patientId={12} />);
    await fakeClockUser().click(screen.getByRole("button", { name: "Téléverser depuis un téléphone" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de créer le lien de téléversement.");
  });
});
