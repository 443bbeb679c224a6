import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentRequests, contactMessages } from "@/db/schema";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { isConfirmedClosedDay } from "@/calendar/opening-hours";
import { env } from "@/server/env";
import { postAppointmentRequestForm, postContactForm, typedDateToIso } from "@/server/public-form-posts";
import { fixedClockInFile } from "../support/fixed-clock";
import { withTestDatabase } from "../support/test-database";
import { nextAddress, practiceDate } from "./api/api-test-kit";

/** The public forms posted without scripts (decision 032): the JSON API's steps, the form's state back. */

const database = withTestDatabase();
fixedClockInFile();

const form = (values: Record<string, string>) => {
  const data = new FormData();
  // What React writes into the form beside the fields: ignored.
  data.set("$ACTION_KEY", "k0");
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const fromAddress = (address = nextAddress()) => new Headers({ "x-forwarded-for": address });
const displayDate = (iso: string) => iso.split("-").reverse().join("/");

const request = () => ({
  nom: "Benaïssa",
  prenom: "Léa",
  telephone: "06 12 34 56 78",
  datePreferee: displayDate(practiceDate(3)),
  heurePreferee: "10:30",
  motif: "Douleur au genou",
});
const message = { nomComplet: "Karim El Amrani", email: "karim@example.ma", sujet: "Horaires", message: "Ouverts le samedi ?" };

async function lastRequest() {
  const [row] = await database().db.select().from(appointmentRequests).orderBy(desc(appointmentRequests.id)).limit(1);
  return row;
}

describe("the appointment request form posted without scripts", () => {
  it("stores the request as the JSON API does (date typed dd/mm/yyyy, time completed) and answers success without the values", async () => {
    const state = await postAppointmentRequestForm(form({ ...request(), telephone: "\u202A06 12 34 56 78\u202C" }), fromAddress());
    expect(state).toEqual({ outcome: "success" });
    expect(await lastRequest()).toMatchObject({
      nom: "Benaïssa",
      prenom: "Léa",
      telephone: "06 12 34 56 78", // the directional marks removed, as readJson does
      datePreferee: practiceDate(3),
      heurePreferee: "10:30:00",
      motif: "Douleur au genou",
    });
  });

  it.each(["nom", "prenom", "telephone", "datePreferee", "heurePreferee"])("stores nothing without %s and gives back what was typed", async (missing) => {
    const before = await lastRequest();
    const values = { ...request(), [missing]: "  " };
    const state = await postAppointmentRequestForm(form(values), fromAddress());
    expect(state).toEqual({ outcome: "missingFields", values: expect.objectContaining(values) });
    expect((await lastRequest())?.id).toBe(before?.id);
  });

  it("counts a date that is no date as missing, and says so beside it", async () => {
    const values = { ...request(), datePreferee: "31/02/2027" };
    expect(await postAppointmentRequestForm(form(values), fromAddress())).toEqual({
      outcome: "missingFields",
      values: expect.objectContaining(values),
      dateRejected: true,
    });
  });

  it("refuses a past date with the domain's reason beside the field, keeping the values", async () => {
    const values = { ...request(), datePreferee: displayDate(practiceDate(-1)) };
    expect(await postAppointmentRequestForm(form(values), fromAddress())).toEqual({
      outcome: "failed",
      values: expect.objectContaining(values),
      fieldErrors: { datePreferee: "La date préférée ne peut pas être dans le passé." },
    });
  });

  it("refuses a day the practice is closed, as the forms' JSON calls ask", async () => {
    const { db } = database();
    const hours = await readPracticeHours(db, { today: practiceDate(0) });
    const closed = [...Array(14).keys()].map((days) => practiceDate(days + 1)).find((day) => isConfirmedClosedDay(hours, day).closed);
    expect(closed).toBeDefined();
    const state = await postAppointmentRequestForm(form({ ...request(), datePreferee: displayDate(closed!) }), fromAddress());
    expect(state.outcome).toBe("failed");
    expect(state.fieldErrors?.datePreferee).toMatch(/^Le cabinet est fermé/);
  });

  it("refuses what the schema refuses, with its messages", async () => {
    const state = await postAppointmentRequestForm(form({ ...request(), telephone: "abc" }), fromAddress());
    expect(state.outcome).toBe("failed");
    expect(state.fieldErrors?.telephone).toBeTruthy();
  });

  it("shares the JSON API's rate limit per client address", async () => {
    const address = nextAddress();
    const limit = env().RATE_LIMIT_PUBLIC_PER_WINDOW;
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await postAppointmentRequestForm(form(request()), fromAddress(address))).outcome).toBe("success");
    }
    const refused = await postAppointmentRequestForm(form(request()), fromAddress(address));
    expect(refused).toEqual({ outcome: "failed", values: expect.objectContaining(request()) });
    // Another address is not held back.
    expect((await postAppointmentRequestForm(form(request()), fromAddress())).outcome).toBe("success");
  });
});

describe("the contact form posted without scripts", () => {
  it("stores the message and answers success", async () => {
    expect(await postContactForm(form(message), fromAddress())).toEqual({ outcome: "success" });
    const [row] = await database().db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject(message);
  });

  it("asks for every field and gives back the others", async () => {
    const values = { ...message, sujet: "" };
    expect(await postContactForm(form(values), fromAddress())).toEqual({ outcome: "missingFields", values });
  });

  it("refuses an invalid e-mail with the schema's message", async () => {
    const values = { ...message, email: "karim@" };
    expect(await postContactForm(form(values), fromAddress())).toEqual({ outcome: "failed", values, fieldErrors: { email: "Adresse e-mail invalide." } });
  });
});

describe("typedDateToIso", () => {
  it.each([
    ["20/07/2027", "2027-07-20"],
    ["20072027", "2027-07-20"],
    [" 20-07-2027 ", "2027-07-20"],
    ["2027-07-20", "2027-07-20"],
    ["31/09/2027", null],
    ["20/7/2027", null],
    ["demain", null],
  ])("%s → %s", (typed, iso) => {
    expect(typedDateToIso(typed)).toBe(iso);
  });
});
