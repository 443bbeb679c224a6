import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { GET as unknownRoute } from "@/app/api/[...path]/route";
import { GET as appointmentLinkRoute } from "@/app/api/booking/appointments/[token]/route";
import { loggedPath } from "@/server/node-server";
import type * as loggerModule from "@/server/logger";
import { withTestDatabase } from "../../support/test-database";
import { call, seedStaff, type StaffFixtures } from "./api-test-kit";

/**
 * The access log holds no staff e-mail (issue 32): GET /api/users/email/{email} is written with
 * the e-mail's local part masked, whatever its encoding in the path. The process's logger is
 * silent under Vitest; here it writes its JSON lines into `logLines`.
 */
const { logLines } = vi.hoisted(() => ({ logLines: [] as string[] }));
vi.mock("@/server/logger", async (importOriginal) => {
  const original = await importOriginal<typeof loggerModule>();
  return { ...original, logger: original.createLogger({ level: "info", destination: { write: (line: string) => void logLines.push(line) } }) };
});

const database = withTestDatabase();
let staff: StaffFixtures;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

beforeEach(() => {
  logLines.length = 0;
});

const requestLines = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "request");

describe("GET /api/users/email/{email} in the access log", () => {
  it.each([
    ["written as is", (email: string) => email],
    ["percent-encoded", (email: string) => encodeURIComponent(email)],
  ])("masks the e-mail %s, for an answer and for a refusal", async (_case, encode) => {
    const own = await call(userByEmailRoute, { path: `/api/users/email/${encode(staff.assistant.email)}`, params: { email: staff.assistant.email }, token: staff.assistant.token });
    expect(own.status).toBe(200);
    const other = await call(userByEmailRoute, { path: `/api/users/email/${encode(staff.medecin.email)}`, params: { email: staff.medecin.email }, token: staff.assistant.token });
    expect(other.status).toBe(403);

    expect(requestLines()).toEqual([
      expect.objectContaining({ method: "GET", path: "/api/users/email/***@cabinet.ma", status: 200 }),
      expect.objectContaining({ method: "GET", path: "/api/users/email/***@cabinet.ma", status: 403 }),
    ]);
    const everything = logLines.join("\n");
    for (const email of [staff.assistant.email, staff.medecin.email]) {
      expect(everything).not.toContain(email.split("@")[0]);
      expect(everything).not.toContain(encodeURIComponent(email));
    }
  });

  it("masks a value without @ whole, and leaves the other calls' paths as they are", async () => {
    await call(userByEmailRoute, { path: "/api/users/email/nadia.tazi", params: { email: "nadia.tazi" }, token: staff.admin.token });
    expect(requestLines()).toEqual([expect.objectContaining({ path: "/api/users/email/***", status: 404 })]);
  });
});

describe("a patient's link token in the logs (decision 050)", () => {
  it("masks it in the access log of its calls, unknown paths under them included, and in the refused-request log", async () => {
    const token = "Q".repeat(43);
    expect((await call(appointmentLinkRoute, { path: `/api/booking/appointments/${token}`, params: { token } })).status).toBe(404);
    expect((await call(unknownRoute, { path: `/api/booking/appointments/${token}/autre`, params: { path: ["booking", "appointments", token, "autre"] } })).status).toBe(404);
    expect(requestLines()).toEqual([
      expect.objectContaining({ path: "/api/booking/appointments/***", status: 404 }),
      expect.objectContaining({ path: "/api/booking/appointments/***/autre", status: 404 }),
    ]);
    expect(logLines.join("\n")).not.toContain(token);
    for (const path of [`/rendez-vous/gerer/${token}`, `/ar/rendez-vous/gerer/${token}?volet=annuler`, `/api/booking/appointments/${token}/cancel`]) {
      expect(loggedPath(path)).not.toContain(token);
    }
  });
});
