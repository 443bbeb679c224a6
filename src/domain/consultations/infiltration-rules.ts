import { formatDisplayDate } from "@/calendar/display-date";
import { addDays, addMonths, type PlainDate } from "@/calendar/plain-date";
import { ofJoint, type InfiltrationWarning, type Region, type Side } from "@/schemas/consultation";

/**
 * The register's warnings (decision 054): before a fourth injection of one joint within 12 months,
 * and before one less than 6 weeks after the last. Pure: the day of the injection is given, so a
 * test fixes it and "today" is the caller's clock.
 */

export type InjectionAt = { articulation: Region; cote: Side | null; date: PlainDate };

/** The most injections of one joint in 12 months before a warning: the next would be the fourth. */
export const MAX_PER_12_MONTHS = 3;
/** The shortest interval between two injections of one joint. */
export const MIN_INTERVAL_DAYS = 42;

/** A bilateral injection treats both sides: it counts for the right and the left. */
function sidesOf(cote: Side | null): string[] {
  return cote === "bilateral" ? ["droit", "gauche"] : [cote ?? "sans_cote"];
}

export function sameJoint(a: Omit<InjectionAt, "date">, b: Omit<InjectionAt, "date">): boolean {
  if (a.articulation !== b.articulation) return false;
  const sides = sidesOf(a.cote);
  return sidesOf(b.cote).some((side) => sides.includes(side));
}

/** The earlier injections of the same joint in the 12 months up to `next.date` (its day included, a year ago excluded). */
export function injectionsInYearBefore(previous: readonly InjectionAt[], next: InjectionAt): InjectionAt[] {
  const yearAgo = addMonths(next.date, -12);
  return previous.filter((injection) => sameJoint(injection, next) && injection.date > yearAgo && injection.date <= next.date);
}

/** What recording `next` after `previous` (the patient's register) should be warned of; empty when nothing. */
export function infiltrationWarnings(previous: readonly InjectionAt[], next: InjectionAt): InfiltrationWarning[] {
  const warnings: InfiltrationWarning[] = [];
  const joint = ofJoint(next.articulation, next.cote);
  const inYear = injectionsInYearBefore(previous, next);
  if (inYear.length >= MAX_PER_12_MONTHS) {
    warnings.push({
      code: "quatrieme_en_12_mois",
      message: `Ce serait la ${ordinal(inYear.length + 1)} infiltration ${joint} en 12 mois (${inYear.length} depuis le ${formatDisplayDate(addDays(addMonths(next.date, -12), 1))}).`,
    });
  }
  const last = inYear.map((injection) => injection.date).sort().at(-1);
  if (last && last > addDays(next.date, -MIN_INTERVAL_DAYS)) {
    warnings.push({
      code: "moins_de_6_semaines",
      message: `La dernière infiltration ${joint} date du ${formatDisplayDate(last)} : moins de 6 semaines.`,
    });
  }
  return warnings;
}

function ordinal(n: number): string {
  return n === 1 ? "1re" : `${n}e`;
}
