import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi, type PageRequest } from "@/client/staff-api";
import type { NotificationChannel, NotificationStatus, NotificationType } from "@/schemas/notification";

export type NotificationFilters = { statut?: NotificationStatus; canal?: NotificationChannel; type?: NotificationType } & PageRequest;

export const notificationKeys = {
  all: ["notifications"] as const,
  consentsOf: (patientId: number) => [...notificationKeys.all, "consents", patientId] as const,
  ofPatient: (patientId: number) => [...notificationKeys.all, "patient", patientId] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (filters: NotificationFilters) => [...notificationKeys.lists(), filters] as const,
};

/** A message waiting in the outbox changes state within seconds: its list is read again while one waits. */
const WHILE_PENDING_MS = 5_000;

export const notificationQueries = {
  consents: (patientId: number) => queryOptions({ queryKey: notificationKeys.consentsOf(patientId), queryFn: () => staffApi.notifications.consents(patientId) }),
  ofPatient: (patientId: number) =>
    queryOptions({
      queryKey: notificationKeys.ofPatient(patientId),
      queryFn: () => staffApi.notifications.forPatient(patientId),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.some((message) => message.statut === "en_attente") ? WHILE_PENDING_MS : false),
    }),
  list: (filters: NotificationFilters) =>
    queryOptions({
      queryKey: notificationKeys.list(filters),
      queryFn: () => staffApi.notifications.list(filters),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.items.some((message) => message.statut === "en_attente") ? WHILE_PENDING_MS : false),
    }),
};
