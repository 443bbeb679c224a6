import { arabicDateLocale } from "@/calendar/names";
import type { MessageLanguage, NotificationChannel, NotificationType, PatientNotificationType } from "@/schemas/notification";

/**
 * The texts of the messages (decisions 030 and 043), in French or Arabic (the language stored with
 * the message), with the practice's name and the appointment's date and time written in the
 * practice's time zone ('mardi 14 juillet à 10:30', 'الثلاثاء، 14 يوليوز على الساعة 10:30').
 * Rendered when a message is sent, from the values stored with it: an outbox row holds no text.
 */

/** What the texts need of the practice: its name as patients know it, where it is, how to call it. */
export type PracticeForTexts = { doctorName: string; address: string; phone: string; siteUrl: string; timeZone: string };

/** The values stored with a message (`notifications.donnees`): instants and counts, never free text. */
export type AppointmentNoticeData = { dateHeure: string; ancienneDateHeure?: string; langue?: MessageLanguage };
/** `liens`: appointments patients cancelled or moved from their personal links (decision 050); absent in older alerts. */
export type StaffAlertData = { demandes: number; messages: number; liens?: number };

export type RenderedMessage = {
  subject: string;
  /** The e-mail's body. */
  text: string;
  /** The SMS's body: the same text in French; shorter in Arabic (an Arabic SMS holds 70 characters a part). */
  smsText: string;
  /** The variables of the WhatsApp template ({"1": …}), the same values the text is made of. */
  variables: Record<string, string>;
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string, withYear: boolean, locale = "fr-FR"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withYear}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long", ...(withYear ? { year: "numeric" } : {}) });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

const yearIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(instant);

/** "mardi 14 juillet" (with the year when it is not this year's), in the practice's time zone. */
export function frenchDay(instant: Date, timeZone: string, now = new Date()): string {
  return dayFormatter(timeZone, yearIn(instant, timeZone) !== yearIn(now, timeZone)).format(instant);
}

/** "الثلاثاء، 14 يوليوز" (with the year when it is not this year's), in the practice's time zone, Western digits. */
export function arabicDay(instant: Date, timeZone: string, now = new Date()): string {
  return dayFormatter(timeZone, yearIn(instant, timeZone) !== yearIn(now, timeZone), arabicDateLocale).format(instant);
}

/** The language a stored message is written in: French unless it says Arabic. */
export function messageLanguageOf(data: unknown): MessageLanguage {
  return (data as { langue?: unknown } | null)?.langue === "ar" ? "ar" : "fr";
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

/** The messages that carry the patient's personal link (decision 050): not a cancellation, which leaves nothing to manage. */
export const typesWithLink: readonly PatientNotificationType[] = ["confirmation", "deplacement", "rappel"];

/**
 * The link as the last WhatsApp variable (4, or 5 after a move's former date): templates number
 * their variables without gaps.
 */
function withLinkVariable(variables: Record<string, string>, link: string | undefined): Record<string, string> {
  return link ? { ...variables, [String(Object.keys(variables).length + 1)]: link } : variables;
}

/**
 * A patient's message about one appointment. With `link` (the patient's personal link, issued
 * when the message leaves), the e-mail ends with it and the SMS gives it instead of the address,
 * so that it stays within two parts.
 */
export function appointmentNoticeText(
  type: PatientNotificationType,
  data: AppointmentNoticeData,
  practice: PracticeForTexts,
  now = new Date(),
  link?: string,
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
  if (!link || !typesWithLink.includes(type)) return { subject: `${subjects[type]} - ${name}`, text, smsText: text, variables };
  const manage = `Confirmer, annuler ou déplacer votre rendez-vous : ${link}`;
  const smsHead =
    type === "confirmation"
      ? `${name} : rendez-vous confirmé le ${when}.`
      : type === "deplacement"
        ? `${name} : rendez-vous déplacé au ${when}.`
        : `Rappel : rendez-vous demain ${when}, ${name.replace(/^Cabinet/, "cabinet")}.`;
  return {
    subject: `${subjects[type]} - ${name}`,
    text: `${text}\n\n${manage}`,
    smsText: `${smsHead} Confirmer, annuler, déplacer : ${link} Tél. ${practice.phone}`,
    variables: withLinkVariable(variables, link),
  };
}

export const arabicPracticeName = (practice: PracticeForTexts) => `عيادة الدكتور ${practice.doctorName}`;

const arabicSubjects: Record<PatientNotificationType, string> = {
  confirmation: "تأكيد موعدكم",
  deplacement: "تغيير موعدكم",
  annulation: "إلغاء موعدكم",
  rappel: "تذكير بموعدكم غدا",
};

/**
 * A patient's message about one appointment, in Arabic (decision 043): the e-mail says what the
 * French one says; the SMS only what the patient needs (what, when, who, the number), without the
 * address, so that it stays within two or three parts.
 */
export function arabicAppointmentNoticeText(
  type: PatientNotificationType,
  data: AppointmentNoticeData,
  practice: PracticeForTexts,
  now = new Date(),
  link?: string,
): RenderedMessage {
  const name = arabicPracticeName(practice);
  const instant = new Date(data.dateHeure);
  const day = arabicDay(instant, practice.timeZone, now);
  const time = frenchTime(instant, practice.timeZone);
  const when = `${day} على الساعة ${time}`;
  const former = data.ancienneDateHeure ? new Date(data.ancienneDateHeure) : null;
  const formerWhen = former ? `${arabicDay(former, practice.timeZone, now)} على الساعة ${frenchTime(former, practice.timeZone)}` : null;
  const call = `لأي استفسار، اتصلوا بالرقم ${practice.phone}.`;
  let text: string;
  let smsText: string;
  switch (type) {
    case "confirmation":
      text = `${name}: تم تأكيد موعدكم يوم ${when}، ${practice.address}. ${call}`;
      smsText = `${name}: موعدكم مؤكد ${day} ${time}. للاستفسار: ${practice.phone}`;
      break;
    case "deplacement":
      text = `${name}: تم تغيير موعدكم إلى يوم ${when}${formerWhen ? ` (بدلا من ${formerWhen})` : ""}، ${practice.address}. ${call}`;
      smsText = `${name}: موعدكم الجديد ${day} ${time}. للاستفسار: ${practice.phone}`;
      break;
    case "annulation":
      text = `${name}: تم إلغاء موعدكم يوم ${when}. لحجز موعد آخر، اتصلوا بالرقم ${practice.phone}.`;
      smsText = `${name}: تم إلغاء موعدكم ${day} ${time}. للحجز: ${practice.phone}`;
      break;
    case "rappel":
      text = `تذكير: موعدكم غدا ${when} في ${name}، ${practice.address}. في حال تعذر الحضور، اتصلوا بالرقم ${practice.phone}.`;
      smsText = `تذكير: موعدكم غدا ${time} في ${name}. للاعتذار: ${practice.phone}`;
      break;
  }
  const variables: Record<string, string> = { "1": name, "2": day, "3": time };
  if (type === "deplacement" && formerWhen) variables["4"] = formerWhen;
  if (!link || !typesWithLink.includes(type)) return { subject: `${arabicSubjects[type]} - ${name}`, text, smsText, variables };
  // An Arabic SMS holds 67 characters a part once split: the link replaces the number (its page gives it).
  const smsHead =
    type === "confirmation"
      ? `${name}: موعدكم مؤكد ${day} ${time}.`
      : type === "deplacement"
        ? `${name}: موعدكم الجديد ${day} ${time}.`
        : `تذكير: موعدكم غدا ${time} في ${name}.`;
  return {
    subject: `${arabicSubjects[type]} - ${name}`,
    text: `${text}\n\nلتأكيد موعدكم أو إلغائه أو تغييره: ${link}`,
    smsText: `${smsHead} للتأكيد أو الإلغاء: ${link}`,
    variables: withLinkVariable(variables, link),
  };
}

/** The staff's grouped e-mail: how many new requests and messages, and where to read them. No patient data. */
export function staffAlertText(data: StaffAlertData, practice: PracticeForTexts): RenderedMessage {
  const liens = data.liens ?? 0;
  const total = data.demandes + data.messages + liens;
  const site = practice.siteUrl.replace(/\/+$/, "");
  const parts = [
    data.demandes > 0 ? `${data.demandes} ${data.demandes > 1 ? "nouvelles demandes de rendez-vous" : "nouvelle demande de rendez-vous"}` : null,
    data.messages > 0 ? `${data.messages} ${data.messages > 1 ? "nouveaux messages" : "nouveau message"}` : null,
  ].filter(Boolean);
  const links = [
    data.demandes > 0 ? `Demandes : ${site}/responsable/demandes` : null,
    data.messages > 0 ? `Messages : ${site}/responsable/messages` : null,
    liens > 0 ? `Agenda : ${site}/responsable/agenda` : null,
  ].filter(Boolean);
  const byPatients =
    liens > 0 ? `${liens} ${liens > 1 ? "rendez-vous annulés ou déplacés" : "rendez-vous annulé ou déplacé"} par ${liens > 1 ? "les patients" : "le patient"} depuis leur lien.` : null;
  const lines = [parts.length > 0 ? `${parts.join(" et ")} sur le site du cabinet.` : null, byPatients].filter((line): line is string => line !== null);
  const text = [`Bonjour,`, ``, ...lines, ``, ...links, ``, `(Message automatique : aucun détail n'est donné par e-mail.)`].join("\n");
  return { subject: `${total} ${total > 1 ? "nouveautés" : "nouveauté"} sur le site - ${practiceName(practice)}`, text, smsText: text, variables: { "1": String(total) } };
}

/** Renders any stored message, in its language (the staff's alerts are always in French), with the patient's link when one was issued for it. */
export function renderMessage(type: NotificationType, data: unknown, practice: PracticeForTexts, now = new Date(), link?: string): RenderedMessage {
  if (type === "alerte_personnel") return staffAlertText(data as StaffAlertData, practice);
  // Its link is made as it goes: the sender renders it (src/domain/booking/waitlist-messages.ts).
  if (type === "offre_attente") throw new Error("A waiting list's offer is rendered with its link by the sender.");
  if (messageLanguageOf(data) === "ar") return arabicAppointmentNoticeText(type, data as AppointmentNoticeData, practice, now, link);
  return appointmentNoticeText(type, data as AppointmentNoticeData, practice, now, link);
}

/** E-mail goes to an address; SMS and WhatsApp to an E.164 number. */
export const channelNeedsPhone = (canal: NotificationChannel) => canal !== "email";
