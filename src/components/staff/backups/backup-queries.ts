import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

export const backupKeys = { all: ["backups"] as const };

export const backupQueries = {
  /** Read again on every visit: a backup may have been written since (the daily one, another admin's). */
  overview: () => queryOptions({ queryKey: backupKeys.all, queryFn: staffApi.backups.overview, staleTime: 0 }),
};
