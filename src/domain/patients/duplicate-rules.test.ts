import { duplicateReasons } from "@/domain/patients/duplicate-rules";
import { duplicateCases as cases } from "../../../tests/support/duplicate-cases";

describe("duplicateReasons", () => {
  it("covers at least 20 cases, negatives included", () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(cases.filter(([, , , reasons]) => reasons.length === 0).length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)("%s", (_label, existing, probe, reasons) => {
    expect(duplicateReasons(probe, existing)).toEqual(reasons);
  });
});

describe("duplicateReasons with Arabic script and the CIN (issue 32, decision 042)", () => {
  const arabic = { nom: "العلمي", prenom: "محمد", dateNaissance: "1975-02-10", telephone: "0611000000" };

  it("recognises the same person written in the other script, nom and prenom in either order", () => {
    expect(duplicateReasons({ nom: "El Alami", prenom: "Mohammed", dateNaissance: "1975-02-10" }, arabic)).toEqual(["nom-date-naissance"]);
    expect(duplicateReasons({ nom: "Mhamed", prenom: "Alami", dateNaissance: "1975-02-10" }, arabic)).toEqual(["nom-date-naissance"]);
    expect(duplicateReasons({ nom: "Alami", prenom: "Mohamed" }, arabic)).toEqual(["nom"]);
  });

  it("recognises the same Arabic spelling twice, which the Latin rules never read", () => {
    expect(duplicateReasons({ nom: "العلمي", prenom: "محمد", dateNaissance: "1975-02-10" }, arabic)).toEqual(["nom-date-naissance"]);
  });

  it("keeps Alami and Alaoui apart, and another birth date another person", () => {
    expect(duplicateReasons({ nom: "Alaoui", prenom: "Mohamed", dateNaissance: "1975-02-10" }, arabic)).toEqual([]);
    expect(duplicateReasons({ nom: "Alami", prenom: "Mohamed", dateNaissance: "1980-02-10" }, arabic)).toEqual([]);
  });

  it("leaves two Latin spellings to the Latin rules: Hassan is not Houssine", () => {
    expect(duplicateReasons({ nom: "Tazi", prenom: "Hassan", dateNaissance: "1990-01-01" }, { nom: "Tazi", prenom: "Houssine", dateNaissance: "1990-01-01" })).toEqual([]);
  });

  it("names the same CIN, and only a CIN given on both sides", () => {
    expect(duplicateReasons({ nom: "Autre", prenom: "Nom", cin: "AB123456" }, { nom: "X", prenom: "Y", cin: "AB123456" })).toEqual(["cin"]);
    expect(duplicateReasons({ nom: "Autre", prenom: "Nom", cin: null }, { nom: "X", prenom: "Y", cin: null })).toEqual([]);
  });
});
