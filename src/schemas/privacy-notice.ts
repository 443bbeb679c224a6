/**
 * The version of the information notice the public forms show (law 09-08, decision 034): stored
 * with each request whose reminders box was ticked, so that what the person agreed to can be
 * found again. Change it whenever the notice's content changes (src/content/privacy.ts).
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-24";
