import { z } from "zod";

/** The admins' view of the backups (issue 23, decision 028 addendum): GET and POST /api/backups. */

export const backupMessages = {
  loadFailed: "Impossible de récupérer l'état des sauvegardes.",
  created: "Sauvegarde écrite avec succès.",
  createFailed: "La sauvegarde a échoué.",
  alreadyRunning: "Une sauvegarde est déjà en cours : réessayez dans un instant.",
  overdue: "Aucune sauvegarde réussie depuis plus de 48 heures.",
  never: "Aucune sauvegarde réussie pour l'instant.",
  noFiles: "Aucun fichier de sauvegarde dans le dossier des sauvegardes.",
} as const;

/** How long after the last successful backup (or the installation) the staff header warns the admins. */
export const BACKUP_OVERDUE_AFTER_HOURS = 48;

export const backupEncryptionKinds = ["cle-publique", "phrase-secrete", "aucun"] as const;
export type BackupEncryptionKind = (typeof backupEncryptionKinds)[number];

export const backupEncryptionLabels: Record<BackupEncryptionKind, string> = {
  "cle-publique": "Chiffrées pour une clé publique (la clé privée reste hors du serveur)",
  "phrase-secrete": "Chiffrées avec une phrase secrète",
  aucun: "Non chiffrées",
};

/** Unencrypted backups are a warning, with what to do about it (issue 32). */
export const unencryptedBackupWarning = {
  title: "Sauvegardes non chiffrées",
  text: "Quiconque obtient une copie de ces fichiers lit toutes les données des patients. Définissez BACKUP_RECIPIENT (une clé publique age, recommandé : la clé privée reste hors du serveur) ou BACKUP_PASSPHRASE (une phrase secrète d'au moins 12 caractères) dans la configuration du serveur, puis redémarrez-le.",
} as const;

export const backupFileResponse = z
  .object({
    nom: z.string().meta({ description: "File name in BACKUP_DIR: cabinet-<UTC time>.jsonl.gz[.age]" }),
    octets: z.number().int(),
    creeLe: z.iso.datetime(),
  })
  .meta({ id: "BackupFile" });
export type BackupFile = z.infer<typeof backupFileResponse>;

export const backupRunResponse = z
  .object({
    jour: z.iso.date().meta({ description: "Practice day of the daily backup" }),
    debut: z.iso.datetime(),
    fin: z.iso.datetime().nullable().meta({ description: "Null while running or after a failure" }),
    fichier: z.string().nullable(),
    octets: z.number().int().nullable(),
    erreur: z.string().nullable().meta({ description: "Why it failed (retried an hour later)" }),
  })
  .meta({ id: "BackupRun" });
export type BackupRun = z.infer<typeof backupRunResponse>;

export const backupOverviewResponse = z
  .object({
    derniereReussite: z.iso.datetime().nullable().meta({ description: "Newest successful backup: daily run or file in BACKUP_DIR (null: none)" }),
    enRetard: z.boolean().meta({ description: `No success for ${BACKUP_OVERDUE_AFTER_HOURS} hours (counted from the installation when there was none)` }),
    heureQuotidienne: z.number().int().nullable().meta({ description: "BACKUP_HOUR, practice time; null when the daily backup is off" }),
    conservees: z.number().int().meta({ description: "BACKUP_KEEP: files the daily backup keeps" }),
    chiffrement: z.enum(backupEncryptionKinds),
    fichiers: z.array(backupFileResponse).meta({ description: "The files of this instance's BACKUP_DIR, newest first" }),
    executions: z.array(backupRunResponse).meta({ description: "The last 14 daily runs, newest first" }),
  })
  .meta({ id: "BackupOverview" });
export type BackupOverview = z.infer<typeof backupOverviewResponse>;
