import { DomainError } from "@/domain/errors";
import {
  allowedTransitions,
  assertMovable,
  assertTransition,
  canBeMoved,
  canTransition,
  occupiesSlot,
  slotEnd,
  slotsOverlap,
} from "@/domain/appointments/appointment-status";
import { type AppointmentStatus, appointmentStatuses } from "@/schemas/appointment";

describe("the appointment lifecycle", () => {
  it.each<[AppointmentStatus, AppointmentStatus[]]>([
    // An online booking waiting for the front desk (issue 33): accepted, or refused.
    ["a_confirmer", ["planifie", "confirme", "annule"]],
    ["planifie", ["confirme", "arrive", "absent", "annule"]],
    ["confirme", ["planifie", "arrive", "absent", "annule"]],
    ["arrive", ["vu", "confirme"]],
    ["vu", ["arrive"]],
    ["absent", ["planifie"]],
    ["annule", ["planifie"]],
  ])("lets an appointment %s move to %j and nowhere else", (from, allowed) => {
    expect([...allowedTransitions(from)].sort()).toEqual([...allowed].sort());
    for (const to of appointmentStatuses) expect(canTransition(from, to)).toBe(allowed.includes(to));
  });

  it("never cancels or misses an appointment once seen, nor brings a missed or cancelled one straight to the waiting room", () => {
    expect(canTransition("vu", "annule")).toBe(false);
    expect(canTransition("vu", "absent")).toBe(false);
    for (const from of ["absent", "annule"] as const) {
      expect(canTransition(from, "arrive")).toBe(false);
      expect(canTransition(from, "vu")).toBe(false);
    }
  });

  it("explains in French, naming both states, why a step is refused", () => {
    expect(() => assertTransition("vu", "annule")).toThrow(
      new DomainError("CONFLICT", "Un rendez-vous « vu » ne peut pas passer à « annulé »."),
    );
    expect(() => assertTransition("planifie", "planifie")).toThrow("Un rendez-vous « planifié » ne peut pas passer à « planifié ».");
    expect(() => assertTransition("planifie", "confirme")).not.toThrow();
  });

  it("keeps the slot of every appointment but the cancelled and the missed", () => {
    expect(appointmentStatuses.filter(occupiesSlot)).toEqual(["a_confirmer", "planifie", "confirme", "arrive", "vu"]);
  });

  it("moves only planned, confirmed and arrived appointments, and says how to reopen the others", () => {
    expect(appointmentStatuses.filter(canBeMoved)).toEqual(["a_confirmer", "planifie", "confirme", "arrive"]);
    expect(() => assertMovable("annule")).toThrow(
      "Un rendez-vous « annulé » ne peut pas être déplacé (date, durée ou médecin) : remettez-le d'abord à « planifié ».",
    );
    expect(() => assertMovable("vu")).toThrow("Un rendez-vous « vu » ne peut pas être déplacé (date, durée ou médecin).");
    expect(() => assertMovable("arrive")).not.toThrow();
  });
});

describe("overlapping slots", () => {
  const at = (time: string, minutes: number) => ({ start: new Date(`2026-07-15T${time}:00Z`), minutes });

  it("ends a slot its length after it starts", () => {
    expect(slotEnd(at("10:00", 45)).toISOString()).toBe("2026-07-15T10:45:00.000Z");
  });

  it.each([
    [at("10:00", 30), at("10:15", 30), true],
    [at("10:00", 60), at("10:15", 15), true], // one inside the other
    [at("10:15", 15), at("10:00", 60), true],
    [at("10:00", 30), at("10:00", 30), true],
    [at("10:00", 30), at("10:30", 30), false], // touching
    [at("10:30", 30), at("10:00", 30), false],
    [at("10:00", 30), at("11:00", 30), false],
  ])("%j and %j overlap: %s", (a, b, expected) => {
    expect(slotsOverlap(a, b)).toBe(expected);
  });
});
