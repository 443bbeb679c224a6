import { describe, expect, it } from "vitest";
import { loginAfterExpiryPath, readLoginParams, safeReturnPath } from "@/client/session-expiry";

describe("safeReturnPath: back to the staff page after an expired session, never elsewhere", () => {
  it.each([
    ["/responsable", "/responsable"],
    ["/responsable/patients/12", "/responsable/patients/12"],
    ["/responsable/patients/12#rdv-9", "/responsable/patients/12#rdv-9"],
    ["/responsable/demandes?statut=nouvelle", "/responsable/demandes?statut=nouvelle"],
  ])("keeps %s", (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ["another site", "https://evil.example/responsable"],
    ["a protocol-relative URL", "//evil.example/responsable"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a backslash further on", "/responsable\\..\\..\\evil"],
    ["a script URL", "javascript:alert(1)"],
    ["a path outside the staff area", "/contact"],
    ["a look-alike prefix", "/responsable-evil"],
    ["a path climbing out of the staff area", "/responsable/../login"],
    ["a control character", "/responsable/\u0000"],
    ["nothing", null],
    ["an empty text", ""],
  ])("refuses %s", (_case, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });
});

describe("the login page's address after an expiry", () => {
  it("carries the expiry and the page, and reads them back", () => {
    const path = loginAfterExpiryPath("/responsable/patients/12#rdv-9");
    expect(path).toBe("/login?expiree=1&retour=%2Fresponsable%2Fpatients%2F12%23rdv-9");
    expect(readLoginParams(path.slice("/login".length))).toEqual({ expired: true, returnTo: "/responsable/patients/12#rdv-9" });
  });

  it("leaves out a page it would not go back to", () => {
    expect(loginAfterExpiryPath("https://evil.example/")).toBe("/login?expiree=1");
  });

  it("ignores a return page when no session expired: the spec's plain login goes to /responsable", () => {
    expect(readLoginParams("?retour=%2Fresponsable%2Fpatients%2F12")).toEqual({ expired: false, returnTo: null });
    expect(readLoginParams("")).toEqual({ expired: false, returnTo: null });
  });
});
