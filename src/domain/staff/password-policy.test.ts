import { describe, expect, it } from "vitest";
import { assertPasswordPolicy, passwordPolicyProblem } from "@/domain/staff/password-policy";
import { generatePassword } from "@/domain/staff/passwords";
import { passwordPolicyMessages } from "@/schemas/password-policy";

const owner = { email: "nadia.tazi@cabinet.ma", username: "n.tazi" };

describe("the password policy", () => {
  it.each([
    ["aaaaaaaaaa", passwordPolicyMessages.tooShort],
    ["court", passwordPolicyMessages.tooShort],
    ["", passwordPolicyMessages.required],
    ["x".repeat(201), passwordPolicyMessages.tooLong],
    ["nadia.tazi@cabinet.ma", passwordPolicyMessages.identity],
    ["NADIA.TAZI@CABINET.MA", passwordPolicyMessages.identity],
    ["qwerty123456", passwordPolicyMessages.common],
    ["1Q2W3E4R5T6Y", passwordPolicyMessages.common],
    ["aaaaaaaaaaaa", passwordPolicyMessages.common],
    ["abcdabcdabcdabcd", passwordPolicyMessages.common],
    ["121212121212", passwordPolicyMessages.common],
  ])("refuses %j", (password, message) => {
    expect(passwordPolicyProblem(password, owner)).toBe(message);
  });

  it.each(["un-nouveau-secret-solide", "Cabinet du Dr. Alaoui 2026", "ma tablette est bleue", Array.from({ length: 20 }, (_, i) => `mot${i}-de-passe`).join("").slice(0, 200)])("accepts %j", (password) => {
    expect(passwordPolicyProblem(password, owner)).toBeNull();
  });

  it("refuses the e-mail's local part, and the username when it is long enough to be a password", () => {
    expect(passwordPolicyProblem("nadia.tazi.rabat", { email: "nadia.tazi.rabat@cabinet.ma" })).toBe(passwordPolicyMessages.identity);
    expect(passwordPolicyProblem("assistante.accueil", { username: "Assistante.Accueil" })).toBe(passwordPolicyMessages.identity);
  });

  it("accepts the temporary passwords the server generates", () => {
    for (let i = 0; i < 50; i++) expect(passwordPolicyProblem(generatePassword(), owner)).toBeNull();
  });

  it("names the field it is asked to in its 400", () => {
    expect(() => assertPasswordPolicy("court", owner, "newPassword")).toThrow(
      expect.objectContaining({ code: "VALIDATION", fields: { newPassword: passwordPolicyMessages.tooShort } }),
    );
  });
});
