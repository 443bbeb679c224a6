import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";

export type RightsFilters = { ouvertes?: boolean } & PageRequest;

export const rightsKeys = {
  all: ["rights-requests"] as const,
  list: (filters: RightsFilters) => [...rightsKeys.all, filters] as const,
};

export const rightsQueries = {
  list: (filters: RightsFilters) =>
    queryOptions({ queryKey: rightsKeys.list(filters), queryFn: () => staffApi.dataProtection.rights(filters), placeholderData: keepPreviousData, staleTime: 0 }),
};
