import { agendaItems, fittingDisplay, gridWidth, holderName, laneLayout, overlapsOf, place } from "@/components/staff/appointments/agenda-layout";
import { anAgendaWeek } from "../../../../tests/support/agenda-fixtures";
import { anAgendaAppointment } from "../../../../tests/support/staff-fixtures";

const RABAT = "Africa/Casablanca";

describe("agenda layout", () => {
  // 10:00 in Rabat on 23 November 2026 is 09:00 UTC.
  const at10 = anAgendaAppointment({ id: 1, dateHeure: "2026-11-23T09:00:00.000Z", dureeMinutes: 30 });

  it("places an appointment on the practice's clock", () => {
    expect(place(at10, RABAT)).toMatchObject({ day: "2026-11-23", start: 600, end: 630 });
  });

  it("finds the doctor's appointments a booking overlaps; touching is fine, cancelled and absent free their slot", () => {
    const cancelled = anAgendaAppointment({ id: 2, dateHeure: "2026-11-23T09:00:00.000Z", status: "annule" });
    const otherDoctor = anAgendaAppointment({ id: 3, dateHeure: "2026-11-23T09:00:00.000Z", medecin: { id: 9, nom: "Alaoui", prenom: "Yassine" } });
    const list = [at10, cancelled, otherDoctor];
    const ids = (wallClock: string, minutes: number) => overlapsOf(list, { wallClock, minutes, medecinId: at10.medecin.id }, RABAT).map((a) => a.id);
    expect(ids("2026-11-23T10:15", 30)).toEqual([1]);
    expect(ids("2026-11-23T10:30", 30)).toEqual([]);
    expect(ids("2026-11-23T09:30", 30)).toEqual([]);
    expect(ids("2026-11-24T10:00", 30)).toEqual([]);
    expect(overlapsOf(list, { wallClock: "2026-11-23T10:00", minutes: 30, medecinId: at10.medecin.id, excludeId: 1 }, RABAT)).toEqual([]);
  });

  it("puts overlapping appointments side by side, and lone ones full width", () => {
    const placed = [
      { item: "a", day: "d", start: 600, end: 630 },
      { item: "b", day: "d", start: 615, end: 645 },
      { item: "c", day: "d", start: 660, end: 690 },
    ];
    const lanes = Object.fromEntries(laneLayout(placed).map((entry) => [entry.item, [entry.lane, entry.lanes]]));
    expect(lanes).toEqual({ a: [0, 2], b: [1, 2], c: [0, 1] });
  });

  it("gives each appointment of the agenda's answer its holder, and names a holder who is not a doctor without « Dr »", () => {
    const assistant = anAgendaAppointment({ id: 2, medecin: { id: 3, nom: "Berrada", prenom: "Amina" } });
    const [first, second] = agendaItems(anAgendaWeek([at10, assistant], [3]));
    expect(first!.medecin).toEqual({ id: 7, nom: "Bennani", prenom: "Omar", estMedecin: true });
    expect(holderName(first!.medecin)).toBe("Dr Omar Bennani");
    expect(holderName(second!.medecin)).toBe("Amina Berrada");
    // A holder the answer forgot is no doctor: « Autres », never a column of its own.
    expect(agendaItems({ rendezVous: [{ ...anAgendaWeek([at10]).rendezVous[0]!, medecinId: 99 }], medecins: [], reservationsEnCours: [] })[0]!.medecin.estMedecin).toBe(false);
  });

  it("shows the list on a phone, even for one doctor's day, and on a tablet where the week's grid does not fit", () => {
    // The page's content: 358 px on a 390 px phone, 720 px on a 768 px tablet, 1392 px at 1440 px.
    expect(fittingDisplay(358, 1)).toBe("liste");
    expect(fittingDisplay(358, 3)).toBe("liste");
    expect(fittingDisplay(720, 3)).toBe("grille");
    expect(fittingDisplay(720, 7)).toBe("liste");
    expect(fittingDisplay(976, 7)).toBe("liste");
    expect(fittingDisplay(1392, 7)).toBe("grille");
    expect(fittingDisplay(720, 6)).toBe("liste");
    expect(gridWidth(4)).toBeLessThan(720);
    // Where nothing can be measured, the grid.
    expect(fittingDisplay(null, 7)).toBe("grille");
  });
});
