import { env, InvalidEnvironmentError } from "@/server/env";
import { getDatabase } from "@/server/db";

/** Validates the configuration (a bad variable stops start-up, named), then prepares the database. */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await getDatabase();
}
