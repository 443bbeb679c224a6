import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

export const practiceHoursKeys = {
  all: ["practice-hours"] as const,
};

export const practiceHoursQueries = {
  /** The opening hours and closures: the same document for the admin's page and the agenda. */
  get: () => queryOptions({ queryKey: practiceHoursKeys.all, queryFn: staffApi.practiceHours.get }),
};
