import { describe, expect, expectTypeOf, it } from "vitest";
import type { AuditEvent } from "@/domain/audit/audit-log";
import { auditActionLabels, auditActions, patientHistoryActionLabels, type AuditAction } from "@/schemas/audit";

/**
 * The journal shows each action in French (issue 32): every code recordAuditEvent can write — its
 * type is the list `auditActions` — has a label of its own, and no label waits for a code nobody writes.
 */
describe("audit action labels", () => {
  it("are keyed by the one list of codes recordAuditEvent accepts", () => {
    expectTypeOf<AuditEvent["action"]>().toEqualTypeOf<AuditAction>();
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });

  it("give every action code a French label, and label nothing else", () => {
    expect(auditActions.filter((action) => !auditActionLabels[action]?.trim())).toEqual([]);
    expect(Object.keys(auditActionLabels).sort()).toEqual([...auditActions].sort());
    for (const action of auditActions) {
      // Words, not a code.
      expect(auditActionLabels[action], action).not.toMatch(/[._]/);
    }
    const labels = auditActions.map((action) => auditActionLabels[action]);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index), "two actions that read the same").toEqual([]);
  });

  it("word a patient's own history only for codes that exist", () => {
    const codes: readonly string[] = auditActions;
    expect(Object.keys(patientHistoryActionLabels).filter((action) => !codes.includes(action))).toEqual([]);
  });
});
