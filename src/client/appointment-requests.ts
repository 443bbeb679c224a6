import { apiFetch, errorMessage } from "@/client/api-client";
import { appointmentRequestMessages as frenchMessages, CLOSED_DAY_CHECK_HEADER, CLOSED_DAY_CHECK_VALUE } from "@/schemas/public-form-messages";

export type AppointmentRequestDraft = {
  nom: string;
  prenom: string;
  telephone: string;
  /** YYYY-MM-DD */
  datePreferee: string;
  /** HH:MM or HH:MM:SS */
  heurePreferee: string;
  motif: string;
  /** The optional reminders box (law 09-08, decision 034): sent only when ticked, so the spec's payload is unchanged otherwise. */
  consentementRappels?: boolean;
  /** The Arabic pages' forms send "ar" (decision 043): the person's messages are written in Arabic. Nothing otherwise (French). */
  langue?: "ar";
};

export type DraftErrors = Partial<Record<keyof AppointmentRequestDraft, string>>;

export type SubmitOutcome = {
  ok: boolean;
  sent: boolean;
  message: string;
  /** The server's messages per field of a refused request (400 `errors`), to show beside the fields. */
  fieldErrors?: DraftErrors;
};

export type SubmitOptions = {
  /**
   * Asks the server to refuse a day the practice is closed (`X-Closed-Day-Check: reject`): a 400
   * whose `errors.datePreferee` says why. The product's own forms ask; without it, the spec's
   * behaviour (any future day accepted) is unchanged.
   */
  rejectClosedDays?: boolean;
  /** The status messages in the page's language; the spec's French ones by default. */
  messages?: { missingFields: string; failed: string; success: string };
};

const draftFields: (keyof AppointmentRequestDraft)[] = ["nom", "prenom", "telephone", "datePreferee", "heurePreferee", "motif"];

async function refusedFields(response: Response): Promise<DraftErrors | undefined> {
  if (response.status !== 400) return undefined;
  try {
    const body = (await response.json()) as { errors?: Record<string, unknown> } | null;
    const found = draftFields.flatMap((field) => {
      const text = body?.errors?.[field];
      return typeof text === "string" && text !== "" ? [[field, text] as const] : [];
    });
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  } catch {
    return undefined; // not JSON: the status message alone
  }
}

/**
 * Sends an appointment request exactly as the spec's public form does (§4, §5, §8): nothing is
 * sent when a required field is empty; HH:MM gets ':00'; the answer's ok status decides the
 * message; a network failure shows the error's own message. Every booking form on the site uses it.
 * A refusal's field messages come back too, for the form to show beside its fields.
 */
export async function submitAppointmentRequest(draft: AppointmentRequestDraft, options: SubmitOptions = {}): Promise<SubmitOutcome> {
  const messages = options.messages ?? frenchMessages;
  const required = [draft.nom, draft.prenom, draft.telephone, draft.datePreferee, draft.heurePreferee];
  if (required.some((value) => value.trim() === "")) {
    return { ok: false, sent: false, message: messages.missingFields };
  }
  const heurePreferee = draft.heurePreferee.length === 5 ? `${draft.heurePreferee}:00` : draft.heurePreferee;
  try {
    const response = await apiFetch("/api/appointment-requests", {
      method: "POST",
      json: { ...draft, heurePreferee, consentementRappels: draft.consentementRappels || undefined, langue: draft.langue === "ar" ? "ar" : undefined },
      headers: options.rejectClosedDays ? { [CLOSED_DAY_CHECK_HEADER]: CLOSED_DAY_CHECK_VALUE } : undefined,
    });
    if (response.ok) return { ok: true, sent: true, message: messages.success };
    const fieldErrors = await refusedFields(response);
    return fieldErrors ? { ok: false, sent: true, message: messages.failed, fieldErrors } : { ok: false, sent: true, message: messages.failed };
  } catch (error) {
    return { ok: false, sent: true, message: errorMessage(error) };
  }
}
