import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";

export type AuditFilters = { actorId?: number; from?: string; to?: string } & PageRequest;

export const auditKeys = {
  all: ["audit"] as const,
  trail: (filters: AuditFilters) => [...auditKeys.all, "trail", filters] as const,
  actors: () => [...auditKeys.all, "actors"] as const,
};

export const auditQueries = {
  /** The trail grows with every action: a page seen before shows at once and is read again. */
  trail: (filters: AuditFilters) =>
    queryOptions({
      queryKey: auditKeys.trail(filters),
      queryFn: () => staffApi.audit.trail(filters),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  actors: () => queryOptions({ queryKey: auditKeys.actors(), queryFn: staffApi.audit.actors }),
};
