import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { staffApi } from "@/client/staff-api";
import { createStaffQueryClient } from "@/client/staff-query-client";
import { AccountPage } from "@/components/staff/account/account-page";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

/** REQUIRE_2FA_FOR_ADMINS (decision 024): an admin without two-factor login is led to its enrolment, alone, until it is on. */

const refusal = { message: "La double authentification est obligatoire pour les administrateurs : activez-la pour continuer.", totpEnrolmentRequired: true };

describe("an admin who must turn two-factor login on", () => {
  it("is told so by any refused call, which the staff area's query client reports (and not as an expired session)", async () => {
    mockApi({ "GET /api/front-desk/counts": () => json(refusal, 403) });
    const onUnauthorized = vi.fn();
    const onTotpEnrolmentRequired = vi.fn();
    const client = createStaffQueryClient({ onUnauthorized, onTotpEnrolmentRequired, retry: false });
    await expect(client.fetchQuery({ queryKey: ["counts"], queryFn: staffApi.alerts.counts })).rejects.toThrow(refusal.message);
    expect(onTotpEnrolmentRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("finds the account page down to the enrolment and its reason, and the staff area opens again once the codes are noted", async () => {
    let enabled = false;
    mockApi({
      "GET /api/auth/totp": () => json({ totpEnabled: enabled, activeDepuis: enabled ? "2026-03-02T09:15:00.000Z" : null, codesSecoursRestants: enabled ? 10 : 0, obligatoire: true }),
      "POST /api/auth/totp/enrolment": () => json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP", codeQr: "data:image/svg+xml;base64,PHN2Zy8+" }),
      "POST /api/auth/totp/enrolment/confirm": () => {
        enabled = true;
        return json({ codesSecours: Array.from({ length: 10 }, (_, i) => `ABCDE-FGHJ${i + 2}`) });
      },
    });
    const user = userEvent.setup();
    const { session } = renderInSession(<AccountPage />, { isAdmin: true, roles: ["ADMIN"], totpEnrolmentRequired: true });
    expect(screen.getByRole("alert")).toHaveTextContent(refusal.message);
    expect(screen.queryByRole("region", { name: "Changer le mot de passe" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Retour à l'espace professionnel" })).not.toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Double authentification" });
    await user.click(await within(section).findByRole("button", { name: "Activer la double authentification" }));
    await user.type(await within(section).findByLabelText(/Saisissez le code à 6 chiffres/), "123456");
    await user.click(within(section).getByRole("button", { name: "Activer" }));
    await user.click(await within(section).findByRole("button", { name: "J'ai noté mes codes" }));
    expect(session.totpEnrolled).toHaveBeenCalledTimes(1);
  });
});
