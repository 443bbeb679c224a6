import { minutesAsTime, wallClockIn } from "@/calendar/zone";
import { uploadPageState } from "@/domain/files/upload-links";
import { type PhoneUploadErrorCode, phoneUploadErrorCodes } from "@/content/phone-upload-words";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";

/**
 * What the phone upload page (/televersement/{token}, decision 061) shows: the link open (until
 * when, how many files it has received) or closed, and what a form posted without scripts did.
 * Nothing of the patient.
 */
export type PhoneUploadPageModel =
  | { kind: "open"; token: string; until: string; received: number; error: PhoneUploadErrorCode | null }
  | { kind: "closed" }
  | { kind: "unknown" };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function loadPhoneUploadPage(token: string, query: Record<string, string | string[] | undefined>): Promise<PhoneUploadPageModel> {
  const { db } = await getDatabase();
  const state = await uploadPageState(db, token, new Date());
  if (state.state === "inconnu") return { kind: "unknown" };
  if (state.state === "ferme") return { kind: "closed" };
  const errorText = one(query.erreur);
  const error = phoneUploadErrorCodes.find((code) => code === errorText) ?? null;
  return { kind: "open", token, until: minutesAsTime(wallClockIn(state.expiresAt, env().PRACTICE_TIME_ZONE).minutes), received: state.received, error };
}
