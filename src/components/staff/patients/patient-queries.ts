import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";
import type { PatientSortOrder } from "@/schemas/patient";

/** The list's filters (/responsable/patients) and its page. */
export type PatientListRequest = { q?: string; tri?: PatientSortOrder; archives?: boolean } & PageRequest;

/** The patients' reads, by key, so that a change invalidates just the reads it makes out of date. */
export const patientKeys = {
  all: ["patients"] as const,
  searches: () => [...patientKeys.all, "search"] as const,
  search: (nom: string) => [...patientKeys.searches(), nom] as const,
  lists: () => [...patientKeys.all, "list"] as const,
  list: (request: PatientListRequest) => [...patientKeys.lists(), request] as const,
  detail: (id: string | number) => [...patientKeys.all, String(id)] as const,
  accessHistoryOf: (id: number) => [...patientKeys.detail(id), "access-history"] as const,
  accessHistory: (id: number, page: PageRequest) => [...patientKeys.accessHistoryOf(id), page] as const,
  duplicatesOf: (probe: { nom: string; prenom: string; telephone: string }) => [...patientKeys.all, "duplicates", probe] as const,
};

export const patientQueries = {
  detail: (id: string) => queryOptions({ queryKey: patientKeys.detail(id), queryFn: () => staffApi.patients.get(id) }),
  search: (nom: string) => queryOptions({ queryKey: patientKeys.search(nom), queryFn: () => staffApi.patients.search(nom) }),
  list: (request: PatientListRequest) =>
    queryOptions({ queryKey: patientKeys.list(request), queryFn: () => staffApi.patients.list(request), placeholderData: keepPreviousData }),
  accessHistory: (id: number, page: PageRequest) =>
    queryOptions({
      queryKey: patientKeys.accessHistory(id, page),
      queryFn: () => staffApi.patients.accessHistory(id, page),
      placeholderData: keepPreviousData,
    }),
  duplicatesOf: (probe: { nom: string; prenom: string; telephone: string }) =>
    queryOptions({ queryKey: patientKeys.duplicatesOf(probe), queryFn: () => staffApi.patients.checkDuplicates(probe) }),
};
