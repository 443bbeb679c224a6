import pino from "pino";
import { env } from "@/server/env";

/**
 * Structured JSON logs. Never log request bodies, query strings or patient fields: health data.
 * The redaction below is a safety net, not a licence to log objects wholesale.
 */
export const logger = pino({
  level: process.env.VITEST ? "silent" : env().LOG_LEVEL,
  base: { service: "cabinet" },
  redact: {
    paths: ["password", "*.password", "passwordHash", "*.passwordHash", "authorization", "*.authorization", "token"],
    censor: "[redacted]",
  },
});
