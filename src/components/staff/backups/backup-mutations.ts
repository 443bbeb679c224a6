"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { alertKeys } from "@/components/staff/alerts/use-alert-counts";
import { backupKeys } from "@/components/staff/backups/backup-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { BackupFile } from "@/schemas/backup";

/** A backup written now: pending until the list and the header's alert (a failed daily run) have been read again. */
export function useCreateBackup(callbacks: MutationCallbacks<BackupFile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.backups.create,
    onSettled: async (file, error, variables, result, context) => {
      await callbacks.onSettled?.(file, error, variables, result, context);
      return Promise.all([queryClient.invalidateQueries({ queryKey: backupKeys.all }), queryClient.invalidateQueries({ queryKey: alertKeys.all })]);
    },
  });
}
