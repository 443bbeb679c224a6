import { apiFetch, errorMessage } from "@/client/api-client";
import type { AgendaWeek } from "@/schemas/agenda";
import type { AlertCounts } from "@/schemas/alerts";
import {
  CONFLICT_CHECK_HEADER,
  CONFLICT_CHECK_VALUE,
  type AgendaAppointment,
  type Appointment,
  type AppointmentInput,
  type AppointmentStatus,
  type AppointmentUpdateInput,
  type AppointmentWarnings,
} from "@/schemas/appointment";
import type { AppointmentRequest, RequestStatus, TriagedRequest, TriagedRequestPage } from "@/schemas/appointment-request";
import type { AccessEventPage, AuditActor } from "@/schemas/audit";
import type { BackupFile, BackupOverview } from "@/schemas/backup";
import type {
  ConsultationDraftInput,
  ConsultationListItem,
  ConsultationNote,
  DiagnosisFavourites,
  Infiltration,
  InfiltrationInput,
  InfiltrationRegister,
  InfiltrationWarning,
  LotSearchItem,
  Region,
  Timeline,
} from "@/schemas/consultation";
import type { Act, ActInput, ActPatchInput } from "@/schemas/act";
import type { Insurer, InsurerInput, InsurerPatchInput } from "@/schemas/insurer";
import type { PatientFile, PatientFileLabels, UploadLink, UploadLinkState } from "@/client/patient-files";
import type { BookingSettings, BookingSettingsInput, VisitType, VisitTypeInput } from "@/schemas/booking";
import type { BookingConfirmationInput, BookingToConfirm } from "@/schemas/bookings-to-confirm";
import type { WaitlistEntry, WaitlistQuery } from "@/schemas/waitlist";
import type { PasswordChangeInput, PasswordChangeResponse, PasswordResetResponse } from "@/schemas/auth";
import type { InboxMessage, InboxPage } from "@/schemas/contact-message";
import type { PatientExport, RightsRequest, RightsRequestInput, RightsRequestPage, RightsRequestUpdateInput } from "@/schemas/data-protection";
import type { DocumentInput, DocumentList, DocumentListItem, DocumentTemplate, IssuedDocument, MedicineLineInput, OrdonnanceTemplateInput, PrescriptionFavourite, TemplateUpdateInput } from "@/schemas/document";
import type { ConsentsAnswer, ConsentsInput, NotificationAnswer, NotificationChannel, NotificationPage, NotificationStatus, NotificationType } from "@/schemas/notification";
import {
  DUPLICATE_CHECK_HEADER,
  DUPLICATE_CHECK_VALUE,
  type DuplicateCandidate,
  type DuplicateCheckInput,
  type Patient,
  type PatientInput,
  type PatientQuickInput,
  type PatientPage,
  type PatientRecord,
  type PatientSortOrder,
  type PatientUpdateInput,
} from "@/schemas/patient";
import type { PracticeHoursAnswer, PracticeHoursInput } from "@/schemas/practice-hours";
import type { CashCloseInput, CashDay } from "@/schemas/cash-day";
import type { RevenueAnswer, RevenueView } from "@/schemas/revenue";
import type { DashboardAnswer } from "@/schemas/dashboard";
import type { ClaimFormLayout, ClaimFormLayoutAnswer } from "@/schemas/claim-form";
import type { CreditNoteInput, Invoice, InvoiceInput, IssuedInvoice, PatientInvoices, PaymentInput, UnpaidInvoices, VisitsToBill } from "@/schemas/invoice";
import type { RecoveryCodes, TotpEnrolment, TwoFactorProofInput, TwoFactorStatus } from "@/schemas/two-factor";
import type { StaffAccount, StaffRef, StaffUser, StaffUserInput, StaffUserUpdateInput } from "@/schemas/staff-user";

/**
 * The staff area's calls, grouped by entity. Every call answers its data or throws an
 * `ApiError`: one `send`, one reading of error bodies, one way to fail. What a failure tells the
 * user (the spec's §8 messages) is decided by the screen; what a 401 means (the session has
 * expired) is decided once, by the staff area's query client.
 */

/** A refused call (status ≥ 400) or one that never got an answer (status 0: network failure). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's per-field explanations of a refused payload (`errors` of the body). */
    readonly fieldErrors: Record<string, string> = {},
    /** The whole error body, for calls that answer more (the duplicates of a 409). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's explanation when it is not about one field (e.g. a duplicate account), else null. */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.isNetworkFailure || Object.keys(error.fieldErrors).length > 0) return null;
  return error.message || null;
}

/** 'Erreur serveur : {message}' (spec §8) for a network failure, else the action's own failure text. */
export function actionFailure(error: unknown, failed: string, network: (message: string) => string = serverErrorMessage): string {
  return error instanceof ApiError && !error.isNetworkFailure ? failed : network(errorMessage(error));
}

export const serverErrorMessage = (message: string) => `Erreur serveur : ${message}`;
export const deleteErrorMessage = (message: string) => `Erreur : ${message}`;

async function readErrorBody(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const fieldErrors: Record<string, string> = {};
  if (body.errors && typeof body.errors === "object") {
    for (const [field, text] of Object.entries(body.errors)) if (typeof text === "string") fieldErrors[field] = text;
  }
  const message = typeof body.message === "string" ? body.message : `HTTP ${response.status}`;
  return new ApiError(response.status, message, fieldErrors, body);
}

type SendOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown; headers?: HeadersInit; cache?: RequestCache };

/** A file the server answers (a document's PDF), with the token, as a Blob; a failure throws an ApiError. */
async function sendForFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await apiFetch(path, { cache: "no-store" });
  } catch (error) {
    throw new ApiError(0, errorMessage(error));
  }
  if (!response.ok) throw await readErrorBody(response);
  return response.blob();
}

/** One call of the staff area: the bearer token goes along (apiFetch), a failure throws an ApiError. */
async function send<T>(path: string, options: SendOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, options);
  } catch (error) {
    throw new ApiError(0, errorMessage(error));
  }
  if (!response.ok) throw await readErrorBody(response);
  // The spec judges several calls by their status alone: an empty or non-JSON body is still a success.
  return (await response.json().catch(() => null)) as T;
}

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export type PageRequest = { limit?: number; offset?: number };

/**
 * PATCH /api/users/{id}: the spec's fields, and `estMedecin` — whether an ADMIN also consults
 * (issue 31; optional until every server in use knows it).
 */
export type StaffAccountUpdate = StaffUserUpdateInput & { estMedecin?: boolean };

/** An account of GET /api/users; `estMedecin` (true for every MEDECIN) is absent from servers that predate it. */
export type ListedStaffAccount = StaffAccount & { estMedecin?: boolean };

export const staffApi = {
  patients: {
    /** Patients whose name matches (spec §7); a single object is wrapped into a list. */
    async search(nom: string): Promise<Patient[]> {
      const body = await send<Patient[] | Patient | null>(`/api/patients?nom=${encodeURIComponent(nom)}`);
      if (body === null || typeof body !== "object") return [];
      return Array.isArray(body) ? body : [body];
    },
    get: (id: string | number) => send<PatientRecord>(`/api/patients/${segment(id)}`),
    /**
     * With `rejectDuplicates`, the server answers 409 with the likely duplicates instead of
     * creating the patient (docs/decisions/009): read them with `duplicatesOf(error)`.
     */
    create: (draft: PatientInput, options: { rejectDuplicates: boolean }) =>
      send<Patient | null>("/api/patients", {
        method: "POST",
        json: draft,
        headers: options.rejectDuplicates ? { [DUPLICATE_CHECK_HEADER]: DUPLICATE_CHECK_VALUE } : {},
      }),
    /** A patient as they arrive (decision 042): e-mail and address may be blank; the whole file is answered. */
    registerArriving: (draft: PatientQuickInput, options: { rejectDuplicates: boolean }) =>
      send<PatientRecord>("/api/front-desk/patients", {
        method: "POST",
        json: draft,
        headers: options.rejectDuplicates ? { [DUPLICATE_CHECK_HEADER]: DUPLICATE_CHECK_VALUE } : {},
      }),
    checkDuplicates: async (probe: DuplicateCheckInput) =>
      (await send<{ duplicates: DuplicateCandidate[] }>("/api/patients/duplicates", { method: "POST", json: probe })).duplicates,
    accessHistory: (id: number, page: PageRequest) => send<AccessEventPage>(`/api/patients/${id}/access-history${query(page)}`),
    /** Every patient, a page at a time (docs/decisions/025): `q` is name words, a phone or a birth date dd/mm/yyyy. */
    list: (filters: { q?: string; tri?: PatientSortOrder; archives?: boolean } & PageRequest) =>
      send<PatientPage>(`/api/patients/list${query({ ...filters, archives: filters.archives ? 1 : undefined })}`),
    /** Only the fields that changed; with `rejectDuplicates`, a 409 names the files it would look like (`duplicatesOf`). */
    update: (id: number, changes: PatientUpdateInput, options: { rejectDuplicates: boolean }) =>
      send<PatientRecord>(`/api/patients/${id}`, {
        method: "PATCH",
        json: changes,
        headers: options.rejectDuplicates ? { [DUPLICATE_CHECK_HEADER]: DUPLICATE_CHECK_VALUE } : {},
      }),
    archive: (id: number) => send<PatientRecord>(`/api/patients/${id}/archive`, { method: "POST" }),
    restore: (id: number) => send<PatientRecord>(`/api/patients/${id}/restore`, { method: "POST" }),
    /** A file created by an online booking, checked by the front desk (issue 33). */
    verify: (id: number) => send<PatientRecord>(`/api/patients/${id}/verify`, { method: "POST" }),
    /** `fromId` merged into `keptId` (ADMIN or MEDECIN): answers the file kept. */
    merge: (keptId: number, fromId: number) => send<PatientRecord>(`/api/patients/${keptId}/merge`, { method: "POST", json: { fromId } }),
  },

  appointments: {
    listForPatient: (patientId: number) => send<Appointment[]>(`/api/appointments/patient/${patientId}`),
    /**
     * With `rejectConflicts`, the server answers 409 with the overlapping appointments instead of
     * booking over them (docs/decisions/019): read them with `conflictsOf(error)`.
     */
    create: (draft: AppointmentInput, options: { rejectConflicts: boolean } = { rejectConflicts: false }) =>
      send<Appointment | null>("/api/appointments", {
        method: "POST",
        json: draft,
        headers: options.rejectConflicts ? { [CONFLICT_CHECK_HEADER]: CONFLICT_CHECK_VALUE } : {},
      }),
    /** The appointments starting on the practice days `du` to `au`, by time. */
    agenda: (filters: { du: string; au: string; medecinId?: number; status?: AppointmentStatus[] }) =>
      send<AgendaAppointment[]>(`/api/appointments${query({ ...filters, status: filters.status?.join(",") })}`),
    update: (id: number, changes: AppointmentUpdateInput) => send<Appointment>(`/api/appointments/${id}`, { method: "PATCH", json: changes }),
    /** What a booked appointment overlaps in its doctor's agenda, and why the practice is closed then (null when open). */
    warnings: (id: number) => send<AppointmentWarnings>(`/api/appointments/${id}/warnings`),
    /** The agenda's screen (decision 041): what its grid and list show of the days `du` to `au`, and the appointments' holders. */
    agendaWeek: (filters: { du: string; au: string; medecinId?: number }) => send<AgendaWeek>(`/api/appointments/agenda${query(filters)}`),
    /** One appointment in full, with its patient's name and phone, as the agenda opens it. */
    get: (id: number) => send<AgendaAppointment>(`/api/appointments/${id}`),
  },

  appointmentRequests: {
    /** Every request, as the spec's external-patient search reads them (and filters them here). */
    listAll: () => send<AppointmentRequest[]>("/api/appointment-requests"),
    triage: (filters: { status?: RequestStatus; q?: string; autresOrthographes?: boolean } & PageRequest) =>
      send<TriagedRequestPage>(`/api/front-desk/requests${query({ ...filters, autresOrthographes: filters.autresOrthographes ? 1 : undefined })}`),
    get: (id: string | number) => send<TriagedRequest>(`/api/front-desk/requests/${segment(id)}`),
    changeStatus: (id: number, status: RequestStatus, options: { annulerRendezVous?: boolean } = {}) =>
      send<TriagedRequest>(`/api/appointment-requests/${id}/status`, { method: "PATCH", json: { status, ...options } }),
    /** Always checked by the server as the agenda's booking is: a 409 names the overlaps and the closure (`bookingWarningsOf`). */
    convert: (id: number, draft: Omit<AppointmentInput, "patient"> & { patient: { id: number } }) =>
      send<{ request: TriagedRequest; appointment: Appointment }>(`/api/appointment-requests/${id}/convert`, {
        method: "POST",
        json: draft,
        headers: { [CONFLICT_CHECK_HEADER]: CONFLICT_CHECK_VALUE },
      }),
  },

  contactMessages: {
    list: (filters: { read?: boolean } & PageRequest) => send<InboxPage>(`/api/contact-messages${query(filters)}`),
    get: (id: number) => send<InboxMessage>(`/api/contact-messages/${id}`),
    setRead: (id: number, read: boolean) => send<InboxMessage>(`/api/contact-messages/${id}`, { method: "PATCH", json: { read } }),
  },

  staffUsers: {
    create: (draft: StaffUserInput) => send<StaffUser | null>("/api/users", { method: "POST", json: draft }),
    findByEmail: (email: string) => send<StaffUser>(`/api/users/email/${segment(email)}`),
    delete: (id: number) => send<unknown>(`/api/users/${id}`, { method: "DELETE" }),
    /** Every account, active or deactivated (ADMIN). */
    list: () => send<ListedStaffAccount[]>("/api/users"),
    update: (id: number, changes: StaffAccountUpdate) => send<ListedStaffAccount>(`/api/users/${id}`, { method: "PATCH", json: changes }),
    restore: (id: number) => send<StaffAccount>(`/api/users/${id}/restore`, { method: "POST" }),
    /** A temporary password for the account, shown once (ADMIN); its sessions end. */
    resetPassword: (id: number) => send<PasswordResetResponse>(`/api/users/${id}/password-reset`, { method: "POST" }),
    listDoctors: () => send<StaffRef[]>("/api/front-desk/doctors"),
  },

  /** One's own two-factor login, and an admin's reset of another account's (decision 024). */
  twoFactor: {
    status: () => send<TwoFactorStatus>("/api/auth/totp"),
    startEnrolment: () => send<TotpEnrolment>("/api/auth/totp/enrolment", { method: "POST" }),
    confirmEnrolment: (code: string) => send<RecoveryCodes>("/api/auth/totp/enrolment/confirm", { method: "POST", json: { code } }),
    regenerateRecoveryCodes: (proof: TwoFactorProofInput) => send<RecoveryCodes>("/api/auth/totp/recovery-codes", { method: "POST", json: proof }),
    disable: (proof: TwoFactorProofInput) => send<unknown>("/api/auth/totp/disable", { method: "POST", json: proof }),
    reset: (staffUserId: number) => send<unknown>(`/api/users/${staffUserId}/totp`, { method: "DELETE" }),
  },

  audit: {
    trail: (filters: { actorId?: number; from?: string; to?: string } & PageRequest) => send<AccessEventPage>(`/api/audit-events${query(filters)}`),
    actors: () => send<AuditActor[]>("/api/audit-events/actors"),
  },

  alerts: {
    counts: () => send<AlertCounts>("/api/front-desk/counts"),
  },

  /** Patients' agreements per channel, the messages sent to them, and the admins' outbox (decision 030). */
  notifications: {
    consents: (patientId: number) => send<ConsentsAnswer>(`/api/patients/${patientId}/consentements`),
    saveConsents: (patientId: number, consents: ConsentsInput) =>
      send<ConsentsAnswer>(`/api/patients/${patientId}/consentements`, { method: "PUT", json: consents }),
    forPatient: (patientId: number) => send<NotificationAnswer[]>(`/api/patients/${patientId}/notifications`),
    list: (filters: { statut?: NotificationStatus; canal?: NotificationChannel; type?: NotificationType } & PageRequest) =>
      send<NotificationPage>(`/api/notifications${query(filters)}`),
    retry: (id: number) => send<NotificationAnswer>(`/api/notifications/${id}/retry`, { method: "POST" }),
  },

  /** Law 09-08 (decision 034): a person's data exported, erased or anonymised; the register of rights requests. */
  dataProtection: {
    /** `messages`: the contact messages staff confirmed as this person's (the others come back in `messagesAConfirmer`). */
    exportPatient: (patientId: number, messages: number[] = []) =>
      send<PatientExport>(`/api/patients/${patientId}/export${query({ messages: messages.join(",") })}`, { cache: "no-store" }),
    anonymise: (patientId: number, motif: string) => send<PatientRecord>(`/api/patients/${patientId}/anonymise`, { method: "POST", json: { motif } }),
    eraseRequest: (id: number) => send<null>(`/api/appointment-requests/${id}`, { method: "DELETE" }),
    eraseMessage: (id: number) => send<null>(`/api/contact-messages/${id}`, { method: "DELETE" }),
    rights: (filters: { ouvertes?: boolean } & PageRequest) => send<RightsRequestPage>(`/api/rights-requests${query({ ...filters, ouvertes: filters.ouvertes ? 1 : undefined })}`),
    addRights: (input: RightsRequestInput) => send<RightsRequest>("/api/rights-requests", { method: "POST", json: input }),
    updateRights: (id: number, update: RightsRequestUpdateInput) => send<RightsRequest>(`/api/rights-requests/${id}`, { method: "PATCH", json: update }),
  },

  /** The backups of the server's folder and the daily runs (ADMIN); one written now through the server. */
  backups: {
    overview: () => send<BackupOverview>("/api/backups"),
    create: () => send<BackupFile>("/api/backups", { method: "POST" }),
  },

  practiceHours: {
    /** Past the browser's cache: the public answer may be kept a minute, an admin edits the latest. */
    get: () => send<PracticeHoursAnswer>("/api/practice/hours", { cache: "no-store" }),
    save: (hours: PracticeHoursInput) => send<PracticeHoursAnswer>("/api/practice/hours", { method: "PUT", json: hours }),
  },

  /** Online booking's visit types and rules (decision 047): read by staff, changed by admins. */
  booking: {
    visitTypes: () => send<VisitType[]>("/api/booking/visit-types"),
    createVisitType: (type: VisitTypeInput) => send<VisitType>("/api/booking/visit-types", { method: "POST", json: type }),
    updateVisitType: ({ id, type }: { id: number; type: VisitTypeInput }) => send<VisitType>(`/api/booking/visit-types/${id}`, { method: "PUT", json: type }),
    settings: () => send<BookingSettings>("/api/booking/settings"),
    saveSettings: (rules: BookingSettingsInput) => send<BookingSettings>("/api/booking/settings", { method: "PUT", json: rules }),
    /** Online bookings waiting for the front desk (decision 052), confirmed or refused there. */
    toConfirm: () => send<BookingToConfirm[]>("/api/appointments/to-confirm"),
    confirm: ({ id, status }: { id: number; status: BookingConfirmationInput["status"] }) =>
      send<Appointment>(`/api/appointments/${id}/confirm-booking`, { method: "POST", json: { status } }),
    refuse: ({ id, motifAnnulation }: { id: number; motifAnnulation: string }) =>
      send<Appointment>(`/api/appointments/${id}/refuse-booking`, { method: "POST", json: { motifAnnulation } }),
  },

  /** The catalogue of acts and their fees (decision 055): read by staff, changed by admins; amounts in centimes. */
  /** The feuille de soins (decision 060): its layout, its test print, a receipt's overlay and attestation. */
  claimForm: {
    layout: () => send<ClaimFormLayoutAnswer>("/api/feuille-de-soins/gabarit", { cache: "no-store" }),
    saveLayout: (layout: ClaimFormLayout) => send<ClaimFormLayoutAnswer>("/api/feuille-de-soins/gabarit", { method: "PUT", json: layout }),
    testPrint: () => sendForFile("/api/feuille-de-soins/gabarit/essai"),
    overlay: (invoiceId: number) => sendForFile(`/api/invoices/${invoiceId}/feuille-de-soins`),
    attestation: (invoiceId: number) => sendForFile(`/api/invoices/${invoiceId}/attestation`),
  },
  /** Receipts, payments, credit notes and the day's cash (decisions 056, 057). */
  invoices: {
    issue: (input: InvoiceInput) => send<IssuedInvoice>("/api/invoices", { method: "POST", json: input }),
    get: (id: number) => send<Invoice>(`/api/invoices/${id}`, { cache: "no-store" }),
    /** A patient's receipts and credit notes, newest first (decision 063). */
    forPatient: (patientId: number) => send<PatientInvoices>(`/api/invoices${query({ patientId })}`, { cache: "no-store" }),
    pay: ({ id, payment }: { id: number; payment: PaymentInput }) => send<IssuedInvoice>(`/api/invoices/${id}/payments`, { method: "POST", json: payment }),
    creditNote: ({ id, input }: { id: number; input: CreditNoteInput }) => send<IssuedInvoice>(`/api/invoices/${id}/credit-notes`, { method: "POST", json: input }),
    pdf: (id: number) => sendForFile(`/api/invoices/${id}/pdf`),
    toBill: () => send<VisitsToBill>("/api/invoices/a-facturer", { cache: "no-store" }),
    unpaid: () => send<UnpaidInvoices>("/api/invoices/a-regler", { cache: "no-store" }),
    cashDay: (jour: string) => send<CashDay>(`/api/cash-days/${jour}`, { cache: "no-store" }),
    setFloat: ({ jour, fondCaisse }: { jour: string; fondCaisse: number }) => send<CashDay>(`/api/cash-days/${jour}`, { method: "PATCH", json: { fondCaisse } }),
    closeDay: ({ jour, input }: { jour: string; input: CashCloseInput }) => send<CashDay>(`/api/cash-days/${jour}/close`, { method: "POST", json: input }),
    revenue: ({ du, au, par }: { du: string; au: string; par: RevenueView }) => send<RevenueAnswer>(`/api/reports/revenue${query({ du, au, par })}`, { cache: "no-store" }),
    csv: ({ du, au }: { du: string; au: string }) => sendForFile(`/api/exports/invoices.csv${query({ du, au })}`),
    periodPdf: ({ du, au }: { du: string; au: string }) => sendForFile(`/api/invoices/pdf${query({ du, au })}`),
  },

  /** The practice at a glance (decision 059): the admin and the doctors; the server answers 403 to the assistant. */
  reports: {
    dashboard: (date?: string) => send<DashboardAnswer>(`/api/reports/dashboard${date ? query({ date }) : ""}`, { cache: "no-store" }),
  },

  acts: {
    list: () => send<Act[]>("/api/acts"),
    create: (act: ActInput) => send<Act>("/api/acts", { method: "POST", json: act }),
    update: ({ id, patch }: { id: number; patch: ActPatchInput }) => send<Act>(`/api/acts/${id}`, { method: "PATCH", json: patch }),
  },

  /** The insurers an admin keeps (decision 055): AMO, mutuelles, private insurers; read by staff, changed by admins. */
  insurers: {
    list: () => send<Insurer[]>("/api/insurers"),
    create: (insurer: InsurerInput) => send<Insurer>("/api/insurers", { method: "POST", json: insurer }),
    update: ({ id, patch }: { id: number; patch: InsurerPatchInput }) => send<Insurer>(`/api/insurers/${id}`, { method: "PATCH", json: patch }),
  },

  /** The consultation (decision 054): notes (content for doctors only), the timeline, the infiltrations register. */
  consultations: {
    listForPatient: (patientId: number, region?: Region) => send<ConsultationListItem[]>(`/api/patients/${patientId}/consultations${query({ region })}`),
    /** A new draft, or the note the appointment already has. */
    open: (patientId: number, rendezVousId: number | null) => send<ConsultationNote>(`/api/patients/${patientId}/consultations`, { method: "POST", json: { rendezVousId } }),
    get: (id: number) => send<ConsultationNote>(`/api/consultations/${id}`),
    saveDraft: (id: number, changes: ConsultationDraftInput) => send<ConsultationNote>(`/api/consultations/${id}`, { method: "PATCH", json: changes }),
    sign: (id: number) => send<ConsultationNote>(`/api/consultations/${id}/sign`, { method: "POST" }),
    addAddendum: (id: number, texte: string) => send<ConsultationNote>(`/api/consultations/${id}/addenda`, { method: "POST", json: { texte } }),
    favourites: () => send<DiagnosisFavourites>("/api/consultations/diagnostics-favoris"),
    timeline: (patientId: number, region?: Region) => send<Timeline>(`/api/patients/${patientId}/timeline${query({ region })}`),
    infiltrations: (patientId: number) => send<InfiltrationRegister>(`/api/patients/${patientId}/infiltrations`),
    /** Without `forcer`, a 409 names the warnings to confirm (`infiltrationWarningsOf`). */
    recordInfiltration: (patientId: number, input: InfiltrationInput) =>
      send<Infiltration>(`/api/patients/${patientId}/infiltrations`, { method: "POST", json: input }),
    searchLot: (lot: string) => send<LotSearchItem[]>(`/api/infiltrations${query({ lot })}`),
  },

  /** The documents a doctor gives (decision 053): issued, listed, printed as PDFs, cancelled; their templates and favourites. */
  documents: {
    list: (patientId: number) => send<DocumentList>(`/api/patients/${patientId}/documents`, { cache: "no-store" }),
    issue: ({ patientId, document }: { patientId: number; document: DocumentInput }) =>
      send<IssuedDocument>(`/api/patients/${patientId}/documents`, { method: "POST", json: document }),
    cancel: ({ id, motif }: { id: number; motif: string }) => send<DocumentListItem>(`/api/documents/${id}/cancel`, { method: "POST", json: { motif } }),
    pdf: (id: number) => sendForFile(`/api/documents/${id}/pdf`),
    templates: () => send<DocumentTemplate[]>("/api/document-templates"),
    updateTemplate: ({ id, changes }: { id: number; changes: TemplateUpdateInput }) =>
      send<DocumentTemplate>(`/api/document-templates/${id}`, { method: "PUT", json: changes }),
    saveTemplate: (template: OrdonnanceTemplateInput) => send<DocumentTemplate>("/api/document-templates", { method: "POST", json: template }),
    favourites: () => send<PrescriptionFavourite[]>("/api/prescription-favourites"),
    addFavourite: (line: MedicineLineInput) => send<PrescriptionFavourite>("/api/prescription-favourites", { method: "POST", json: line }),
    removeFavourite: (id: number) => send<null>(`/api/prescription-favourites/${id}`, { method: "DELETE" }),
  },

  /** The images and documents a patient brings (decision 062): listed, fetched with the token, labelled; the phone's upload link. */
  files: {
    list: (patientId: number) => send<{ fichiers: PatientFile[] }>(`/api/patients/${patientId}/files`, { cache: "no-store" }),
    /** The file's bytes (or its thumbnail), to be shown through a `blob:` address: never an <img> on the API's address. */
    content: (id: number, miniature = false) => sendForFile(`/api/files/${id}${miniature ? "?miniature=1" : ""}`),
    label: ({ id, labels }: { id: number; labels: PatientFileLabels }) => send<PatientFile>(`/api/files/${id}`, { method: "PATCH", json: labels }),
    createLink: (patientId: number) => send<UploadLink>(`/api/patients/${patientId}/upload-links`, { method: "POST" }),
    link: (id: number | string) => send<UploadLinkState>(`/api/upload-links/${id}`, { cache: "no-store" }),
    closeLink: (id: number | string) => send<null>(`/api/upload-links/${id}`, { method: "DELETE" }),
  },

  /** The waiting list and its offers (decision 051). */
  waitlist: {
    list: (etat: WaitlistQuery["etat"]) => send<WaitlistEntry[]>(`/api/booking/waitlist?etat=${etat}`),
    remove: (id: number) => send<null>(`/api/booking/waitlist/${id}`, { method: "DELETE" }),
  },

  /** One's own account and sessions (docs/decisions/023). */
  account: {
    /** Answers a new token for this device: every other session of the account has ended. */
    changePassword: (change: PasswordChangeInput) => send<PasswordChangeResponse>("/api/auth/password", { method: "POST", json: change }),
    /** Ends this token's session on the server. */
    logout: () => send<null>("/api/auth/logout", { method: "POST" }),
    /** Ends every session of the account, this one included. */
    logoutAll: () => send<null>("/api/auth/logout-all", { method: "POST" }),
  },
};

/** A refusal because the account must first choose a new password (403 `passwordChangeRequired`). */
export function isPasswordChangeRequired(error: unknown): boolean {
  return isApiError(error, 403) && error.body.passwordChangeRequired === true;
}

/** What a booking or a move must be confirmed for (a 409 of `appointments.create`, `.update` or the conversion). */
export type BookingWarnings = { conflits: AgendaAppointment[]; fermeture: string | null };

/** The overlaps and the closure a 409 of a booking, a move or a conversion named, or null for any other failure. */
export function bookingWarningsOf(error: unknown): BookingWarnings | null {
  if (!isApiError(error, 409) || !Array.isArray(error.body.conflits)) return null;
  const fermeture = typeof error.body.fermeture === "string" && error.body.fermeture ? error.body.fermeture : null;
  return { conflits: error.body.conflits as AgendaAppointment[], fermeture };
}

/** Whether a call was refused because the account must turn two-factor login on first (403 `totpEnrolmentRequired`). */
export function isTotpEnrolmentRequired(error: unknown): boolean {
  return isApiError(error, 403) && error.body.totpEnrolmentRequired === true;
}

/** The likely duplicates a 409 of `patients.create` or `.update` named, or null for any other failure. */
export function duplicatesOf(error: unknown): DuplicateCandidate[] | null {
  if (!isApiError(error, 409)) return null;
  return Array.isArray(error.body.duplicates) ? (error.body.duplicates as DuplicateCandidate[]) : null;
}

/** The warnings a 409 of `consultations.recordInfiltration` named, or null for any other failure. */
export function infiltrationWarningsOf(error: unknown): InfiltrationWarning[] | null {
  if (!isApiError(error, 409) || !Array.isArray(error.body.alertes)) return null;
  return error.body.alertes as InfiltrationWarning[];
}
