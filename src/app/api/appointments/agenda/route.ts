import { listAgendaWeek } from "@/domain/appointments/agenda";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { agendaCalls } from "@/server/openapi/agenda";

/**
 * The agenda's own answer (any staff member, decision 041): what its grid and list show of the
 * appointments starting on the days du…au, and their holders named once. Compressed on the way
 * out (src/server/compression.ts) when the client accepts it.
 */
export const GET = withApi(agendaCalls.week, async ({ db, query, audit }) =>
  json(await listAgendaWeek(db, query, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
