import type { OfferMessageData } from "@/domain/booking/waitlist-offers";
import { arabicDay, arabicPracticeName, frenchDay, frenchTime, practiceName, type PracticeForTexts, type RenderedMessage } from "@/domain/notifications/message-texts";
import { OFFER_MINUTES } from "@/schemas/waitlist";

/**
 * The waiting list's offer (decision 051), in the language of the entry: which slot (day and time
 * of the practice's zone, the doctor), until when it is kept, and the link to take it. Nothing
 * about the person. The WhatsApp template `offre_attente` gets practice, day, time, link.
 */
export function waitlistOfferMessage(data: OfferMessageData, practice: PracticeForTexts, now: Date): RenderedMessage {
  const instant = new Date(data.dateHeure);
  const time = frenchTime(instant, practice.timeZone);
  const until = frenchTime(new Date(data.expiresAt), practice.timeZone);
  if (data.langue === "ar") {
    const name = arabicPracticeName(practice);
    const day = arabicDay(instant, practice.timeZone, now);
    const text = `${name}: أصبح موعد متاحا يوم ${day} على الساعة ${time} (بتوقيت المغرب) مع ${data.medecin}. نحتفظ به لكم ${OFFER_MINUTES} دقيقة، إلى غاية الساعة ${until}. لحجزه: ${data.lien} . بعد ذلك سيقترح على الشخص التالي.`;
    const smsText = `${name}: موعد متاح ${day} ${time}. محجوز لكم حتى ${until}: ${data.lien}`;
    return { subject: `موعد متاح - ${name}`, text, smsText, variables: { "1": name, "2": day, "3": time, "4": data.lien } };
  }
  const name = practiceName(practice);
  const day = frenchDay(instant, practice.timeZone, now);
  const text = `${name} : un créneau s'est libéré le ${day} à ${time} (heure du Maroc) avec ${data.medecin}. Il vous est réservé ${OFFER_MINUTES} minutes, jusqu'à ${until}. Pour le prendre : ${data.lien} . Sans réponse, il sera proposé à la personne suivante.`;
  return { subject: `Un créneau s'est libéré - ${name}`, text, smsText: text, variables: { "1": name, "2": day, "3": time, "4": data.lien } };
}
