import { adminOnly, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The backups an admin sees and asks for (issue 23, decision 028). */
export const backupCalls = {
  overview: {
    method: "get",
    path: "/api/backups",
    summary: "The backup files of this instance's BACKUP_DIR, the last daily runs, the last success and whether it is overdue",
    tag: "Practice",
    access: "admin",
    success: { status: 200, description: "The overview", schema: ref("BackupOverview") },
    errors: { ...unauthenticated, ...adminOnly },
  },
  create: {
    method: "post",
    path: "/api/backups",
    summary: "Write a backup now, through the running server (the embedded database's only way while the site runs)",
    tag: "Practice",
    access: "admin",
    accessNote: "Audited as backup.create, with counts only. Encrypted as the daily backup (BACKUP_RECIPIENT or BACKUP_PASSPHRASE).",
    success: { status: 201, description: "The file written", schema: ref("BackupFile") },
    errors: { ...unauthenticated, ...adminOnly, 409: "Another backup is running, or an unencrypted backup is refused (production on PostgreSQL)" },
  },
} satisfies Record<string, Operation>;
