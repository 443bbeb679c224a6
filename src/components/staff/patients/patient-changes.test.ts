import { describe, expect, it } from "vitest";
import { changedFields, editableValues } from "@/components/staff/patients/patient-changes";
import { patientInput } from "@/schemas/patient";
import { aPatient } from "../../../../tests/support/staff-fixtures";

describe("the edit form's changes", () => {
  const patient = aPatient({ compagnie: null, email: "salma@example.ma" });

  it("sends nothing when the form holds the file as it is", () => {
    expect(changedFields(patient, patientInput.parse(editableValues(patient)))).toEqual({});
  });

  it("sends only what differs once the schema has cleaned it: trimmed text, a lower-cased e-mail, a blank compagnie as null", () => {
    const draft = patientInput.parse({ ...editableValues(patient), telephone: " 07 11 22 33 44 ", email: "SALMA@example.ma", compagnie: "  ", mutuelle: true });
    expect(changedFields(patient, draft)).toEqual({ telephone: "07 11 22 33 44", mutuelle: true });
  });

  it("clears compagnie with null", () => {
    const insured = aPatient({ compagnie: "CNOPS" });
    expect(changedFields(insured, patientInput.parse({ ...editableValues(insured), compagnie: "" }))).toEqual({ compagnie: null });
  });
});
