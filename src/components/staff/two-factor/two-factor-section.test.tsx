import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TwoFactorSection } from "@/components/staff/two-factor/two-factor-section";
import type { TwoFactorStatus } from "@/schemas/two-factor";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const off: TwoFactorStatus = { totpEnabled: false, activeDepuis: null, codesSecoursRestants: 0, obligatoire: false };
const on: TwoFactorStatus = { totpEnabled: true, activeDepuis: "2026-03-02T09:15:00.000Z", codesSecoursRestants: 10, obligatoire: false };
const codes = ["ABCDE-FGHJK", "LMNPQ-RSTUV", "WXYZ2-34567", "89ABC-DEFGH", "JKLMN-PQRST", "UVWXY-Z2345", "6789A-BCDEF", "GHJKL-MNPQR", "STUVW-XYZ23", "45678-9ABCD"];
const enrolment = { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", codeQr: "data:image/svg+xml;base64,PHN2Zy8+" };

const section = () => screen.getByRole("region", { name: "Double authentification" });

describe("TwoFactorSection", () => {
  it("enrols: the QR code and the key to type, the app's first code, then the ten recovery codes once", async () => {
    let status = off;
    const { calls } = mockApi({
      "GET /api/auth/totp": () => json(status),
      "POST /api/auth/totp/enrolment": () => json(enrolment),
      "POST /api/auth/totp/enrolment/confirm": (_url, init) => {
        const { code } = JSON.parse(init.body as string) as { code: string };
        if (code !== "123456") return json({ message: "Code de vérification incorrect.", errors: { code: "Code de vérification incorrect." } }, 400);
        status = on;
        return json({ codesSecours: codes });
      },
    });
    const user = userEvent.setup();
    renderInSession(<TwoFactorSection />);
    await user.click(await within(section()).findByRole("button", { name: "Activer la double authentification" }));

    expect(await within(section()).findByRole("img", { name: "QR code à scanner avec votre application d'authentification" })).toHaveAttribute("src", enrolment.codeQr);
    expect(within(section()).getByLabelText("Clé secrète")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    const field = within(section()).getByLabelText(/Saisissez le code à 6 chiffres/);
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");

    await user.type(field, "12");
    await user.click(within(section()).getByRole("button", { name: "Activer" }));
    expect(field).toHaveAccessibleDescription("Le code de vérification est composé de 6 chiffres.");
    await user.clear(field);
    await user.type(field, "654321");
    await user.click(within(section()).getByRole("button", { name: "Activer" }));
    expect(await within(section()).findByText("Code de vérification incorrect.", { selector: "p[id]" })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "123456");
    await user.click(within(section()).getByRole("button", { name: "Activer" }));
    const list = await within(section()).findByRole("list", { name: "Codes de secours" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(codes);
    expect(within(section()).getByText("Notez ces codes de secours maintenant : ils ne seront plus affichés.")).toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: "Copier les codes" })).toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: "Imprimer" })).toBeInTheDocument();

    await user.click(within(section()).getByRole("button", { name: "J'ai noté mes codes" }));
    expect(await within(section()).findByText(/^Activée depuis le/)).toBeInTheDocument();
    expect(within(section()).getByText("10 codes restants")).toBeInTheDocument();
    expect(within(section()).getByText("Double authentification activée avec succès.")).toBeInTheDocument();
    expect(within(section()).queryByRole("list", { name: "Codes de secours" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([undefined, { code: "654321" }, { code: "123456" }]);
  });

  it("turns it off against the password, after saying what that means", async () => {
    let status = on;
    const { calls } = mockApi({
      "GET /api/auth/totp": () => json(status),
      "POST /api/auth/totp/disable": () => {
        status = off;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderInSession(<TwoFactorSection />);
    await user.click(await within(section()).findByRole("button", { name: "Désactiver" }));
    const dialog = screen.getByRole("dialog", { name: "Désactiver la double authentification ?" });
    expect(dialog).toHaveTextContent("Votre mot de passe suffira de nouveau pour vous connecter.");
    await user.click(within(dialog).getByRole("button", { name: "Désactiver" }));
    expect(within(dialog).getByLabelText(/Votre mot de passe/)).toHaveAccessibleDescription("Le mot de passe est obligatoire.");
    await user.type(within(dialog).getByLabelText(/Votre mot de passe/), "mot-de-passe");
    await user.click(within(dialog).getByRole("button", { name: "Désactiver" }));
    expect(await within(section()).findByText("Double authentification désactivée avec succès.")).toBeInTheDocument();
    expect(await within(section()).findByRole("button", { name: "Activer la double authentification" })).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/auth/totp/disable")?.body).toEqual({ password: "mot-de-passe" });
  });

  it("replaces the recovery codes against a code of the app, and shows the new ones once", async () => {
    const { calls } = mockApi({
      "GET /api/auth/totp": () => json({ ...on, codesSecoursRestants: 2 }),
      "POST /api/auth/totp/recovery-codes": (_url, init) => {
        const { code } = JSON.parse(init.body as string) as { code: string };
        return code === "000000"
          ? json({ message: "Code de vérification incorrect.", errors: { code: "Code de vérification incorrect." } }, 400)
          : json({ codesSecours: codes });
      },
    });
    const user = userEvent.setup();
    renderInSession(<TwoFactorSection />);
    expect(await within(section()).findByText("2 codes restants")).toBeInTheDocument();
    expect(within(section()).getByText("Générez-en de nouveaux.")).toBeInTheDocument();
    await user.click(within(section()).getByRole("button", { name: "Nouveaux codes de secours" }));
    const dialog = screen.getByRole("dialog", { name: "Nouveaux codes de secours" });
    await user.click(within(dialog).getByRole("button", { name: "Utiliser plutôt un code de l'application" }));
    await user.type(within(dialog).getByLabelText(/Code à 6 chiffres/), "000000");
    await user.click(within(dialog).getByRole("button", { name: "Générer les codes" }));
    expect(await within(dialog).findByText("Code de vérification incorrect.", { selector: "p[id]" })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Code à 6 chiffres/));
    await user.type(within(dialog).getByLabelText(/Code à 6 chiffres/), "246810");
    await user.click(within(dialog).getByRole("button", { name: "Générer les codes" }));
    expect(await within(section()).findByRole("list", { name: "Codes de secours" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/auth/totp/recovery-codes").map((call) => call.body)).toEqual([{ code: "000000" }, { code: "246810" }]);
  });

  it("offers no way to turn it off when it is compulsory for the account", async () => {
    mockApi({ "GET /api/auth/totp": () => json({ ...on, obligatoire: true }) });
    renderInSession(<TwoFactorSection />);
    expect(await within(section()).findByText("Obligatoire pour les administrateurs : elle ne peut pas être désactivée.")).toBeInTheDocument();
    expect(within(section()).queryByRole("button", { name: "Désactiver" })).not.toBeInTheDocument();
  });

  it("says when its state could not be read, and reads it again on 'Réessayer'", async () => {
    let fail = true;
    mockApi({ "GET /api/auth/totp": () => (fail ? json({ message: "Service momentanément indisponible." }, 503) : json(off)) });
    const user = userEvent.setup();
    renderInSession(<TwoFactorSection />);
    expect(await within(section()).findByText("Impossible de récupérer l'état de la double authentification.")).toBeInTheDocument();
    fail = false;
    await user.click(within(section()).getByRole("button", { name: "Réessayer" }));
    expect(await within(section()).findByRole("button", { name: "Activer la double authentification" })).toBeInTheDocument();
  });
});
