import { startDailyPurge } from "@/server/retention";
import { env, InvalidEnvironmentError } from "@/server/env";
import { startDailyBackups } from "@/server/backups";
import { getDatabase } from "@/server/db";
import { startNotificationSender } from "@/server/notifications";

/**
 * Validates the configuration (a bad variable stops start-up, named), prepares the database, then
 * starts the background work.
 */
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
  // What is past its retention period goes, once a day across instances (decision 033).
  startDailyPurge();
  // The daily backup (decision 028): on the embedded database, the only process that may read it.
  startDailyBackups();
  // Patients' confirmations and reminders, the staff's alerts (decision 030).
  startNotificationSender();
}
