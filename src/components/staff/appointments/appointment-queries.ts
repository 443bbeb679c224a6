import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

export type AgendaRange = { du: string; au: string; medecinId?: number };

/** The appointments' reads, by key: any booking or change invalidates `appointmentKeys.all`. */
export const appointmentKeys = {
  all: ["appointments"] as const,
  forPatient: (patientId: number) => [...appointmentKeys.all, "patient", patientId] as const,
  agenda: (range: AgendaRange) => [...appointmentKeys.all, "agenda", range] as const,
  warnings: (appointmentId: number) => [...appointmentKeys.all, "warnings", appointmentId] as const,
  agendaWeek: (range: AgendaRange) => [...appointmentKeys.all, "agenda-week", range] as const,
  detail: (appointmentId: number) => [...appointmentKeys.all, "detail", appointmentId] as const,
};

export const appointmentQueries = {
  forPatient: (patientId: number) =>
    queryOptions({ queryKey: appointmentKeys.forPatient(patientId), queryFn: () => staffApi.appointments.listForPatient(patientId) }),
  /** The front desk's view of the day: read again when the tab comes back, and every minute. */
  agenda: (range: AgendaRange) =>
    queryOptions({
      queryKey: appointmentKeys.agenda(range),
      queryFn: () => staffApi.appointments.agenda(range),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
  /** What a booked appointment overlaps and whether the practice is closed then: read again after any change. */
  warnings: (appointmentId: number) =>
    queryOptions({ queryKey: appointmentKeys.warnings(appointmentId), queryFn: () => staffApi.appointments.warnings(appointmentId) }),
  /** The agenda screen's days (decision 041): only what its grid and list show, read as `agenda` is. */
  agendaWeek: (range: AgendaRange) =>
    queryOptions({
      queryKey: appointmentKeys.agendaWeek(range),
      queryFn: () => staffApi.appointments.agendaWeek(range),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
  /** One appointment in full, read when the agenda opens it. */
  detail: (appointmentId: number) => queryOptions({ queryKey: appointmentKeys.detail(appointmentId), queryFn: () => staffApi.appointments.get(appointmentId) }),
};
