/**
 * Two-factor login's words and field names (decision 024), without zod: the login page shows
 * them and must not bundle zod (see public-form-messages.ts). src/schemas/two-factor.ts re-exports them.
 */

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  /** POST /api/auth/login: the password was right, the account asks for its second factor. */
  codeRequired: "Code de vérification requis.",
  wrongCode: "Code de vérification incorrect.",
  replayedCode: "Ce code a déjà été utilisé. Attendez le code suivant de votre application.",
  wrongRecoveryCode: "Code de secours incorrect ou déjà utilisé.",
  codeFormat: `Le code de vérification est composé de ${TOTP_DIGITS} chiffres.`,
  codeMissing: "Le code de vérification est obligatoire.",
  recoveryCodeFormat: "Le code de secours est composé de 10 lettres et chiffres (par exemple ABCDE-FGHJK).",
  recoveryCodeMissing: "Le code de secours est obligatoire.",
  oneSecondFactor: "Donnez soit un code de vérification, soit un code de secours.",
  /** The code step's pending token is expired, used, forged or for an account whose sessions ended (decision 038). */
  pendingLoginExpired: "La vérification a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.",
  pendingLoginFormat: "Jeton de vérification invalide.",
  passwordWithPendingLogin: "Le mot de passe n'est pas renvoyé à l'étape du code : envoyez seulement le jeton et le code.",
  /** A call made by an ADMIN without two-factor login while REQUIRE_2FA_FOR_ADMINS is on. */
  enrolmentRequired: "La double authentification est obligatoire pour les administrateurs : activez-la pour continuer.",
  alreadyEnabled: "La double authentification est déjà activée sur ce compte.",
  notEnabled: "La double authentification n'est pas activée sur ce compte.",
  noPendingEnrolment: "Aucune activation en cours : recommencez l'activation.",
  proofMissing: "Saisissez votre mot de passe ou un code de vérification.",
  wrongPassword: "Mot de passe incorrect.",
  requiredForAdmins: "La double authentification est obligatoire pour les administrateurs : elle ne peut pas être désactivée.",
  resetOwnAccount: "Pour votre propre compte, désactivez la double authentification depuis la page Mon compte.",
  notEnabledForAccount: "Ce compte n'a pas de double authentification.",
  userNotFound: "Utilisateur non trouvé",
} as const;

/** The login answer's flags: `totpRequired` on the 401 of the second step, `totpEnrolmentRequired` on a 403. */
export const TOTP_REQUIRED_FLAG = "totpRequired";
/** The field of the password step's 401 that the code step sends back instead of the password (decision 038). */
export const PENDING_LOGIN_FIELD = "jetonSecondFacteur";
export const TOTP_ENROLMENT_REQUIRED_FLAG = "totpEnrolmentRequired";
