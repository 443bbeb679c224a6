import { randomUUID } from "node:crypto";
import { describeDatabaseError } from "@/db/errors";
import { APPOINTMENT_LINK_PATH } from "@/domain/booking/appointment-links";
import { cancelByPatient, confirmByPatient, moveByPatient, readManagedAppointment, slotsForMove } from "@/domain/booking/manage-appointment";
import { bookableTypes } from "@/domain/booking/visit-types";
import { DomainError } from "@/domain/errors";
import { addDays, daysBetween } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import {
  appointmentLinkMessages,
  type ManageErrorCode,
  manageErrorCodes,
  type ManagePageModel,
  parseSlotChoice,
  patientCancelReasons,
  type PatientCancelReason,
} from "@/schemas/appointment-link";
import type { PatientAction } from "@/schemas/appointment";
import { WALL_CLOCK_PATTERN } from "@/schemas/booking";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { clientAddress, hitRateLimits, bookingLimits } from "@/server/rate-limit";

/**
 * The patient's appointment page (decision 050): what it shows for a token and the query of the
 * page (which panel, which days), and what its forms do. Server-rendered; its forms are plain
 * posts to …/{token}/envoi answered with a redirect to the page (post/redirect/get), so the page
 * works the same with and without scripts. The token travels in the path only, and no log line
 * holds it.
 */

export type LinkLanguage = "fr" | "ar";

/** How many days the slot grid shows at a time. */
export const MOVE_DAYS = 7;

export const linkPagePath = (token: string, langue: LinkLanguage) => `${langue === "ar" ? "/ar" : ""}${APPOINTMENT_LINK_PATH}/${encodeURIComponent(token)}`;

/** Where the page's forms post, in both languages (src/app/(fr)/(site)/rendez-vous/gerer/[token]/envoi/route.ts). */
export const linkPostPath = (token: string) => `${APPOINTMENT_LINK_PATH}/${encodeURIComponent(token)}/envoi`;

const clock = () => ({ now: new Date(), timeZone: env().PRACTICE_TIME_ZONE });
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isDay = (value: string | undefined): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const doneCodes: readonly PatientAction[] = ["confirme", "annule", "deplace"];

/** Everything the page needs, from its token and query; `invalid` for any token that opens nothing. */
export async function loadManagePage(token: string, langue: LinkLanguage, query: Record<string, string | string[] | undefined>): Promise<ManagePageModel> {
  const { db } = await getDatabase();
  const now = clock();
  let view: Extract<ManagePageModel, { kind: "appointment" }>["view"];
  try {
    view = await readManagedAppointment(db, token, now);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return { kind: "invalid" };
    throw error;
  }
  const path = linkPagePath(token, langue);
  const volet = one(query.volet);
  const fait = one(query.fait);
  const erreur = one(query.erreur);
  const done = doneCodes.find((code) => code === fait) ?? null;
  const error = manageErrorCodes.find((code) => code === erreur) ?? null;
  if (volet === "annuler" && view.peutAnnuler) return { kind: "appointment", token, path, view, panel: "cancel", done, error, move: null };
  if (volet !== "deplacer" || !view.peutDeplacer) return { kind: "appointment", token, path, view, panel: "details", done, error, move: null };

  const today = todayIn(now.timeZone, now.now);
  const asked = one(query.du);
  const du = isDay(asked) && asked > today ? asked : today;
  const au = addDays(du, MOVE_DAYS - 1);
  const medecinParam = one(query.medecin);
  const medecin: number | "tous" = medecinParam === "tous" ? "tous" : Number(medecinParam) > 0 ? Number(medecinParam) : view.medecin.id;
  const [type] = view.type ? await bookableTypes(db, { typeId: view.type.id }) : [];
  const doctors = (type?.doctors ?? []).map((doctor) => ({ id: doctor.id, nom: `Dr ${doctor.prenom} ${doctor.nom}` }));
  const shownDoctor = medecin === "tous" || !doctors.some((doctor) => doctor.id === medecin) ? (doctors.length > 1 ? "tous" : (doctors[0]?.id ?? "tous")) : medecin;
  const { slots } = await slotsForMove(db, token, { du, au, medecinId: shownDoctor === "tous" ? undefined : shownDoctor }, now);
  const days = daysBetween(du, au)
    .map((date) => ({ date, slots: slots.filter((slot) => slot.debut.startsWith(date)) }))
    .filter((day) => day.slots.length > 0);

  const choice = parseSlotChoice(one(query.choix));
  const chosen = choice ? (slots.find((slot) => slot.debut === choice.debut && slot.medecin.id === choice.medecinId) ?? null) : null;
  const takenAt = one(query.pris);
  const taken =
    takenAt && WALL_CLOCK_PATTERN.test(takenAt) ? { debut: takenAt, suivants: slots.filter((slot) => slot.debut > takenAt).slice(0, 3) } : null;
  return {
    kind: "appointment",
    token,
    path,
    view,
    panel: "move",
    done,
    error: error ?? (choice && !chosen ? "pris" : null),
    move: {
      du,
      previousDu: du > today ? (addDays(du, -MOVE_DAYS) < today ? today : addDays(du, -MOVE_DAYS)) : null,
      nextDu: addDays(du, MOVE_DAYS),
      medecin: shownDoctor,
      doctors,
      days,
      choice: chosen,
      taken,
    },
  };
}

type PostKind = "confirm" | "cancel" | "move";
const postKinds: Record<string, PostKind> = { confirmer: "confirm", annuler: "cancel", deplacer: "move" };

/** Where the page goes after a post (`operation` confirmer | annuler | deplacer): the same page with what happened, or why nothing did. */
export async function postManageForm(token: string, form: URLSearchParams, headers: Headers): Promise<string> {
  const langue: LinkLanguage = form.get("langue") === "ar" ? "ar" : "fr";
  const path = linkPagePath(token, langue);
  const kind = postKinds[String(form.get("operation") ?? "")];
  if (!kind) return path;
  const started = performance.now();
  let outcome: string;
  let target: string;
  try {
    const { db } = await getDatabase();
    await hitRateLimits(db, [bookingLimits("hold", clientAddress({ headers }))]);
    const requestId = randomUUID();
    if (kind === "confirm") {
      await confirmByPatient(db, token, clock(), requestId);
      target = `${path}?fait=confirme`;
    } else if (kind === "cancel") {
      const motif = String(form.get("motif") ?? "");
      if (!(patientCancelReasons as readonly string[]).includes(motif)) {
        target = `${path}?volet=annuler&erreur=motif`;
      } else {
        await cancelByPatient(db, token, { motif: motif as PatientCancelReason }, clock(), requestId);
        target = `${path}?fait=annule`;
      }
    } else {
      const choice = parseSlotChoice(String(form.get("choix") ?? ""));
      if (!choice) {
        target = `${path}?volet=deplacer&erreur=creneau`;
      } else {
        const moved = await moveByPatient(db, token, { debut: choice.debut, medecinId: choice.medecinId }, clock(), requestId);
        target =
          moved.kind === "moved"
            ? `${path}?fait=deplace`
            : `${path}?volet=deplacer&du=${choice.debut.slice(0, 10)}&medecin=${choice.medecinId}&pris=${encodeURIComponent(choice.debut)}&erreur=pris`;
      }
    }
    outcome = target.includes("erreur=") ? "refused" : "done";
  } catch (error) {
    outcome = "refused";
    target = `${path}?erreur=${errorOf(error, kind)}`;
    if (kind === "move" && error instanceof DomainError && error.code === "VALIDATION") target = `${path}?volet=deplacer&erreur=creneau`;
    if (!(error instanceof DomainError)) {
      outcome = "failed";
      logger.error({ form: `appointment-link-${kind}`, err: describeDatabaseError(error) }, "form post failed");
    }
  }
  // The token is never logged: the form, the outcome and the duration only.
  logger.info({ form: `appointment-link-${kind}`, via: "form post", outcome, durationMs: Math.round(performance.now() - started) }, "form post");
  return target;
}

function errorOf(error: unknown, kind: PostKind): ManageErrorCode {
  if (!(error instanceof DomainError)) return "erreur";
  if (error.code === "RATE_LIMITED") return "limite";
  if (error.code === "NOT_FOUND") return "erreur";
  if (error.code !== "CONFLICT") return "erreur";
  if (error.message === appointmentLinkMessages.tooLate) return "tard";
  return kind === "confirm" ? "confirmer" : kind === "move" ? "deplacer" : "tard";
}
