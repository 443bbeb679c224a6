import {
  arabicDay,
  arabicPracticeName,
  frenchDay,
  frenchTime,
  practiceName,
  type PracticeForTexts,
  type RenderedMessage,
} from "@/domain/notifications/message-texts";
import type { MessageLanguage } from "@/schemas/notification";

/**
 * The message an online booking sends once its code is verified (decision 048): the day and time
 * in the practice's zone, where, and the personal link to see, move or cancel it. The same words
 * whether the booking is planned or waits for the front desk, so the message never tells whether
 * the person is a known patient. The WhatsApp template `reservation` gets practice, day, time, link.
 */
export function onlineBookingMessage(
  booking: { dateHeure: Date; lien: string; langue: MessageLanguage },
  practice: PracticeForTexts,
  now: Date,
): RenderedMessage {
  const time = frenchTime(booking.dateHeure, practice.timeZone);
  if (booking.langue === "ar") {
    const name = arabicPracticeName(practice);
    const day = arabicDay(booking.dateHeure, practice.timeZone, now);
    const text = `${name}: تم تسجيل موعدكم يوم ${day} على الساعة ${time}، ${practice.address}. لعرضه أو تغييره أو إلغائه: ${booking.lien} . لأي استفسار، اتصلوا بالرقم ${practice.phone}.`;
    const smsText = `${name}: تم تسجيل موعدكم ${day} ${time}. للتغيير أو الإلغاء: ${booking.lien}`;
    return { subject: `تسجيل موعدكم - ${name}`, text, smsText, variables: { "1": name, "2": day, "3": time, "4": booking.lien } };
  }
  const name = practiceName(practice);
  const day = frenchDay(booking.dateHeure, practice.timeZone, now);
  const text = `${name} : votre rendez-vous du ${day} à ${time} est enregistré, ${practice.address}. Pour le voir, le déplacer ou l'annuler : ${booking.lien} . Pour toute question, appelez le ${practice.phone}.`;
  return { subject: `Votre rendez-vous est enregistré - ${name}`, text, smsText: text, variables: { "1": name, "2": day, "3": time, "4": booking.lien } };
}
