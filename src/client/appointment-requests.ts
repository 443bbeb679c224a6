import { apiFetch, errorMessage } from "@/client/api-client";
import { appointmentRequestMessages as messages } from "@/schemas/public-form-messages";

export type AppointmentRequestDraft = {
  nom: string;
  prenom: string;
  telephone: string;
  /** YYYY-MM-DD */
  datePreferee: string;
  /** HH:MM or HH:MM:SS */
  heurePreferee: string;
  motif: string;
};

export type SubmitOutcome = { ok: boolean; sent: boolean; message: string };

/**
 * Sends an appointment request exactly as the spec's public form does (§4, §5, §8): nothing is
 * sent when a required field is empty; HH:MM gets ':00'; the answer's ok status decides the
 * message; a network failure shows the error's own message. Every booking form on the site uses it.
 */
export async function submitAppointmentRequest(draft: AppointmentRequestDraft): Promise<SubmitOutcome> {
  const required = [draft.nom, draft.prenom, draft.telephone, draft.datePreferee, draft.heurePreferee];
  if (required.some((value) => value.trim() === "")) {
    return { ok: false, sent: false, message: messages.missingFields };
  }
  const heurePreferee = draft.heurePreferee.length === 5 ? `${draft.heurePreferee}:00` : draft.heurePreferee;
  try {
    const response = await apiFetch("/api/appointment-requests", {
      method: "POST",
      json: { ...draft, heurePreferee },
    });
    return response.ok
      ? { ok: true, sent: true, message: messages.success }
      : { ok: false, sent: true, message: messages.failed };
  } catch (error) {
    return { ok: false, sent: true, message: errorMessage(error) };
  }
}
