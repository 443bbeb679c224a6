import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";
import type { RequestStatus } from "@/schemas/appointment-request";

export type TriageFilters = { status?: RequestStatus; q?: string; autresOrthographes?: boolean } & PageRequest;

/** The appointment requests' reads, by key: a triage change invalidates `requestKeys.all`. */
export const requestKeys = {
  all: ["appointment-requests"] as const,
  everyRequest: () => [...requestKeys.all, "every"] as const,
  triage: (filters: TriageFilters) => [...requestKeys.all, "triage", filters] as const,
  detail: (id: string | number) => [...requestKeys.all, String(id)] as const,
};

export const requestQueries = {
  /** Every request: the spec's external-patient search filters them in the browser. */
  everyRequest: () => queryOptions({ queryKey: requestKeys.everyRequest(), queryFn: staffApi.appointmentRequests.listAll }),
  triage: (filters: TriageFilters) =>
    queryOptions({
      queryKey: requestKeys.triage(filters),
      queryFn: () => staffApi.appointmentRequests.triage(filters),
      placeholderData: keepPreviousData,
      // A request may arrive at any time: the list is read again when the tab comes back.
      refetchOnWindowFocus: true,
    }),
  detail: (id: string) => queryOptions({ queryKey: requestKeys.detail(id), queryFn: () => staffApi.appointmentRequests.get(id) }),
};
