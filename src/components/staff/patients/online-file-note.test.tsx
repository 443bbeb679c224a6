import { screen } from "@testing-library/react";
import { vi } from "vitest";
import { OnlineFileNote } from "@/components/staff/patients/online-file-note";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";
import { fakeClockInEachTest, fakeClockUser, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

fakeClockInEachTest(new Date("2026-11-23T08:00:00Z"));

const createdOnline = aPatientRecord({ creeEnLigneLe: "2026-11-22T21:40:00.000Z", verifieLe: null });

describe("OnlineFileNote", () => {
  it("says a file created online is to be checked, and « Dossier vérifié » records it", async () => {
    const checked = { ...createdOnline, verifieLe: "2026-11-23T08:00:00.000Z" };
    const { calls } = mockApi({ "POST /api/patients/12/verify": () => json(checked) });
    const onVerified = vi.fn();
    renderInSession(<OnlineFileNote patient={createdOnline} onVerified={onVerified} />);
    expect(screen.getByRole("note")).toHaveTextContent("Créé en ligne — à vérifier : dossier créé par une réservation en ligne.");
    await fakeClockUser().click(screen.getByRole("button", { name: "Dossier vérifié" }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/patients/12/verify"]);
    expect(onVerified).toHaveBeenCalledWith(checked, "Dossier vérifié avec succès.");
  });

  it("says why when the check could not be recorded", async () => {
    mockApi({ "POST /api/patients/12/verify": () => json({ message: "Erreur interne" }, 500) });
    renderInSession(<OnlineFileNote patient={createdOnline} onVerified={vi.fn()} />);
    await fakeClockUser().click(screen.getByRole("button", { name: "Dossier vérifié" }));
    expect(await screen.findByText("Erreur lors de la vérification du dossier.")).toBeInTheDocument();
  });

  it("shows nothing on a file the practice made, nor once checked", () => {
    renderInSession(
      <>
        <OnlineFileNote patient={aPatientRecord()} onVerified={vi.fn()} />
        <OnlineFileNote patient={{ ...createdOnline, verifieLe: "2026-11-23T08:00:00.000Z" }} onVerified={vi.fn()} />
      </>,
    );
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
