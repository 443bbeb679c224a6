import { addAddendum } from "@/domain/consultations/consultations";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** A doctor's correction below a signed note, which stays as signed. */
export const POST = withApi(consultationCalls.addAddendum, async ({ db, params, body, actor, audit }) =>
  json(await addAddendum(db, params.id, body.texte, actor, audit, new Date()), 201),
);
