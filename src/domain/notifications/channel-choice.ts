import { normalizePhone } from "@/domain/patients/phone";
import { type NotificationChannel, notificationFailureReasons } from "@/schemas/notification";

/**
 * One channel per message (issue 32, decision 043): a patient who agreed to SMS and WhatsApp gets
 * each confirmation or reminder once, not once per channel. The message goes by the patient's
 * preferred channel when they agreed to it and the file has where to send it; otherwise by the
 * first agreed channel that can carry it, WhatsApp first, then SMS, then e-mail. Nothing when no
 * channel was agreed; when every agreed channel lacks an address or number, the preferred one
 * (or the first agreed) is recorded failed with the reason, so that staff see why nobody heard.
 */

/** The order channels are tried in after the preferred one: what Moroccan patients read first. */
export const FALLBACK_ORDER: readonly NotificationChannel[] = ["whatsapp", "sms", "email"];

export type ChannelPatient = {
  canalPrefere: NotificationChannel;
  email: string | null;
  telephone: string | null;
  /** When each channel was agreed; null: not agreed. */
  consents: Record<NotificationChannel, Date | null>;
};

export type ChannelChoice = { canal: NotificationChannel; to: string; failure: string | null };

/** A number as providers take it (E.164: +212612345678), or null when it cannot be one. */
export function toE164(telephone: string | null): string | null {
  if (!telephone) return null;
  const digits = normalizePhone(telephone);
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** Where a channel's message goes for this patient, or why it cannot. */
export function recipientFor(
  canal: NotificationChannel,
  patient: { email: string | null; telephone: string | null },
): { to: string } | { to: string; failure: string } {
  if (canal === "email") {
    const email = (patient.email ?? "").trim();
    return email.includes("@") ? { to: email } : { to: email || "-", failure: notificationFailureReasons.noEmail };
  }
  const phone = toE164(patient.telephone);
  return phone ? { to: phone } : { to: (patient.telephone ?? "").slice(0, 30) || "-", failure: notificationFailureReasons.badPhone };
}

/** The channel this patient's next message goes by, and where; null when no channel was agreed. */
export function chooseChannel(patient: ChannelPatient): ChannelChoice | null {
  const agreed = [patient.canalPrefere, ...FALLBACK_ORDER].filter(
    (canal, index, all) => all.indexOf(canal) === index && patient.consents[canal] !== null,
  );
  if (agreed.length === 0) return null;
  for (const canal of agreed) {
    const recipient = recipientFor(canal, patient);
    if (!("failure" in recipient)) return { canal, to: recipient.to, failure: null };
  }
  const first = agreed[0]!;
  const recipient = recipientFor(first, patient) as { to: string; failure: string };
  return { canal: first, to: recipient.to, failure: recipient.failure };
}
