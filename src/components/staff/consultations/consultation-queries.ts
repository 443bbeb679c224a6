import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { Region } from "@/schemas/consultation";

/**
 * The consultation's reads (decision 054), by key. Each read of clinical content is an audit event
 * on the server: keys are narrow so that a change reads again only what it makes out of date (a
 * draft's autosave reads nothing again).
 */
export const consultationKeys = {
  all: ["consultations"] as const,
  ofPatient: (patientId: number) => [...consultationKeys.all, "patient", patientId] as const,
  list: (patientId: number, region: Region | null) => [...consultationKeys.ofPatient(patientId), "list", region] as const,
  timelineOf: (patientId: number) => [...consultationKeys.ofPatient(patientId), "timeline"] as const,
  timeline: (patientId: number, region: Region | null) => [...consultationKeys.timelineOf(patientId), region] as const,
  infiltrations: (patientId: number) => [...consultationKeys.ofPatient(patientId), "infiltrations"] as const,
  note: (id: number) => [...consultationKeys.all, "note", id] as const,
  favourites: () => [...consultationKeys.all, "favourites"] as const,
  lot: (lot: string) => [...consultationKeys.all, "lot", lot] as const,
};

export const consultationQueries = {
  note: (id: number) => queryOptions({ queryKey: consultationKeys.note(id), queryFn: () => staffApi.consultations.get(id), staleTime: Infinity }),
  /** The patient's notes of a region, newest first: what a new note of that region starts from. */
  ofRegion: (patientId: number, region: Region) =>
    queryOptions({ queryKey: consultationKeys.list(patientId, region), queryFn: () => staffApi.consultations.listForPatient(patientId, region), staleTime: 60_000 }),
  timeline: (patientId: number, region: Region | null) =>
    queryOptions({ queryKey: consultationKeys.timeline(patientId, region), queryFn: () => staffApi.consultations.timeline(patientId, region ?? undefined) }),
  infiltrations: (patientId: number) => queryOptions({ queryKey: consultationKeys.infiltrations(patientId), queryFn: () => staffApi.consultations.infiltrations(patientId) }),
  favourites: () => queryOptions({ queryKey: consultationKeys.favourites(), queryFn: () => staffApi.consultations.favourites(), staleTime: 5 * 60_000 }),
  lot: (lot: string) => queryOptions({ queryKey: consultationKeys.lot(lot), queryFn: () => staffApi.consultations.searchLot(lot) }),
};
