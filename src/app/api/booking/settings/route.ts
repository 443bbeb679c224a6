import { readBookingSettings, saveBookingSettings } from "@/domain/booking/booking-settings";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** The online booking rules (any staff member). */
export const GET = withApi(bookingCalls.readSettings, async ({ db }) => json(await readBookingSettings(db)));

/** Replaces the online booking rules (ADMIN). */
export const PUT = withApi(bookingCalls.saveSettings, async ({ db, body, audit }) => json(await saveBookingSettings(db, body, audit)));
