import { readClaimFormLayout, saveClaimFormLayout } from "@/domain/fees/claim-form-layout";
import { json, withApi } from "@/server/http";
import { claimFormCalls } from "@/server/openapi/claim-form";

/** Where the feuille de soins' fields are printed (any staff member). */
export const GET = withApi(claimFormCalls.readLayout, async ({ db }) => json(await readClaimFormLayout(db)));

/** Replaces the layout (ADMIN). */
export const PUT = withApi(claimFormCalls.saveLayout, async ({ db, body, audit }) => json(await saveClaimFormLayout(db, body, audit)));
