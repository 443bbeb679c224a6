import type { Env } from "@/server/env";
import { bookingHoldsJob } from "@/server/jobs/booking-holds-job";
import { dailyBackupJob } from "@/server/jobs/daily-backup-job";
import { notificationsJob } from "@/server/jobs/notifications-job";
import { retentionPurgeJob } from "@/server/jobs/retention-purge-job";
import type { Job } from "@/server/jobs/scheduler";
import { waitlistJob } from "@/server/jobs/waitlist-job";

/**
 * Every background job of the server, in one place (decision 036); the scheduler
 * (src/server/jobs/scheduler.ts) runs each once across instances. A job switched off by its
 * setting is left out. The booking's hold expiry and the waiting list's offers go here too.
 */
export function backgroundJobs(settings: Env): Job[] {
  const jobs: Job[] = [];
  // What is past its retention period goes, once a day (decision 033).
  if (settings.PURGE_HOUR !== "off") jobs.push(retentionPurgeJob(settings, settings.PURGE_HOUR));
  // The daily backup (decision 028).
  if (settings.BACKUP_HOUR !== "off") jobs.push(dailyBackupJob(settings, settings.BACKUP_HOUR));
  // Patients' confirmations and reminders, the staff's alerts (decision 030).
  jobs.push(notificationsJob(settings));
  // Online booking's expired holds, deleted (decision 047).
  jobs.push(bookingHoldsJob());
  // The waiting list's offers of freed slots (decision 051).
  jobs.push(waitlistJob(settings));
  return jobs;
}
