import { createInsurer, listInsurers } from "@/domain/fees/insurers";
import { json, withApi } from "@/server/http";
import { actCalls } from "@/server/openapi/acts";

/** The insurers (any staff member). */
export const GET = withApi(actCalls.listInsurers, async ({ db }) => json(await listInsurers(db)));

/** Adds an insurer (ADMIN). */
export const POST = withApi(actCalls.createInsurer, async ({ db, body, audit }) => json(await createInsurer(db, body, audit), 201));
