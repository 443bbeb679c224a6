import type { StaffAccount } from "@/schemas/staff-user";

/** Accounts as GET /api/users answers them, for the accounts' list and its dialogs. */

/** The admin using the screen (the session's userId is 1). */
export const adminAccount: StaffAccount = {
  id: 1,
  username: "admin",
  nom: "Alaoui",
  prenom: "Yassine",
  email: "admin@cabinet.test",
  role: "ADMIN",
  estMedecin: false,
  deletedAt: null,
  lastLoginAt: "2026-06-15T08:30:00.000Z",
  totpEnabled: true,
};

/** An active assistant who never logged in. */
export const assistantAccount: StaffAccount = {
  id: 4,
  username: "n.tazi",
  nom: "Tazi",
  prenom: "Nadia",
  email: "nadia@cabinet.test",
  role: "ASSISTANT",
  estMedecin: false,
  deletedAt: null,
  lastLoginAt: null,
  totpEnabled: false,
};

/** A deactivated doctor. */
export const formerAccount: StaffAccount = {
  id: 9,
  username: "o.bennani",
  nom: "Bennani",
  prenom: "Omar",
  email: "omar@cabinet.test",
  role: "MEDECIN",
  estMedecin: true,
  deletedAt: "2026-05-02T10:00:00.000Z",
  lastLoginAt: "2026-05-01T16:45:00.000Z",
  totpEnabled: false,
};
