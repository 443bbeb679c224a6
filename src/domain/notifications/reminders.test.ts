import { describe, expect, it } from "vitest";
import { reminderNotNeeded } from "@/domain/notifications/reminders";

const appointment = new Date("2026-10-15T09:00:00.000Z");
const notice = (type: string, createdAt: string, overrides: Partial<{ statut: string; sentAt: Date | null; dateHeure: string }> = {}) => ({
  appointmentId: 1,
  type,
  statut: overrides.statut ?? "envoye",
  donnees: { dateHeure: overrides.dateHeure ?? appointment.toISOString() },
  createdAt: new Date(createdAt),
  sentAt: overrides.sentAt === undefined ? new Date(createdAt) : overrides.sentAt,
});

describe("reminderNotNeeded (decision 043)", () => {
  it("skips the reminder when the confirmation went out less than 24 hours before the appointment", () => {
    expect(reminderNotNeeded(appointment, [notice("confirmation", "2026-10-14T17:00:00Z")])).toBe(true);
    expect(reminderNotNeeded(appointment, [notice("deplacement", "2026-10-14T20:00:00Z")])).toBe(true);
    // Not sent by lack of a provider: the same configuration would not send the reminder either.
    expect(reminderNotNeeded(appointment, [notice("confirmation", "2026-10-14T17:00:00Z", { statut: "non_envoye", sentAt: null })])).toBe(true);
  });

  it("keeps it when the confirmation is older, failed, or for another time", () => {
    expect(reminderNotNeeded(appointment, [notice("confirmation", "2026-10-14T08:59:00Z")])).toBe(false);
    expect(reminderNotNeeded(appointment, [notice("confirmation", "2026-10-14T17:00:00Z", { statut: "echec", sentAt: null })])).toBe(false);
    expect(reminderNotNeeded(appointment, [notice("confirmation", "2026-10-14T17:00:00Z", { dateHeure: "2026-10-16T09:00:00.000Z" })])).toBe(false);
    expect(reminderNotNeeded(appointment, [notice("annulation", "2026-10-14T17:00:00Z")])).toBe(false);
    expect(reminderNotNeeded(appointment, [])).toBe(false);
  });

  it("skips an appointment already reminded for this time, whatever the reminder's key", () => {
    expect(reminderNotNeeded(appointment, [notice("rappel", "2026-10-13T17:00:00Z")])).toBe(true);
  });
});
