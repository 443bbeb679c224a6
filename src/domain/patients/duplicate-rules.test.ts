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
