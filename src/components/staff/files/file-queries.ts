import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The files' reads, by key (decision 062). */
export const fileKeys = {
  all: ["files"] as const,
  ofPatient: (patientId: number) => [...fileKeys.all, "patient", patientId] as const,
  content: (id: number, miniature: boolean) => [...fileKeys.all, "content", id, miniature] as const,
  link: (id: number | string) => [...fileKeys.all, "link", id] as const,
};

export const fileQueries = {
  ofPatient: (patientId: number) => queryOptions({ queryKey: fileKeys.ofPatient(patientId), queryFn: () => staffApi.files.list(patientId) }),
  /** A file's bytes never change once stored: fetched once while on screen, dropped soon after. */
  content: (id: number, miniature: boolean) =>
    queryOptions({ queryKey: fileKeys.content(id, miniature), queryFn: () => staffApi.files.content(id, miniature), staleTime: Infinity, gcTime: miniature ? 5 * 60_000 : 30_000 }),
};
