import { buildArabicPractice, buildPractice, type Practice } from "@/content/practice";
import { getRuntimeValues } from "@/server/runtime-values";

/**
 * The practice for this deployment: its identity (sample defaults, overridden by PRACTICE_*
 * variables, read when the server starts) and its opening hours as the server last read them
 * from the configuration (decisions 021 and 027).
 */
export function getPractice(): Practice {
  const { identite, semaine, annonces } = getRuntimeValues().values;
  return buildPractice({ ...identite, semaine, annonces });
}

/** The same practice as the Arabic pages show it: name, hours and notices in Arabic (decision 031). */
export function getArabicPractice(): Practice {
  const { identite, semaine, annonces } = getRuntimeValues().values;
  return buildArabicPractice({ ...identite, semaine, annonces });
}
