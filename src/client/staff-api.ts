import { apiFetch, errorMessage } from "@/client/api-client";
import { type AppointmentRequest } from "@/schemas/appointment-request";
import { appointmentMessages, type Appointment } from "@/schemas/appointment";
import { DUPLICATE_CHECK_HEADER, DUPLICATE_CHECK_VALUE, type DuplicateCandidate, type Patient, type PatientInput, patientMessages } from "@/schemas/patient";
import { staffUserMessages, type StaffUser, type StaffUserInput } from "@/schemas/staff-user";

/**
 * The staff area's calls (spec §7), each returning what its screen shows: the spec's §8 message
 * for an action, the data (or an empty result) for a read. One place decides what a 401 means:
 * the token is no good any more, whoever asked.
 */

/** What an add or delete action tells the user. */
export type ActionOutcome = {
  ok: boolean;
  /** The spec's status message, word for word. */
  message: string;
  /** The server's per-field explanations of a refused payload, shown beside the fields. */
  fieldErrors: Record<string, string>;
  /** The server's explanation when it is not about one field (e.g. a duplicate account). */
  detail: string | null;
};

export const serverErrorMessage = (error: unknown) => `Erreur serveur : ${errorMessage(error)}`;
export const deleteErrorMessage = (error: unknown) => `Erreur : ${errorMessage(error)}`;

export type AppointmentDraft = {
  /** YYYY-MM-DDTHH:MM, a wall-clock time in the practice's time zone. */
  dateHeure: string;
  motif: string;
  observation: string;
  patientId: number;
  medecinId: number | null;
};

export type UserLookup = { ok: true; user: StaffUser } | { ok: false; message: string };

/** Adding a patient also tells the created patient, or the likely duplicates the server refused it for. */
export type PatientOutcome = ActionOutcome & { patient?: Patient | null; duplicates?: DuplicateCandidate[] };

type Problem = { message: string | null; errors: Record<string, string>; duplicates?: DuplicateCandidate[] };

async function readProblem(response: Response): Promise<Problem> {
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return { message: null, errors: {} };
    const { message, errors, duplicates } = body as { message?: unknown; errors?: unknown; duplicates?: unknown };
    const fieldErrors: Record<string, string> = {};
    if (errors && typeof errors === "object") {
      for (const [field, text] of Object.entries(errors)) if (typeof text === "string") fieldErrors[field] = text;
    }
    return {
      message: typeof message === "string" ? message : null,
      errors: fieldErrors,
      ...(Array.isArray(duplicates) ? { duplicates: duplicates as DuplicateCandidate[] } : {}),
    };
  } catch {
    return { message: null, errors: {} };
  }
}

export function createStaffApi({ onUnauthorized }: { onUnauthorized: () => void }) {
  async function send(path: string, init?: Parameters<typeof apiFetch>[1]): Promise<Response> {
    const response = await apiFetch(path, init);
    if (response.status === 401) onUnauthorized();
    return response;
  }

  async function act(
    path: string,
    init: Parameters<typeof apiFetch>[1],
    messages: { success: string; failed: string; network: (error: unknown) => string },
  ): Promise<ActionOutcome> {
    try {
      const response = await send(path, init);
      if (response.ok) return { ok: true, message: messages.success, fieldErrors: {}, detail: null };
      const problem = await readProblem(response);
      const hasFieldErrors = Object.keys(problem.errors).length > 0;
      return { ok: false, message: messages.failed, fieldErrors: problem.errors, detail: hasFieldErrors ? null : problem.message };
    } catch (error) {
      return { ok: false, message: messages.network(error), fieldErrors: {}, detail: null };
    }
  }

  /** GET returning the JSON body, or null for any failure (the screens treat both alike). */
  async function read(path: string): Promise<unknown> {
    try {
      const response = await send(path);
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  return {
    /**
     * With `rejectDuplicates`, the server answers 409 with the likely duplicates instead of
     * creating the patient (front desk, docs/decisions/009): they come back in `duplicates`.
     */
    async addPatient(draft: PatientInput, options: { rejectDuplicates?: boolean } = {}): Promise<PatientOutcome> {
      try {
        const headers: HeadersInit = options.rejectDuplicates ? { [DUPLICATE_CHECK_HEADER]: DUPLICATE_CHECK_VALUE } : {};
        const response = await send("/api/patients", { method: "POST", json: draft, headers });
        if (response.ok) {
          const patient = (await response.json().catch(() => null)) as Patient | null;
          return { ok: true, message: patientMessages.added, fieldErrors: {}, detail: null, patient };
        }
        const problem = await readProblem(response);
        if (response.status === 409 && problem.duplicates) {
          return { ok: false, message: problem.message ?? patientMessages.addFailed, fieldErrors: {}, detail: null, duplicates: problem.duplicates };
        }
        const hasFieldErrors = Object.keys(problem.errors).length > 0;
        return { ok: false, message: patientMessages.addFailed, fieldErrors: problem.errors, detail: hasFieldErrors ? null : problem.message };
      } catch (error) {
        return { ok: false, message: serverErrorMessage(error), fieldErrors: {}, detail: null };
      }
    },

    /** Patients whose name matches; null when the call failed. A single object is wrapped into a list (spec §7). */
    async searchPatients(nom: string): Promise<Patient[] | null> {
      const body = await read(`/api/patients?nom=${encodeURIComponent(nom)}`);
      if (body === null || typeof body !== "object") return null;
      return Array.isArray(body) ? (body as Patient[]) : [body as Patient];
    },

    async getPatient(id: string | number): Promise<Patient | null> {
      const body = await read(`/api/patients/${encodeURIComponent(String(id))}`);
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Patient) : null;
    },

    /** A failed call is treated as an empty list (spec §7). */
    async listAppointments(patientId: number): Promise<Appointment[]> {
      const body = await read(`/api/appointments/patient/${patientId}`);
      return Array.isArray(body) ? (body as Appointment[]) : [];
    },

    addAppointment(draft: AppointmentDraft): Promise<ActionOutcome> {
      return act(
        "/api/appointments",
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
        { success: appointmentMessages.added, failed: appointmentMessages.addFailed, network: serverErrorMessage },
      );
    },

    /** Every appointment request (the "external patients"); null when the call failed. */
    async listAppointmentRequests(): Promise<AppointmentRequest[] | null> {
      const body = await read("/api/appointment-requests");
      return Array.isArray(body) ? (body as AppointmentRequest[]) : null;
    },

    addUser(draft: StaffUserInput): Promise<ActionOutcome> {
      return act("/api/users", { method: "POST", json: draft }, {
        success: staffUserMessages.added,
        failed: staffUserMessages.addFailed,
        network: serverErrorMessage,
      });
    },

    /** The account behind an e-mail; a refused or failed lookup reads 'Utilisateur non trouvé'. */
    async findUserByEmail(email: string): Promise<UserLookup> {
      try {
        const response = await send(`/api/users/email/${encodeURIComponent(email)}`);
        if (!response.ok) return { ok: false, message: staffUserMessages.notFound };
        return { ok: true, user: (await response.json()) as StaffUser };
      } catch (error) {
        return { ok: false, message: deleteErrorMessage(error) };
      }
    },

    deleteUser(id: number): Promise<ActionOutcome> {
      return act(`/api/users/${id}`, { method: "DELETE" }, {
        success: staffUserMessages.deleted,
        failed: staffUserMessages.deleteFailed,
        network: deleteErrorMessage,
      });
    },
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;

/** The spec's external-patient match: a case-insensitive substring of nom (accents ignored too, as on the server). */
export function matchesExternalName(request: Pick<AppointmentRequest, "nom">, query: string): boolean {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr");
  return fold(request.nom).includes(fold(query.trim()));
}
