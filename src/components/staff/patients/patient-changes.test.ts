import { describe, expect, it } from "vitest";
import { changedFields, editableValues } from "@/components/staff/patients/patient-changes";
import { patientEditForm } from "@/schemas/patient";
import { aPatientRecord } from "../../../../tests/support/staff-fixtures";

describe("the edit form's changes", () => {
  const patient = aPatientRecord({ compagnie: null, email: "salma@example.ma" });

  it("sends nothing when the form holds the file as it is", () => {
    expect(changedFields(patient, patientEditForm.parse(editableValues(patient)))).toEqual({});
  });

  it("sends only what differs once the schema has cleaned it: trimmed text, a lower-cased e-mail, a blank compagnie as null", () => {
    const draft = patientEditForm.parse({ ...editableValues(patient), telephone: " 07 11 22 33 44 ", email: "SALMA@example.ma", compagnie: "  ", mutuelle: true });
    expect(changedFields(patient, draft)).toEqual({ telephone: "07 11 22 33 44", mutuelle: true });
  });

  it("clears compagnie with null", () => {
    const insured = aPatientRecord({ compagnie: "CNOPS" });
    expect(changedFields(insured, patientEditForm.parse({ ...editableValues(insured), compagnie: "" }))).toEqual({ compagnie: null });
  });

  it("sends a CIN upper case without spaces, and leaves blank the e-mail and address a file does not have yet (decision 042)", () => {
    const incomplete = aPatientRecord({ email: "", adresse: "", aCompleter: ["email", "adresse"] });
    expect(changedFields(incomplete, patientEditForm.parse({ ...editableValues(incomplete), cin: " ab 123 456 " }))).toEqual({ cin: "AB123456" });
    expect(changedFields(incomplete, patientEditForm.parse(editableValues(incomplete)))).toEqual({});
  });
});
