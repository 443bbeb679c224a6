import { describe, expect, it } from "vitest";
import { actionLabel, patientHistoryLabel } from "@/components/staff/audit/access-event-label";

describe("actionLabel", () => {
  it("says in French what the journal used to show as codes", () => {
    expect(actionLabel("backup.create")).toBe("a lancé une sauvegarde");
    expect(actionLabel("patient.export")).toBe("a exporté les données d'un patient");
    expect(actionLabel("rights_request.update")).toBe("a traité une demande de droits");
    expect(actionLabel("contact_message.erase")).toBe("a effacé un message");
  });

  it("marks a code no longer written (an old event) as a code, never as a label", () => {
    expect(actionLabel("user.read")).toBe("action « user.read »");
    expect(actionLabel("toString")).toBe("action « toString »");
  });

  it("keeps the patient's history's own wording, and the journal's otherwise", () => {
    expect(patientHistoryLabel("patient.search")).toBe("l'a vu dans une recherche");
    expect(patientHistoryLabel("patient.read")).toBe("a consulté le dossier");
    expect(patientHistoryLabel("user.read")).toBe("action « user.read »");
  });
});
