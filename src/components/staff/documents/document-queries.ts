import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The documents' reads, by key (decision 053). */
export const documentKeys = {
  all: ["documents"] as const,
  ofPatient: (patientId: number) => [...documentKeys.all, "patient", patientId] as const,
  templates: () => [...documentKeys.all, "templates"] as const,
  favourites: () => [...documentKeys.all, "favourites"] as const,
};

export const documentQueries = {
  ofPatient: (patientId: number) => queryOptions({ queryKey: documentKeys.ofPatient(patientId), queryFn: () => staffApi.documents.list(patientId) }),
  templates: () => queryOptions({ queryKey: documentKeys.templates(), queryFn: () => staffApi.documents.templates(), staleTime: 60_000 }),
  favourites: () => queryOptions({ queryKey: documentKeys.favourites(), queryFn: () => staffApi.documents.favourites(), staleTime: 60_000 }),
};
