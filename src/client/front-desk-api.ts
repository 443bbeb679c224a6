import { apiFetch, errorMessage } from "@/client/api-client";
import { type Appointment } from "@/schemas/appointment";
import { DUPLICATE_CHECK_HEADER, DUPLICATE_CHECK_VALUE, type DuplicateCandidate, type Patient, type PatientInput, patientMessages } from "@/schemas/patient";
import type { AccessEventPage, AuditActor } from "@/schemas/audit";
import type { AlertCounts } from "@/schemas/alerts";
import type { InboxMessage, InboxPage } from "@/schemas/contact-message";
import { requestMessages, type RequestStatus, type TriagedRequest, type TriagedRequestPage } from "@/schemas/appointment-request";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * The front desk's calls (triage, conversion, duplicates, inbox, access history, alerts). Reads
 * answer the data or null when the call failed; actions answer what to tell the user. A 401
 * means the token is no good any more, whoever asked: `onUnauthorized` ends the session.
 */

export type Outcome<T> =
  | { ok: true; message: string; value: T }
  | { ok: false; message: string; fieldErrors: Record<string, string>; detail: string | null };

/** Creating a patient with the duplicate check: created, refused as a likely duplicate, or failed. */
export type PatientCreation =
  | { kind: "created"; patient: Patient; message: string }
  | { kind: "duplicates"; duplicates: DuplicateCandidate[]; message: string }
  | { kind: "failed"; message: string; fieldErrors: Record<string, string>; detail: string | null };

// Told to the header's alert badges when a change may have moved the counts.
const changeEvent = "front-desk-change";

export function notifyFrontDeskChange(): void {
  window.dispatchEvent(new Event(changeEvent));
}

export function subscribeFrontDeskChange(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

type Problem = { message: string | null; errors: Record<string, string>; body: Record<string, unknown> };

async function readProblem(response: Response): Promise<Problem> {
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return { message: null, errors: {}, body: {} };
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    const fieldErrors: Record<string, string> = {};
    if (errors && typeof errors === "object") {
      for (const [field, text] of Object.entries(errors)) if (typeof text === "string") fieldErrors[field] = text;
    }
    return { message: typeof message === "string" ? message : null, errors: fieldErrors, body: body as Record<string, unknown> };
  } catch {
    return { message: null, errors: {}, body: {} };
  }
}

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function createFrontDeskApi({ onUnauthorized }: { onUnauthorized: () => void }) {
  async function send(path: string, init?: Parameters<typeof apiFetch>[1]): Promise<Response> {
    const response = await apiFetch(path, init);
    if (response.status === 401) onUnauthorized();
    return response;
  }

  async function read<T>(path: string): Promise<T | null> {
    try {
      const response = await send(path);
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  }

  async function act<T>(path: string, init: Parameters<typeof apiFetch>[1], messages: { success: string; failed: string }): Promise<Outcome<T>> {
    try {
      const response = await send(path, init);
      if (response.ok) return { ok: true, message: messages.success, value: (await response.json()) as T };
      const problem = await readProblem(response);
      return { ok: false, message: messages.failed, fieldErrors: problem.errors, detail: problem.message };
    } catch (error) {
      return { ok: false, message: `Erreur serveur : ${errorMessage(error)}`, fieldErrors: {}, detail: null };
    }
  }

  return {
    listRequests(filters: { status?: RequestStatus; q?: string; limit?: number; offset?: number }) {
      return read<TriagedRequestPage>(`/api/front-desk/requests${query(filters)}`);
    },

    getRequest(id: number | string) {
      return read<TriagedRequest>(`/api/front-desk/requests/${encodeURIComponent(String(id))}`);
    },

    async changeStatus(id: number, status: RequestStatus): Promise<Outcome<TriagedRequest>> {
      const outcome = await act<TriagedRequest>(
        `/api/appointment-requests/${id}/status`,
        { method: "PATCH", json: { status } },
        { success: requestMessages.statusChanged, failed: requestMessages.statusFailed },
      );
      if (outcome.ok) notifyFrontDeskChange();
      return outcome;
    },

    async convert(
      id: number,
      draft: { dateHeure: string; motif: string; observation: string; patientId: number; medecinId: number },
    ): Promise<Outcome<{ request: TriagedRequest; appointment: Appointment }>> {
      const outcome = await act<{ request: TriagedRequest; appointment: Appointment }>(
        `/api/appointment-requests/${id}/convert`,
        {
          method: "POST",
          json: {
            dateHeure: draft.dateHeure,
            motif: draft.motif,
            observation: draft.observation,
            patient: { id: draft.patientId },
            medecin: { id: draft.medecinId },
          },
        },
        { success: requestMessages.converted, failed: requestMessages.convertFailed },
      );
      if (outcome.ok) notifyFrontDeskChange();
      return outcome;
    },

    /** Likely duplicates of a person; null when the check failed (the form then lets the user go on). */
    async checkDuplicates(probe: { nom: string; prenom: string; dateNaissance?: string; telephone?: string }) {
      try {
        const response = await send("/api/patients/duplicates", { method: "POST", json: probe });
        if (!response.ok) return null;
        return ((await response.json()) as { duplicates: DuplicateCandidate[] }).duplicates;
      } catch {
        return null;
      }
    },

    /**
     * POST /api/patients, refused with the candidates when it looks like a patient already
     * registered — unless `confirmed`, after the user has seen them and chosen to go on.
     */
    async createPatient(draft: PatientInput, options: { confirmed: boolean }): Promise<PatientCreation> {
      try {
        const headers: HeadersInit = options.confirmed ? {} : { [DUPLICATE_CHECK_HEADER]: DUPLICATE_CHECK_VALUE };
        const response = await send("/api/patients", { method: "POST", json: draft, headers });
        if (response.ok) return { kind: "created", patient: (await response.json()) as Patient, message: patientMessages.added };
        const problem = await readProblem(response);
        if (response.status === 409 && Array.isArray(problem.body.duplicates)) {
          return {
            kind: "duplicates",
            duplicates: problem.body.duplicates as DuplicateCandidate[],
            message: problem.message ?? patientMessages.duplicateFound,
          };
        }
        return { kind: "failed", message: patientMessages.addFailed, fieldErrors: problem.errors, detail: problem.message };
      } catch (error) {
        return { kind: "failed", message: `Erreur serveur : ${errorMessage(error)}`, fieldErrors: {}, detail: null };
      }
    },

    listDoctors() {
      return read<StaffRef[]>("/api/front-desk/doctors");
    },

    listMessages(filters: { read?: boolean; limit?: number; offset?: number }) {
      return read<InboxPage>(`/api/contact-messages${query(filters)}`);
    },

    getMessage(id: number) {
      return read<InboxMessage>(`/api/contact-messages/${id}`);
    },

    async setMessageRead(id: number, isRead: boolean): Promise<InboxMessage | null> {
      try {
        const response = await send(`/api/contact-messages/${id}`, { method: "PATCH", json: { read: isRead } });
        if (!response.ok) return null;
        notifyFrontDeskChange();
        return (await response.json()) as InboxMessage;
      } catch {
        return null;
      }
    },

    counts() {
      return read<AlertCounts>("/api/front-desk/counts");
    },

    accessHistory(patientId: number, page: { limit?: number; offset?: number } = {}) {
      return read<AccessEventPage>(`/api/patients/${patientId}/access-history${query(page)}`);
    },

    auditTrail(filters: { actorId?: number; from?: string; to?: string; limit?: number; offset?: number }) {
      return read<AccessEventPage>(`/api/audit-events${query(filters)}`);
    },

    auditActors() {
      return read<AuditActor[]>("/api/audit-events/actors");
    },
  };
}

export type FrontDeskApi = ReturnType<typeof createFrontDeskApi>;
