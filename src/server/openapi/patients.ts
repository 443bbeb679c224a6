import {
  DUPLICATE_CHECK_HEADER,
  DUPLICATE_CHECK_VALUE,
  duplicateCheckInput,
  patientInput,
  patientListQuery,
  patientMergeInput,
  patientQuickInput,
  patientSearchQuery,
  patientUpdate,
} from "@/schemas/patient";
import { badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The opt-in duplicate check of a registration or a change of identity (docs/decisions/009 and 025). */
const duplicateCheckHeader = {
  name: DUPLICATE_CHECK_HEADER,
  description: `\`${DUPLICATE_CHECK_VALUE}\`: refuse (409 DuplicateConflict) a file that would look like another one (same phone in any format, or same name and birth date). Without it, no check.`,
  schema: { type: "string", enum: [DUPLICATE_CHECK_VALUE] },
};

const patientPath = idPath("The patient's id");
const merged409 = "The file was merged into another one: change that one (`Ce dossier a été fusionné dans le dossier n° …`)";

/** Patients: registration (with the opt-in duplicate refusal), search, the file, the duplicate check, and the file's upkeep. */
export const patientCalls = {
  register: {
    method: "post",
    path: "/api/patients",
    summary: "Register a patient",
    tag: "Patients",
    access: "staff",
    accessNote:
      "With the header `X-Duplicate-Check: reject`, a likely duplicate (same phone in any format, or same name and birth date) is answered 409 instead of being created; without it, the spec's behaviour.",
    body: { name: "PatientInput", schema: patientInput },
    success: { status: 201, description: "The stored patient", schema: ref("Patient") },
    errors: { ...badBody, ...unauthenticated, 409: "Only with X-Duplicate-Check: reject — likely duplicates: { message, duplicates } (DuplicateConflict)" },
  },
  search: {
    method: "get",
    path: "/api/patients",
    summary: "Search patients by name (each word in nom or prenom; case and accents ignored; Arabic script and Latin spellings find each other), CIN or phone number in any format, sorted by name",
    tag: "Patients",
    access: "staff",
    accessNote: "Archived and merged files are left out unless `archives=1` (decision 025); the answer's shape is the spec's.",
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
    accessNote: "Archived and merged files too: `dateArchivage` and `fusionneDans` say so.",
    pathParams: patientPath,
    success: { status: 200, description: "The patient: the spec's fields, then the file's state", schema: ref("PatientRecord") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  update: {
    method: "patch",
    path: "/api/patients/{id}",
    summary: "Change a patient's details: any of the registration's fields, under its rules",
    tag: "Patients",
    access: "staff",
    accessNote:
      "Fields left out stay as they are (mutuelle too); `compagnie: null` clears it; a value equal to the current one is no change. The audit event lists the changed fields' names, never their values. With `X-Duplicate-Check: reject`, a change of nom, prenom, dateNaissance or telephone that makes the file look like another one is answered 409 instead.",
    pathParams: patientPath,
    requestHeaders: [duplicateCheckHeader],
    body: { name: "PatientUpdate", schema: patientUpdate },
    success: { status: 200, description: "The file after the change", schema: ref("PatientRecord") },
    errors: {
      ...badBody,
      ...badId,
      ...unauthenticated,
      404: "Patient non trouvé",
      409: `${merged409}; or, only with ${DUPLICATE_CHECK_HEADER}: ${DUPLICATE_CHECK_VALUE}, likely duplicates: { message, duplicates } (DuplicateConflict)`,
    },
    errorBodies: { 409: "DuplicateConflict" },
  },
  archive: {
    method: "post",
    path: "/api/patients/{id}/archive",
    summary: "Archive a patient's file: it leaves the searches and the list (unless archives=1) and stays readable",
    tag: "Patients",
    access: "staff",
    accessNote: "No body. Archiving an archived file changes nothing (200).",
    pathParams: patientPath,
    success: { status: 200, description: "The archived file", schema: ref("PatientRecord") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  restore: {
    method: "post",
    path: "/api/patients/{id}/restore",
    summary: "Restore an archived file: back in the searches",
    tag: "Patients",
    access: "staff",
    accessNote: "No body. Restoring an active file changes nothing (200).",
    pathParams: patientPath,
    success: { status: 200, description: "The restored file", schema: ref("PatientRecord") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé", 409: "A merged file cannot be restored" },
  },
  merge: {
    method: "post",
    path: "/api/patients/{id}/merge",
    summary: "Merge a duplicate (fromId) into this file",
    tag: "Patients",
    access: ["ADMIN", "MEDECIN"],
    accessNote:
      "ADMIN or MEDECIN accounts only. In one transaction: fromId's appointments and linked appointment requests move to this file, which keeps its own details and the older creation date; fromId is archived and points here (`fusionneDans`). Overlapping appointments of both files are kept. Audited as patient.merge; this file's access history shows the events of both ids.",
    pathParams: idPath("The file kept"),
    body: { name: "PatientMergeInput", schema: patientMergeInput },
    success: { status: 200, description: "The file kept, after the merge", schema: ref("PatientRecord") },
    errors: {
      ...badBody,
      ...badId,
      ...unauthenticated,
      403: "The account is neither ADMIN nor MEDECIN",
      404: "Patient non trouvé (either file)",
      409: "This file is archived (restore it first) or merged; or fromId was already merged",
    },
  },
  list: {
    method: "get",
    path: "/api/patients/list",
    summary: "Every patient, a page at a time: most recent first or by name, filtered by name, phone or birth date",
    tag: "Patients",
    access: "staff",
    accessNote:
      "`q` holds name words (each found in nom or prenom, case and accents ignored), or a phone number in any format, and/or a birth date dd/mm/yyyy; everything given must match. Archived and merged files only with `archives=1`. Recorded in the audit trail with the ids shown, never the text.",
    query: patientListQuery,
    success: { status: 200, description: "One page and the total", schema: ref("PatientPage") },
    errors: { 400: "q over 100 characters or with a date that does not exist, tri/archives/limit/offset invalid", ...unauthenticated },
  },
  registerArriving: {
    method: "post",
    path: "/api/front-desk/patients",
    summary: "Register a patient as they arrive: at the desk without an appointment, or from a request sent with a phone number only",
    tag: "Front desk",
    access: "staff",
    accessNote:
      "The product's registration (decision 042), beside the spec's POST /api/patients which stays as it is: nom, prenom, dateNaissance, gender and telephone are required; email and adresse may be left out or blank (the file's `aCompleter` lists them); `cin` is optional, letters then digits, stored upper case. With `X-Duplicate-Check: reject`, likely duplicates (same phone, same CIN, or same name — either script — and birth date) are answered 409 instead.",
    requestHeaders: [duplicateCheckHeader],
    body: { name: "PatientQuickInput", schema: patientQuickInput },
    success: { status: 201, description: "The new file", schema: ref("PatientRecord") },
    errors: { ...badBody, ...unauthenticated, 409: "Only with X-Duplicate-Check: reject — likely duplicates: { message, duplicates } (DuplicateConflict)" },
    errorBodies: { 409: "DuplicateConflict" },
  },
  findDuplicates: {
    method: "post",
    path: "/api/patients/duplicates",
    summary: "Likely duplicates of a person: same phone (any format), or same name (transliterations included) and birth date",
    tag: "Front desk",
    access: "staff",
    body: { name: "DuplicateCheckInput", schema: duplicateCheckInput },
    success: { status: 200, description: "The candidates, strongest first (at most 10)", schema: ref("DuplicateList") },
    errors: { ...badBody, ...unauthenticated },
  },
} satisfies Record<string, Operation>;
