/**
 * The spec's §8 messages of the public forms, word for word. Kept apart from the zod schemas so
 * that the browser forms can show them without bundling zod (first-load weight, and zod's
 * `new Function` probe, which a strict Content-Security-Policy reports as a violation).
 * The schema modules re-export them.
 */

export const appointmentRequestMessages = {
  missingFields: "Tous les champs obligatoires doivent être remplis.",
  failed: "Erreur lors de l'enregistrement de la demande.",
  success: "Demande de rendez-vous enregistrée avec succès.",
} as const;

/**
 * Opt-in check of POST /api/appointment-requests (as X-Duplicate-Check for patients): with this
 * header, a request for a day the practice is closed (confirmed closure, or no hours) answers 400
 * with errors.datePreferee; without it the spec's behaviour is unchanged. Re-exported by the schema module.
 */
export const CLOSED_DAY_CHECK_HEADER = "X-Closed-Day-Check";
export const CLOSED_DAY_CHECK_VALUE = "reject";

export const contactMessages = {
  missingFields: "Veuillez remplir tous les champs.",
  failed: "Erreur lors de l'envoi.",
  success: "Message envoyé avec succès.",
  sending: "Envoi...",
} as const;

export const loginMessages = {
  badCredentials: "E-mail ou mot de passe incorrect.",
  /** The right temporary password (an admin's reset), past its 24 hours (decision 023). */
  temporaryPasswordExpired: "Ce mot de passe temporaire a expiré : demandez-en un nouveau à l'administrateur.",
  network: "Erreur de connexion au serveur.",
} as const;
