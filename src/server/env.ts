import { z } from "zod";

/**
 * The only module that reads `process.env` (with `src/server/practice.ts` reading through it).
 * Validated once; a bad value stops start-up with a message naming the variable.
 */

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** type=ContentSid pairs of approved WhatsApp templates, one per message type. */
const contentSidList = optionalText.pipe(
  z
    .string()
    .regex(/^\s*(confirmation|deplacement|annulation|rappel|code|reservation|offre_attente)=HX\w+\s*(,\s*(confirmation|deplacement|annulation|rappel|code|reservation|offre_attente)=HX\w+\s*)*$/, {
      error: "must list type=ContentSid pairs: confirmation=HX…,deplacement=HX…,annulation=HX…,rappel=HX…,code=HX…,reservation=HX…,offre_attente=HX…",
    })
    .transform((text) => Object.fromEntries(text.split(",").map((pair) => pair.split("=").map((part) => part.trim()) as [string, string])))
    .optional(),
);

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int({ error: "must be a whole number between 1 and 65535" })
  .min(1, { error: "must be a whole number between 1 and 65535" })
  .max(65535, { error: "must be a whole number between 1 and 65535" });

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat("fr-MA", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { error: "must be an IANA time zone such as Africa/Casablanca" },
);

const positiveInt = z.coerce.number().int().positive({ error: "must be a positive whole number" });

/** A retention period: a whole number from 1 to `max`. */
const retentionPeriod = (max: number) => positiveInt.max(max, { error: `must be at most ${max}` });

/** An hour of the day (0–23, practice time) a daily job runs at, or `off`. */
const hourOrOff = z.union([
  z.literal("off"),
  z.coerce
    .number({ error: "must be a whole number between 0 and 23, or off" })
    .int({ error: "must be a whole number between 0 and 23, or off" })
    .min(0, { error: "must be a whole number between 0 and 23, or off" })
    .max(23, { error: "must be a whole number between 0 and 23, or off" }),
]);

/** true/false (or 1/0); blank is false. */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["true", "false", "1", "0", ""], { error: "must be true or false" }))
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Build output folder (next.config.ts reads it too): lets several builds share a checkout. */
    NEXT_DIST_DIR: z.string().min(1).default(".next"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
        .optional(),
    ),
    /** Signs the staff and pending-login tokens; the recovery codes' HMAC key is derived from it (decision 038). */
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
    ),
    /** The key that seals TOTP secrets at rest (decision 024): generated and kept in DATA_DIR when unset, like JWT_SECRET. */
    TOTP_ENCRYPTION_KEY: optionalText.pipe(
      z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
    ),
    /** The key that seals the patients' files at rest (decision 061): generated and kept in DATA_DIR when unset, like TOTP_ENCRYPTION_KEY. */
    FILES_ENCRYPTION_KEY: optionalText.pipe(
      z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
    ),
    /** Admins must turn two-factor login on before they can use the staff area (decision 024). */
    REQUIRE_2FA_FOR_ADMINS: booleanFlag.default(false),
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: "must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(10, { error: "must be at least 10 characters long" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PRACTICE_TIME_ZONE: timeZone.default("Africa/Casablanca"),
    PRACTICE_DOCTOR_NAME: z.string().min(1).default("Yassine Alaoui"),
    PRACTICE_CITY: z.string().min(1).default("Rabat"),
    PRACTICE_ADDRESS: z.string().min(1).default("12, avenue de l'Exemple, Agdal, 10090 Rabat"),
    PRACTICE_PHONE: z.string().min(1).default("+212 5 37 00 00 00"),
    PRACTICE_URGENT_PHONE: z.string().min(1).default("+212 6 00 00 00 00"),
    PRACTICE_EMAIL: z.email({ error: "must be an e-mail address" }).default("contact@cabinet-exemple.ma"),
    PRACTICE_MAP_URL: z.url({ error: "must be a URL" }).optional(),
    PRACTICE_SITE_URL: z.url({ error: "must be a URL" }).default("http://localhost:3000"),
    /** The specialty printed on the letterhead of a doctor whose account names none (decision 053). */
    PRACTICE_SPECIALTY: z.string().min(1).default("Chirurgie orthopédique et traumatologique"),
    /** The practice's tax identifiers printed on receipts (decision 057): identifiant fiscal and ICE; unset, the line is left out. */
    PRACTICE_IF: optionalText.pipe(z.string().max(30, { error: "must be at most 30 characters long" }).optional()),
    PRACTICE_ICE: optionalText.pipe(z.string().max(30, { error: "must be at most 30 characters long" }).optional()),
    /** The CNDP's authorisation or receipt number for this processing (law 09-08): shown on /confidentialite and in the footer when set. */
    PRACTICE_CNDP_NUMBER: optionalText.pipe(z.string().max(100, { error: "must be at most 100 characters long" }).optional()),
    RATE_LIMIT_LOGIN_PER_WINDOW: positiveInt.default(10),
    RATE_LIMIT_PUBLIC_PER_WINDOW: positiveInt.default(20),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
    /** Failed logins for one e-mail from one address before that pair must wait, longer after each further failure (decision 023). */
    LOGIN_FAILURES_BEFORE_DELAY: positiveInt.default(5),
    /** Failed logins on one account, from any addresses within an hour, that warn the admins (audit event auth.login_guessing). */
    LOGIN_GUESSING_ALERT_FAILURES: positiveInt.default(20),
    /** Retention (decision 033): requests never turned into an appointment, in months after their preferred date. */
    RETENTION_REQUESTS_MONTHS: retentionPeriod(1200).default(12),
    /** Contact messages, in months after their receipt. */
    RETENTION_MESSAGES_MONTHS: retentionPeriod(1200).default(12),
    /** Sent or failed messages of the outbox, in months after their creation (pending ones are never purged). */
    RETENTION_NOTIFICATIONS_MONTHS: retentionPeriod(1200).default(12),
    /** The audit trail, in years. */
    RETENTION_AUDIT_YEARS: retentionPeriod(100).default(5),
    /** Days a rights request (access, rectification, objection, erasure) may take to answer, from its receipt (decision 034). */
    RIGHTS_REQUEST_DEADLINE_DAYS: positiveInt.max(365, { error: "must be at most 365" }).default(30),
    /** The hour (0–23, practice time) the running server deletes what is past its retention period; `off`: only `npm run purge`. */
    PURGE_HOUR: hourOrOff.default(3),
    /**
     * How many proxies in front of the app append to X-Forwarded-For: the client's address is the
     * entry the last of them added (counted from the right); 0 = the connection's own address.
     */
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: "must be a whole number between 0 and 10" })
      .int({ error: "must be a whole number between 0 and 10" })
      .min(0, { error: "must be a whole number between 0 and 10" })
      .max(10, { error: "must be a whole number between 0 and 10" })
      .default(0),
    /** Seconds a client has to send a whole request to the product's server (its headers: two thirds of it, at most 20 s); then 408 and the connection closes. */
    REQUEST_TIMEOUT_SECONDS: positiveInt.min(2, { error: "must be between 2 and 600" }).max(600, { error: "must be between 2 and 600" }).default(30),
    /** true: the template pages (a fictional hospital) may be indexed and are in the sitemap; by default they say noindex (decision 031). */
    TEMPLATE_PAGES_INDEXED: booleanFlag.default(false),
    /** Where `npm run backup` writes (decision 028); default DATA_DIR/backups. */
    BACKUP_DIR: optionalText,
    /** An age public key (`age1…`): backups are encrypted to it, and only its private key opens them. */
    BACKUP_RECIPIENT: optionalText.pipe(
      z.string().regex(/^age1[0-9a-z]+$/, { error: "must be an age public key (age1…)" }).optional(),
    ),
    /** Or a passphrase that encrypts (and decrypts) backups. */
    BACKUP_PASSPHRASE: optionalText.pipe(
      z.string().min(12, { error: "must be at least 12 characters long" }).optional(),
    ),
    /** Production on PostgreSQL refuses unencrypted backups unless this is true. */
    BACKUP_ALLOW_UNENCRYPTED: booleanFlag.default(false),
    /** The hour (0–23, practice time) the running server makes its daily backup; `off`: no daily backup. */
    BACKUP_HOUR: hourOrOff.default(2),
    /** How many backup files the daily backup keeps in BACKUP_DIR. */
    BACKUP_KEEP: positiveInt.default(14),
    /** Notifications (decision 030). SMTP server for e-mails (smtp:// or smtps://); unset: e-mails are only recorded (log driver). */
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\/[^/\s]+/, { error: "must be an smtp:// or smtps:// URL" }).optional()),
    /** Sender of the e-mails, e.g. "Cabinet du Dr. Alaoui <rdv@cabinet.ma>"; default PRACTICE_EMAIL. */
    MAIL_FROM: optionalText,
    /** SMS and WhatsApp: `log` records messages only; `twilio` sends them through Twilio's Messaging API. */
    SMS_PROVIDER: z.enum(["log", "twilio"], { error: "must be log or twilio" }).default("log"),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    /** SMS sender number (E.164), or a Messaging Service instead. */
    TWILIO_FROM: optionalText,
    TWILIO_MESSAGING_SERVICE_SID: optionalText,
    /** WhatsApp sender number (E.164). */
    TWILIO_WHATSAPP_FROM: optionalText,
    /** The approved WhatsApp templates: confirmation=HX…,deplacement=HX…,annulation=HX…,rappel=HX…; online booking (decision 048): code=HX… (verification code), reservation=HX… (booking with its link) */
    TWILIO_WHATSAPP_CONTENT_SIDS: contentSidList,
    /** The same for the messages in Arabic (decision 043). */
    TWILIO_WHATSAPP_CONTENT_SIDS_AR: contentSidList,
    /** Twilio's API root (the tests point it at a local server). */
    TWILIO_API_BASE_URL: z.url({ error: "must be a URL" }).default("https://api.twilio.com"),
    /** The hour (0–23, practice time) from which the next day's reminders are sent; `off`: no reminders. */
    REMINDER_HOUR: hourOrOff.default(18),
    /** Staff addresses told of new public requests and messages (comma-separated); none: no staff e-mails. */
    NOTIFY_STAFF_EMAILS: z
      .string()
      .default("")
      .transform((text) => text.split(",").map((email) => email.trim()).filter(Boolean))
      .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" }))),
    /** At most one staff e-mail per this many minutes (decimals allowed: the browser tests use 0.1). */
    NOTIFY_STAFF_EVERY_MINUTES: z.coerce
      .number({ error: "must be a positive number of minutes, at most 1440" })
      .positive({ error: "must be a positive number of minutes, at most 1440" })
      .max(1440, { error: "must be a positive number of minutes, at most 1440" })
      .default(10),
    /**
     * How many processes serve requests on PostgreSQL (decision 046); the number of CPUs by default.
     * The embedded database can be opened by one process only: with PGlite it is always 1.
     */
    WEB_CONCURRENCY: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a whole number between 1 and 64" })
        .int({ error: "must be a whole number between 1 and 64" })
        .min(1, { error: "must be a whole number between 1 and 64" })
        .max(64, { error: "must be a whole number between 1 and 64" })
        .optional(),
    ),
    /**
     * Set by the product's server (scripts/serve.ts) on the workers it forks, never by hand: their
     * primary has migrated the database and created the first admin before forking them.
     */
    CABINET_CLUSTER_WORKER: booleanFlag.default(false),
    /** Set by Next itself ("phase-production-build" while `next build` runs): no background work then. */
    NEXT_PHASE: optionalText,
    /** How often the sender looks for messages due (the browser tests use 1). */
    NOTIFY_POLL_SECONDS: positiveInt.max(3600, { error: "must be at most 3600" }).default(5),
    /** How often the waiting list's offers are made (decision 051); a minute by default, the browser tests use 2. */
    WAITLIST_POLL_SECONDS: positiveInt.max(3600, { error: "must be at most 3600" }).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.BACKUP_RECIPIENT && env.BACKUP_PASSPHRASE) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_PASSPHRASE"], message: "cannot be used together with BACKUP_RECIPIENT: choose one" });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
    if (env.SMS_PROVIDER === "twilio") {
      for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER is twilio" });
      }
      if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
        ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is twilio" });
      }
    }
    // Every instance must open the secrets the others sealed, and a key kept beside the database would travel with its backups.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.TOTP_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["TOTP_ENCRYPTION_KEY"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
    // The same for the key of the patients' files (decision 061): every instance opens what the others stored.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.FILES_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["FILES_ENCRYPTION_KEY"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/** Parses a set of variables; throws an error that names every bad variable. */
export function parseEnv(vars: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(vars);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`);
  throw new InvalidEnvironmentError(problems);
}

let cached: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
