/**
 * `npm run admin:create -- --email x@y.ma --password '...'`: creates an ADMIN account, or makes
 * the active account with that e-mail an ADMIN with that password. Stop the site first when it
 * runs on the embedded database (PGlite must not be opened by two processes).
 */
import { parseArgs } from "node:util";
import { createOrResetAdmin } from "../src/domain/staff/first-admin";
import { getDatabase } from "../src/server/db";
import { staffUserInput } from "../src/schemas/staff-user";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const checked = staffUserInput.pick({ email: true, password: true }).safeParse(values);
if (!checked.success) {
  for (const issue of checked.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
  console.error("Usage: npm run admin:create -- --email admin@example.ma --password 'at-least-10-characters'");
  process.exit(1);
}
const handle = await getDatabase();
const outcome = await createOrResetAdmin(handle.db, checked.data);
console.log(outcome === "created" ? `Admin ${checked.data.email} created.` : `Admin ${checked.data.email} reset.`);
await handle.close();
