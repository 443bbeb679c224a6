import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The appointments' reads, by key: booking one for a patient invalidates that patient's list. */
export const appointmentKeys = {
  all: ["appointments"] as const,
  forPatient: (patientId: number) => [...appointmentKeys.all, "patient", patientId] as const,
};

export const appointmentQueries = {
  forPatient: (patientId: number) =>
    queryOptions({ queryKey: appointmentKeys.forPatient(patientId), queryFn: () => staffApi.appointments.listForPatient(patientId) }),
};
