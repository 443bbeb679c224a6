import { describe, expect, it } from "vitest";
import { matchesExternalName } from "@/components/staff/appointment-requests/external-patient-match";

describe("matchesExternalName", () => {
  it("is a case-insensitive substring match on nom", () => {
    expect(matchesExternalName({ nom: "El Alaoui" }, "alaoui")).toBe(true);
    expect(matchesExternalName({ nom: "El Alaoui" }, "  EL AL ")).toBe(true);
    expect(matchesExternalName({ nom: "Bennani" }, "alaoui")).toBe(false);
  });

  it("ignores accents, as the server's patient search does", () => {
    expect(matchesExternalName({ nom: "Benaïssa" }, "benaissa")).toBe(true);
    expect(matchesExternalName({ nom: "Benaissa" }, "Benaïssa")).toBe(true);
  });
});
