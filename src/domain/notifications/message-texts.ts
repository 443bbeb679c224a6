import type { NotificationChannel, NotificationType, PatientNotificationType } from "@/schemas/notification";

/**
 * The texts of the messages (decision 030), in French, with the practice's name and the
 * appointment's date and time written in the practice's time zone ('mardi 14 juillet à 10:30').
 * Rendered when a message is sent, from the values stored with it: an outbox row holds no text.
 */

/** What the texts need of the practice: its name as patients know it, where it is, how to call it. */
export type PracticeForTexts = { doctorName: string; address: string; phone: string; siteUrl: string; timeZone: string };

/** The values stored with a message (`notifications.donnees`): instants and counts, never free text. */
export type AppointmentNoticeData = { dateHeure: string; ancienneDateHeure?: string };
export type StaffAlertData = { demandes: number; messages: number };

export type RenderedMessage = {
  subject: string;
  text: string;
  /** The variables of the WhatsApp template ({"1": …}), the same values the text is made of. */
  variables: Record<string, string>;
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("fr-FR", { timeZone, weekday: "long", day: "numeric", month: "long", ...(withYear ? { year: "numeric" } : {}) });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

const yearIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(instant);

/** "mardi 14 juillet" (with the year when it is not this year's), in the practice's time zone. */
export function frenchDay(instant: Date, timeZone: string, now = new Date()): string {
  return dayFormatter(timeZone, yearIn(instant, timeZone) !== yearIn(now, timeZone)).format(instant);
}

/** "10:30", in the practice's time zone. */
export function frenchTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** "mardi 14 juillet à 10:30". */
export function frenchDateTime(instant: Date, timeZone: string, now = new Date()): string {
  return `${frenchDay(instant, timeZone, now)} à ${frenchTime(instant, timeZone)}`;
}

export const practiceName = (practice: PracticeForTexts) => `Cabinet du Dr. ${practice.doctorName}`;

const subjects: Record<PatientNotificationType, string> = {
  confirmation: "Confirmation de votre rendez-vous",
  deplacement: "Votre rendez-vous a été déplacé",
  annulation: "Annulation de votre rendez-vous",
  rappel: "Rappel de votre rendez-vous de demain",
};

/** A patient's message about one appointment. */
export function appointmentNoticeText(
  type: PatientNotificationType,
  data: AppointmentNoticeData,
  practice: PracticeForTexts,
  now = new Date(),
): RenderedMessage {
  const name = practiceName(practice);
  const instant = new Date(data.dateHeure);
  const day = frenchDay(instant, practice.timeZone, now);
  const time = frenchTime(instant, practice.timeZone);
  const when = `${day} à ${time}`;
  const call = `Pour toute question, appelez le ${practice.phone}.`;
  let text: string;
  switch (type) {
    case "confirmation":
      text = `${name} : votre rendez-vous est confirmé le ${when}, ${practice.address}. ${call}`;
      break;
    case "deplacement": {
      const before = data.ancienneDateHeure ? ` (au lieu du ${frenchDateTime(new Date(data.ancienneDateHeure), practice.timeZone, now)})` : "";
      text = `${name} : votre rendez-vous est déplacé au ${when}${before}, ${practice.address}. ${call}`;
      break;
    }
    case "annulation":
      text = `${name} : votre rendez-vous du ${when} est annulé. Pour en prendre un autre, appelez le ${practice.phone}.`;
      break;
    case "rappel":
      text = `Rappel : rendez-vous demain ${when} au ${name.replace(/^Cabinet/, "cabinet")}, ${practice.address}. En cas d'empêchement, appelez le ${practice.phone}.`;
      break;
  }
  const variables: Record<string, string> = { "1": name, "2": day, "3": time };
  if (type === "deplacement" && data.ancienneDateHeure) variables["4"] = frenchDateTime(new Date(data.ancienneDateHeure), practice.timeZone, now);
  return { subject: `${subjects[type]} - ${name}`, text, variables };
}

/** The staff's grouped e-mail: how many new requests and messages, and where to read them. No patient data. */
export function staffAlertText(data: StaffAlertData, practice: PracticeForTexts): RenderedMessage {
  const total = data.demandes + data.messages;
  const site = practice.siteUrl.replace(/\/+$/, "");
  const parts = [
    data.demandes > 0 ? `${data.demandes} ${data.demandes > 1 ? "nouvelles demandes de rendez-vous" : "nouvelle demande de rendez-vous"}` : null,
    data.messages > 0 ? `${data.messages} ${data.messages > 1 ? "nouveaux messages" : "nouveau message"}` : null,
  ].filter(Boolean);
  const links = [
    data.demandes > 0 ? `Demandes : ${site}/responsable/demandes` : null,
    data.messages > 0 ? `Messages : ${site}/responsable/messages` : null,
  ].filter(Boolean);
  const text = [`Bonjour,`, ``, `${parts.join(" et ")} sur le site du cabinet.`, ``, ...links, ``, `(Message automatique : aucun détail n'est donné par e-mail.)`].join("\n");
  return { subject: `${total} ${total > 1 ? "nouveautés" : "nouveauté"} sur le site - ${practiceName(practice)}`, text, variables: { "1": String(total) } };
}

/** Renders any stored message. */
export function renderMessage(type: NotificationType, data: unknown, practice: PracticeForTexts, now = new Date()): RenderedMessage {
  if (type === "alerte_personnel") return staffAlertText(data as StaffAlertData, practice);
  return appointmentNoticeText(type, data as AppointmentNoticeData, practice, now);
}

/** E-mail goes to an address; SMS and WhatsApp to an E.164 number. */
export const channelNeedsPhone = (canal: NotificationChannel) => canal !== "email";
