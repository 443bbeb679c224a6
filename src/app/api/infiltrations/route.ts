import { searchLot } from "@/domain/consultations/infiltrations";
import { forbidden } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { json, withApi } from "@/server/http";
import { consultationCalls } from "@/server/openapi/consultations";

/** A batch recall: doctors and admins find every patient given a batch. */
export const GET = withApi(consultationCalls.searchLot, async ({ db, query, actor, audit }) => {
  if (!isDoctor(actor) && actor.role !== "ADMIN") throw forbidden("Accès réservé aux médecins et aux administrateurs.");
  return json(await searchLot(db, query.lot, audit));
});
