import { sql } from "drizzle-orm";
import fc from "fast-check";
import { queryRows } from "@/db/client";
import { normalizePhone } from "@/domain/patients/phone";
import { withTestDatabase } from "../../../tests/support/test-database";

const database = withTestDatabase();

async function inSql(text: string): Promise<string | null> {
  const [row] = await queryRows<{ digits: string | null }>(database().db, sql`select phone_digits(${text}) as digits`);
  return row!.digits;
}

describe("phone_digits (SQL) and normalizePhone (code)", () => {
  it.each([
    "0612345678",
    "06 12 34 56 78",
    "06.12.34.56.78",
    "+212 6 12 34 56 78",
    "00212612345678",
    "+212 (0)6 12 34 56 78",
    "+212 06 12 34 56 78",
    "6 12 34 56 78",
    "  0537 00 00 00 ",
    "+33 6 12 34 56 78",
    "0033 6 12 34 56 78",
    "+33 (0)6 12 34 56 78",
    "01 23 45 67 89",
    "12345",
    "",
  ])("agree on %j", async (text) => {
    expect(await inSql(text)).toBe(normalizePhone(text));
  });

  it("agree on any text made of phone characters", async () => {
    const unit = fc.constantFrom(..."0123456789 +-.()", "(0)", "00", "212", "06", "07");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit, maxLength: 20 }), async (text) => {
        expect(await inSql(text)).toBe(normalizePhone(text));
      }),
      { numRuns: 300 },
    );
  });
});
