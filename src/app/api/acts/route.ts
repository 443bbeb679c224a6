import { createAct, listActs } from "@/domain/fees/acts";
import { json, withApi } from "@/server/http";
import { actCalls } from "@/server/openapi/acts";

/** The catalogue of acts (any staff member). */
export const GET = withApi(actCalls.list, async ({ db }) => json(await listActs(db)));

/** Adds an act (ADMIN). */
export const POST = withApi(actCalls.create, async ({ db, body, audit }) => json(await createAct(db, body, audit), 201));
