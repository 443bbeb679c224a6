import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as sendRequest } from "@/app/api/appointment-requests/route";
import { POST as createPatient } from "@/app/api/patients/route";
import { appointmentRequests } from "@/db/schema";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

/** Issue 22's hardening, end to end through route handlers and the database. */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
beforeAll(async () => {
  staff = await seedStaff(database().db);
});

const request = () => ({ nom: "Benaïssa", prenom: "Léa", telephone: "+212 6 12 34 56 78", datePreferee: practiceDate(3), heurePreferee: "10:30" });

describe("hidden characters in what a patient sends", () => {
  it("accepts a phone number pasted from WhatsApp and a name with a right-to-left override, storing them without those characters", async () => {
    const { status, body } = await call(sendRequest, {
      path: "/api/appointment-requests",
      body: { ...request(), nom: "\u202Eissaneb\u202C", telephone: "\u202A+212 6 12 34 56 78\u202C", motif: "Genou\u0085 droit\u2069" },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ nom: "issaneb", telephone: "+212 6 12 34 56 78", motif: "Genou droit" });
    const [row] = await database().db.select().from(appointmentRequests).where(eq(appointmentRequests.id, (body as { id: number }).id));
    expect(row).toMatchObject({ nom: "issaneb", telephone: "+212 6 12 34 56 78", motif: "Genou droit" });
  });

  it("refuses a text that is not well-formed, naming the field, and stores nothing", async () => {
    const before = await database().db.$count(appointmentRequests);
    const { status, body } = await call(sendRequest, { path: "/api/appointment-requests", body: { ...request(), prenom: "L\uD83Da" } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Données invalides.", errors: { prenom: "Ce texte contient des caractères mal formés." } });
    expect(await database().db.$count(appointmentRequests)).toBe(before);
  });
});

describe("the request id of the audit trail", () => {
  it("is the server's own, not the X-Request-Id a client sent", async () => {
    const patient = {
      nom: "Alaoui", prenom: "Sara", dateNaissance: "1990-01-02", gender: "F", telephone: "0661234567", email: "sara@example.ma", adresse: "Rabat",
    };
    const { status, headers, body } = await call(createPatient, {
      path: "/api/patients",
      body: patient,
      token: staff.assistant.token,
      headers: { "x-request-id": "forged-request-id-0001" },
    });
    expect(status).toBe(201);
    const serverId = headers.get("x-request-id");
    expect(serverId).not.toBe("forged-request-id-0001");
    const event = await lastAudit(database().db, "patient.create");
    expect(event).toMatchObject({ targetId: String((body as { id: number }).id), requestId: serverId });
  });
});
