import { connection } from "next/server";
import { buildArabicPractice, buildPractice, type Practice } from "@/content/practice";
import { freshRuntimeValues } from "@/server/public-values";
import { getRuntimeValues, type RuntimeValues } from "@/server/runtime-values";

/**
 * The practice for this deployment: its identity (sample defaults, overridden by PRACTICE_*
 * variables) and its opening hours as an admin saved them (decisions 020 and 035).
 */

/**
 * Built once per values read (every few seconds at most), not for each of the layout, the page
 * and their metadata in every request: the values are replaced, never changed, when read again.
 */
function builtOnce(build: (values: RuntimeValues) => Practice): (values: RuntimeValues) => Practice {
  const built = new WeakMap<RuntimeValues, Practice>();
  return (values) => {
    let practice = built.get(values);
    if (!practice) built.set(values, (practice = build(values)));
    return practice;
  };
}

const french = builtOnce(({ identite, semaine, annonces }) => buildPractice({ ...identite, semaine, annonces }));
const arabic = builtOnce(({ identite, semaine, annonces }) => buildArabicPractice({ ...identite, semaine, annonces }));

/**
 * What a page shows: the hours at most a few seconds old (the last ones read when the database
 * does not answer). The page is rendered for each request (`connection()`), never at build time,
 * so that it carries the request's CSP nonce and today's values.
 */
export async function loadPractice(): Promise<Practice> {
  await connection();
  return french(await freshRuntimeValues());
}

/** The same practice as the Arabic pages show it: name, hours and notices in Arabic (decision 031). */
export async function loadArabicPractice(): Promise<Practice> {
  await connection();
  return arabic(await freshRuntimeValues());
}

/**
 * The practice as this process last read it, without waiting: for what only needs the identity
 * (titles, metadata, time zone, the site's URL), which comes from the environment.
 */
export function getPractice(): Practice {
  return french(getRuntimeValues().values);
}

/** `getPractice()` with the Arabic names and hours. */
export function getArabicPractice(): Practice {
  return arabic(getRuntimeValues().values);
}
