import type { PracticeLetterhead } from "@/domain/documents/medical-documents";
import type { PracticeFiscalIds } from "@/domain/fees/invoices";
import { env } from "@/server/env";

/** The letterhead's practice part and the QR code's address, from the run-time settings (PRACTICE_*, decision 053). */
export function practiceLetterhead(): PracticeLetterhead {
  const e = env();
  return {
    ville: e.PRACTICE_CITY,
    adresse: e.PRACTICE_ADDRESS,
    telephone: e.PRACTICE_PHONE,
    urgence: e.PRACTICE_URGENT_PHONE,
    email: e.PRACTICE_EMAIL,
    specialite: e.PRACTICE_SPECIALTY,
    siteUrl: e.PRACTICE_SITE_URL,
    timeZone: e.PRACTICE_TIME_ZONE,
  };
}

/** The letterhead with the practice's tax identifiers, for receipts (PRACTICE_IF, PRACTICE_ICE; decision 057). */
export function receiptLetterhead(): PracticeLetterhead & PracticeFiscalIds {
  const e = env();
  return { ...practiceLetterhead(), identifiantFiscal: e.PRACTICE_IF ?? null, ice: e.PRACTICE_ICE ?? null };
}
