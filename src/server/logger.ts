import cluster from "node:cluster";
import pino, { type DestinationStream, type Level } from "pino";
import { env } from "@/server/env";

/**
 * Structured JSON logs. Never log request bodies, query strings or patient fields: health data.
 * The redaction below is a safety net, not a licence to log objects wholesale.
 */
export function createLogger(options: { level: Level | "silent"; destination?: DestinationStream }) {
  const settings = {
    level: options.level,
    // Several workers write to one output when the server runs several processes (decision 046).
    base: { service: "cabinet", ...(cluster.isWorker && cluster.worker ? { worker: cluster.worker.id } : {}) },
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "authorization", "*.authorization", "token"],
      censor: "[redacted]",
    },
  };
  // Standard output unless told otherwise (tests capture the lines in memory).
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** The process's logger: silent under Vitest, whose tests capture a logger of their own. */
export const logger = createLogger({ level: process.env.VITEST ? "silent" : env().LOG_LEVEL });
