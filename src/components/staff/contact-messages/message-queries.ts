import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";

export type InboxFilters = { read?: boolean } & PageRequest;

/** The contact messages' reads, by key: marking one read or unread invalidates the lists. */
export const messageKeys = {
  all: ["contact-messages"] as const,
  lists: () => [...messageKeys.all, "list"] as const,
  list: (filters: InboxFilters) => [...messageKeys.lists(), filters] as const,
  detail: (id: number) => [...messageKeys.all, id] as const,
};

export const messageQueries = {
  list: (filters: InboxFilters) =>
    queryOptions({
      queryKey: messageKeys.list(filters),
      queryFn: () => staffApi.contactMessages.list(filters),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
  /** Opening a message reads it again: that read is an access of its own in the audit trail. */
  detail: (id: number) => queryOptions({ queryKey: messageKeys.detail(id), queryFn: () => staffApi.contactMessages.get(id), staleTime: 0 }),
};
