import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appointmentHref } from "@/components/staff/appointments/linked-appointment";
import { PatientFile } from "@/components/staff/patients/patient-file";
import { aPatientRecord, anAppointment } from "../../../../tests/support/staff-fixtures";
import { json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

// The file's page reads its address (?fusion=) and changes it: the App Router is not mounted here.
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => "/responsable/patients/42",
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const patient = aPatientRecord({ id: 42, nom: "Benali", prenom: "Mohamed", gender: "H" });
const appointment = (id: number, dateHeure: string, motif: string) => anAppointment(patient.id, id, dateHeure, motif, { observation: null });
const appointments = [appointment(8, "2026-05-02T08:00:00Z", "Contrôle"), appointment(9, "2026-07-01T09:30:00Z", "Douleur au genou")];

// jsdom has no layout, hence no scrolling: record what the page asks for.
const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  mockApi({
    "GET /api/patients/42": () => json(patient),
    "GET /api/appointments/patient/42": () => json(appointments),
    "GET /api/patients/42/access-history": () => json({ items: [], total: 0 }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  window.history.replaceState(null, "", "/");
});

/** The patient's file opened at `href`, as when following a link to it. */
async function openAt(href: string) {
  window.history.replaceState(null, "", href);
  renderInSession(<PatientFile patientId="42" />);
  return screen.findByRole("table", { name: "Rendez-vous du patient" });
}

const rowOf = (table: HTMLElement, motif: string) => within(table).getByRole("row", { name: new RegExp(motif) });

describe("A link to an appointment", () => {
  it("is the patient's file with the appointment's row as anchor", () => {
    expect(appointmentHref(42, 9)).toBe("/responsable/patients/42#rdv-9");
  });

  it("marks the appointment's row in words, scrolls it into view and moves the focus to it", async () => {
    const table = await openAt(appointmentHref(42, 9));
    const linked = rowOf(table, "Douleur au genou");

    expect(linked).toHaveAttribute("id", "rdv-9");
    expect(linked).toHaveAttribute("aria-current", "true");
    expect(within(linked).getByText("Rendez-vous de la demande")).toBeInTheDocument();
    expect(scrolled).toEqual([linked]);
    expect(linked).toHaveFocus();

    const other = rowOf(table, "Contrôle");
    expect(other).toHaveAttribute("id", "rdv-8");
    expect(other).not.toHaveAttribute("aria-current");
    expect(within(other).queryByText("Rendez-vous de la demande")).not.toBeInTheDocument();
  });

  it("marks nothing when the address names no appointment", async () => {
    const table = await openAt("/responsable/patients/42");
    expect(within(table).getAllByRole("row").filter((row) => row.hasAttribute("aria-current"))).toHaveLength(0);
    expect(screen.queryByText("Rendez-vous de la demande")).not.toBeInTheDocument();
    expect(scrolled).toHaveLength(0);
  });

  it("ignores an anchor to another patient's appointment", async () => {
    await openAt(appointmentHref(42, 77));
    expect(screen.queryByText("Rendez-vous de la demande")).not.toBeInTheDocument();
    expect(scrolled).toHaveLength(0);
  });

  it("follows the anchor when it changes on the same page", async () => {
    const table = await openAt(appointmentHref(42, 9));
    act(() => {
      window.history.replaceState(null, "", appointmentHref(42, 8));
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    const linked = rowOf(table, "Contrôle");
    expect(linked).toHaveAttribute("aria-current", "true");
    expect(linked).toHaveFocus();
    expect(rowOf(table, "Douleur au genou")).not.toHaveAttribute("aria-current");
    expect(scrolled.at(-1)).toBe(linked);
  });
});
