import { describe, expect, it } from "vitest";
import { infiltrationWarnings, sameJoint, type InjectionAt } from "@/domain/consultations/infiltration-rules";

const knee = (date: string, cote: InjectionAt["cote"] = "droit"): InjectionAt => ({ articulation: "genou", cote, date });
const codes = (previous: InjectionAt[], next: InjectionAt) => infiltrationWarnings(previous, next).map((warning) => warning.code);

describe("the infiltrations' warnings", () => {
  it("warn of a fourth injection of one joint within 12 months, not of a third", () => {
    const three = [knee("2025-11-01"), knee("2026-03-01"), knee("2026-07-01")];
    expect(codes(three.slice(0, 2), knee("2026-07-01"))).toEqual([]);
    expect(codes(three, knee("2026-10-31"))).toEqual(["quatrieme_en_12_mois"]);
    // The first is exactly a year before: out of the window.
    expect(codes(three, knee("2026-11-01"))).toEqual([]);
  });

  it("warn of an injection less than 6 weeks after the joint's last, and not at 6 weeks", () => {
    expect(codes([knee("2026-09-01")], knee("2026-10-12"))).toEqual(["moins_de_6_semaines"]);
    expect(codes([knee("2026-09-01")], knee("2026-10-13"))).toEqual([]);
  });

  it("count each joint on its own: the other side, another joint; a bilateral injection counts for both sides", () => {
    expect(codes([knee("2026-10-01", "gauche")], knee("2026-10-10", "droit"))).toEqual([]);
    expect(codes([{ articulation: "hanche", cote: "droit", date: "2026-10-01" }], knee("2026-10-10"))).toEqual([]);
    expect(codes([knee("2026-10-01", "bilateral")], knee("2026-10-10", "gauche"))).toEqual(["moins_de_6_semaines"]);
    expect(sameJoint({ articulation: "rachis", cote: null }, { articulation: "rachis", cote: null })).toBe(true);
  });

  it("say both, in French, naming the joint and the dates", () => {
    const warnings = infiltrationWarnings([knee("2026-01-10"), knee("2026-05-10"), knee("2026-09-20")], knee("2026-10-14"));
    expect(warnings.map((warning) => warning.message)).toEqual([
      "Ce serait la 4e infiltration du genou droit en 12 mois (3 depuis le 15/10/2025).",
      "La dernière infiltration du genou droit date du 20/09/2026 : moins de 6 semaines.",
    ]);
    expect(infiltrationWarnings([], { articulation: "epaule", cote: "gauche", date: "2026-10-14" })).toEqual([]);
    expect(infiltrationWarnings([{ articulation: "epaule", cote: "gauche", date: "2026-10-01" }], { articulation: "epaule", cote: "gauche", date: "2026-10-14" })[0]!.message).toBe(
      "La dernière infiltration de l'épaule gauche date du 01/10/2026 : moins de 6 semaines.",
    );
  });
});
