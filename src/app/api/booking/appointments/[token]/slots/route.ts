import { slotsForMove } from "@/domain/booking/manage-appointment";
import { linkClock } from "@/server/appointment-link-api";
import { json, withApi } from "@/server/http";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";

/** The free slots of the appointment's visit type it may move to (none when the link may not move it). */
export const GET = withApi(appointmentLinkCalls.slots, async ({ db, params, query }) => {
  const { slots } = await slotsForMove(db, params.token, { du: query.du, au: query.au, medecinId: query.medecinId }, linkClock());
  return json(slots);
});
