import { env } from "@/server/env";
import { buildPractice, type Practice } from "@/content/practice";
import { getRuntimeValues } from "@/server/runtime-values";

/**
 * The practice identity for this deployment: sample defaults, overridden by PRACTICE_* variables,
 * and its opening hours as the server last read them from the configuration (decision 021).
 */
export function getPractice(): Practice {
  const e = env();
  return buildPractice({
    doctorName: e.PRACTICE_DOCTOR_NAME,
    city: e.PRACTICE_CITY,
    address: e.PRACTICE_ADDRESS,
    phone: e.PRACTICE_PHONE,
    urgentPhone: e.PRACTICE_URGENT_PHONE,
    email: e.PRACTICE_EMAIL,
    mapUrl: e.PRACTICE_MAP_URL,
    siteUrl: e.PRACTICE_SITE_URL,
    timeZone: e.PRACTICE_TIME_ZONE,
    ...getRuntimeValues().values,
  });
}
