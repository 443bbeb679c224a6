import { DUPLICATE_CHECK_HEADER, DUPLICATE_CHECK_VALUE, type DuplicateCandidate, type DuplicateConflict, patientMessages } from "@/schemas/patient";
import { json } from "@/server/http";

/** Whether the client asked for likely duplicates to be refused (`X-Duplicate-Check: reject`, decision 009). */
export function wantsDuplicateCheck(request: Request): boolean {
  return request.headers.get(DUPLICATE_CHECK_HEADER)?.trim().toLowerCase() === DUPLICATE_CHECK_VALUE;
}

/** 409 {message, duplicates}: a registration or a change refused because the file would look like these. */
export function duplicatesResponse(duplicates: DuplicateCandidate[]): Response {
  const body: DuplicateConflict = { message: patientMessages.duplicateFound, duplicates };
  return json(body, 409);
}
