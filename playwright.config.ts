import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

/**
 * Browser journeys on the system Chromium (no browser download), against the built app served
 * on its own port with its own throwaway data directory.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
export const e2eAdmin = { email: "admin@e2e.test", password: "e2e-admin-password" };
/** The SMTP server of the notifications journey, and the staff address its alerts go to. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const e2eStaffAlertEmail = "equipe@e2e.test";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "fr-FR",
    timezoneId: "Africa/Casablanca",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // A fresh data directory each run: the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD.
    // The compiled server `npm start` runs (scripts/serve.ts built by `npm run build`), so the
    // journeys test what production runs.
    command: `rm -rf ${dataDir} && node dist/server/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      PRACTICE_SITE_URL: `http://127.0.0.1:${port}`,
      // Journeys log in many times from one address.
      RATE_LIMIT_LOGIN_PER_WINDOW: "1000",
      RATE_LIMIT_PUBLIC_PER_WINDOW: "1000",
      // The booking journeys give each visitor its own address (X-Forwarded-For), as behind one proxy:
      // online bookings are limited per address and day (decision 049). Without the header, the
      // connection's address as before.
      TRUST_PROXY_HOPS: "1",
      // The retention purge (decision 033) has its own tests; here it would only leave audit events.
      PURGE_HOUR: "off",
      // The daily backup (decision 028) has its own tests; a journey's throwaway data needs none.
      BACKUP_HOUR: "off",
      // Notifications (decision 030): e-mails go to the SMTP server tests/e2e/notifications.spec.ts starts
      // (none is listening during the other journeys, whose patients agree to nothing); staff alerts
      // grouped every 6 s, the sender polling every second.
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      MAIL_FROM: "Cabinet du Dr. Alaoui <rdv@e2e.test>",
      NOTIFY_STAFF_EMAILS: e2eStaffAlertEmail,
      NOTIFY_STAFF_EVERY_MINUTES: "0.1",
      NOTIFY_POLL_SECONDS: "1",
    },
  },
});
