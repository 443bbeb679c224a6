import { patientSearchQuery } from "@/schemas/patient";
import { badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** Patients: registration (with the opt-in duplicate refusal), search, the file, and the duplicate check. */
export const patientCalls = {
  register: {
    method: "post",
    path: "/api/patients",
    summary: "Register a patient",
    tag: "Patients",
    access: "staff",
    accessNote:
      "With the header `X-Duplicate-Check: reject`, a likely duplicate (same phone in any format, or same name and birth date) is answered 409 instead of being created; without it, the spec's behaviour.",
    body: "PatientInput",
    success: { status: 201, description: "The stored patient", schema: ref("Patient") },
    errors: { ...badBody, ...unauthenticated, 409: "Only with X-Duplicate-Check: reject — likely duplicates: { message, duplicates } (DuplicateConflict)" },
  },
  search: {
    method: "get",
    path: "/api/patients",
    summary: "Search patients by name (nom or prenom; case and accents ignored) or by phone number in any format, sorted by name",
    tag: "Patients",
    access: "staff",
    query: patientSearchQuery,
    success: { status: 200, description: "Always a list (possibly empty)", schema: listOf("Patient") },
    errors: { 400: "nom missing or blank, or limit/offset invalid", ...unauthenticated },
  },
  read: {
    method: "get",
    path: "/api/patients/{id}",
    summary: "A patient",
    tag: "Patients",
    access: "staff",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The patient", schema: ref("Patient") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  findDuplicates: {
    method: "post",
    path: "/api/patients/duplicates",
    summary: "Likely duplicates of a person: same phone (any format), or same name (transliterations included) and birth date",
    tag: "Front desk",
    access: "staff",
    body: "DuplicateCheckInput",
    success: { status: 200, description: "The candidates, strongest first (at most 10)", schema: ref("DuplicateList") },
    errors: { ...badBody, ...unauthenticated },
  },
} satisfies Record<string, Operation>;
