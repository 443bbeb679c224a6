import type { AppointmentRequest } from "@/schemas/appointment-request";

/** The spec's external-patient match: a case-insensitive substring of nom (accents ignored too, as on the server). */
export function matchesExternalName(request: Pick<AppointmentRequest, "nom">, query: string): boolean {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr");
  return fold(request.nom).includes(fold(query.trim()));
}
