import { describe, expect, it } from "vitest";
import { decodeTokenPayload, isAdminToken, rolesOf } from "@/client/session";

/** A JWT-shaped token with this payload and a dummy signature: the client never verifies it. */
function token(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

describe("isAdminToken: the staff area shows Personels to admins whatever the shape of the role claim (spec §6)", () => {
  it.each([
    ["a `role` string", { sub: "1", role: "ADMIN" }],
    ["a `roles` list", { sub: "1", roles: ["ADMIN"] }],
    ["a `roles` list holding ADMIN among others", { sub: "1", roles: ["MEDECIN", "ADMIN"] }],
    ["a `role` object of values", { sub: "1", role: { primary: "MEDECIN", extra: "ADMIN" } }],
    ["a list of authority objects", { sub: "1", roles: [{ authority: "ROLE_ADMIN" }] }],
    ["a `ROLE_`-prefixed string", { sub: "1", role: "ROLE_ADMIN" }],
    ["a space- or comma-separated string", { sub: "1", role: "MEDECIN, ADMIN" }],
  ])("admin from %s", (_shape, payload) => {
    expect(isAdminToken(token(payload))).toBe(true);
  });

  it.each([
    ["an ASSISTANT", { sub: "2", role: "ASSISTANT" }],
    ["a MEDECIN in a list", { sub: "3", roles: ["MEDECIN"] }],
    ["an object of non-admin values", { sub: "3", role: { a: "MEDECIN", b: "ASSISTANT" } }],
    ["a role that only contains the word", { sub: "4", role: "ADMINISTRATIVE" }],
    ["a prefix other than ROLE_", { sub: "4", role: "NOT_ADMIN" }],
    ["ADMIN under an unrelated claim", { sub: "5", role: "ASSISTANT", name: "ADMIN" }],
    ["no role claim at all", { sub: "6" }],
  ])("not admin for %s", (_case, payload) => {
    expect(isAdminToken(token(payload))).toBe(false);
  });

  it.each([
    ["no token", null],
    ["an empty string", ""],
    ["a word", "garbage"],
    ["a payload that is not base64", "header.%%%.signature"],
    ["a payload that is not JSON", `header.${Buffer.from("role=ADMIN").toString("base64url")}.signature`],
    ["a payload that is JSON but not an object", token("ADMIN")],
    ["a payload that is JSON null", token(null)],
  ])("not admin, without throwing, for %s", (_case, raw) => {
    expect(isAdminToken(raw)).toBe(false);
  });
});

describe("decodeTokenPayload and rolesOf", () => {
  it("reads a base64url payload with non-ASCII text", () => {
    expect(decodeTokenPayload(token({ sub: "9", nom: "Leïla Tazi ✓", role: "MEDECIN" }))).toEqual({ sub: "9", nom: "Leïla Tazi ✓", role: "MEDECIN" });
  });

  it("lists the roles of both claims, without the ROLE_ prefix, in upper case", () => {
    expect(rolesOf({ role: "ROLE_medecin", roles: ["ASSISTANT"] })).toEqual(["MEDECIN", "ASSISTANT"]);
  });

  it("lists nothing for a missing payload", () => {
    expect(rolesOf(null)).toEqual([]);
  });
});
