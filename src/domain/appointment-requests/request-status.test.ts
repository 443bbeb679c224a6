import { DomainError } from "@/domain/errors";
import { allowedTransitions, assertTransition, canTransition, isOpenStatus } from "@/domain/appointment-requests/request-status";
import { type RequestStatus, requestStatuses } from "@/schemas/appointment-request";

describe("the request status workflow", () => {
  it.each<[RequestStatus, RequestStatus[]]>([
    ["nouvelle", ["contactee", "planifiee", "refusee", "annulee"]],
    ["contactee", ["planifiee", "refusee", "annulee"]],
    ["planifiee", ["annulee"]],
    ["refusee", ["contactee"]],
    ["annulee", ["contactee"]],
  ])("lets a request %s move to %j and nowhere else", (from, allowed) => {
    expect([...allowedTransitions(from)].sort()).toEqual([...allowed].sort());
    for (const to of requestStatuses) expect(canTransition(from, to)).toBe(allowed.includes(to));
  });

  it("never goes back to nouvelle, which means nobody has looked at the request yet", () => {
    for (const from of requestStatuses) expect(canTransition(from, "nouvelle")).toBe(false);
  });

  it("explains in French why a step is refused", () => {
    expect(() => assertTransition("planifiee", "refusee")).toThrow(
      new DomainError("CONFLICT", "Une demande « planifiée » ne peut pas passer à « refusée »."),
    );
    expect(() => assertTransition("contactee", "contactee")).toThrow("La demande est déjà « contactée ».");
    expect(() => assertTransition("nouvelle", "contactee")).not.toThrow();
  });

  it("counts only nouvelle and contactée as still waiting", () => {
    expect(requestStatuses.filter(isOpenStatus)).toEqual(["nouvelle", "contactee"]);
  });
});
