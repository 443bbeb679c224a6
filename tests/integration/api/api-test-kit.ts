import { and, eq, sql } from "drizzle-orm";
import { auditEvents, staffUsers } from "@/db/schema";
import type { Database } from "@/db/client";
import { addDays } from "@/calendar/plain-date";
import { isDoctor } from "@/domain/staff/doctors";
import { hashPassword } from "@/domain/staff/passwords";
import type { StaffRole, StaffUser } from "@/schemas/staff-user";
import { signStaffToken } from "@/server/auth";
import { FIXED_TODAY } from "../../support/fixed-clock";

/** What every API test needs: staff accounts with tokens, requests to route handlers, audit look-ups. */

type Handler = (request: Request, context?: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

export const STAFF_PASSWORD = "mot-de-passe-du-personnel";

export type StaffFixture = StaffUser & { token: string };
export type StaffFixtures = {
  admin: StaffFixture;
  medecin: StaffFixture;
  assistant: StaffFixture;
  /** A soft-deleted account, with a token issued before its deletion. */
  deleted: StaffFixture;
};

let passwordHash: Promise<string> | undefined;
/** argon2 is slow on purpose: one hash for every fixture account of a file. */
export function fixturePasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  return passwordHash;
}

export async function createStaff(
  db: Database,
  values: { username: string; email: string; role: StaffRole; nom?: string; prenom?: string; deleted?: boolean; estMedecin?: boolean },
): Promise<StaffFixture> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: values.username,
      email: values.email,
      role: values.role,
      nom: values.nom ?? values.username.toUpperCase(),
      prenom: values.prenom ?? "Test",
      passwordHash: await fixturePasswordHash(),
      deletedAt: values.deleted ? new Date() : null,
      estMedecin: values.estMedecin ?? values.role === "MEDECIN",
    })
    .returning();
  const user: StaffUser = { id: row!.id, username: row!.username, nom: row!.nom, prenom: row!.prenom, email: row!.email, role: row!.role, estMedecin: isDoctor(row!) };
  return { ...user, token: await signStaffToken({ ...user, sessionVersion: row!.sessionVersion }) };
}

export async function seedStaff(db: Database): Promise<StaffFixtures> {
  return {
    admin: await createStaff(db, { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Alaoui", prenom: "Yassine" }),
    medecin: await createStaff(db, { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" }),
    assistant: await createStaff(db, { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" }),
    deleted: await createStaff(db, { username: "ancien", email: "ancien@cabinet.ma", role: "ADMIN", deleted: true }),
  };
}

let addressCounter = 0;
/** A fresh client address per request, so that rate limits only bite where a test wants them to. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export type CallOptions = {
  method?: string;
  path: string;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent as is (no content type unless given in headers). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
};

export type CallResult = { status: number; headers: Headers; body: unknown; text: string };

export async function call(handler: Handler, options: CallOptions): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", nextAddress());
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  const request = new Request(`http://cabinet.test${options.path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let body: unknown = null;
  if (text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}

/**
 * The fixed clock's date (FIXED_TODAY) shifted by `days`: the files that use it run on the fixed
 * clock (fixedClockInFile), so the server's "today" is that day too. Without it the dates are past
 * and the tests fail at once, rather than on some weekday.
 */
export function practiceDate(days = 0): string {
  return addDays(FIXED_TODAY, days);
}

export async function auditTrail(db: Database, action: string) {
  return db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
}

export async function lastAudit(db: Database, action: string, actorId?: number) {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(actorId === undefined ? eq(auditEvents.action, action) : and(eq(auditEvents.action, action), eq(auditEvents.actorId, actorId)))
    .orderBy(sql`${auditEvents.id} desc`)
    .limit(1);
  return row;
}
