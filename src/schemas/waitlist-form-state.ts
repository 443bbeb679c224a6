/**
 * What the waiting list's pages post and get back (decision 051): one server function per page,
 * the same with and without scripts (React runs it through a fetch when scripts run, the browser
 * posts it otherwise; decision 032). Zod-free: the browser forms import it.
 */

export type WaitlistFormField = "type" | "medecinId" | "du" | "au" | "nom" | "prenom" | "dateNaissance" | "gender" | "contact" | "code";

export type WaitlistFormOutcome =
  /** A required field is empty, or a date is no date. */
  | "missingFields"
  /** The server refused a field (its reason beside it) or failed. */
  | "failed"
  /** Online booking is off: the request form instead. */
  | "closed"
  /** No channel can bring a code to this contact. */
  | "undeliverable"
  /** Too many codes today, or too many posts from this address. */
  | "tooMany"
  | "codeWrong"
  | "codeExpired";

export type WaitlistFormState = {
  /** form: the details; code: the code is asked for; done: on the list. */
  step: "form" | "code" | "done";
  outcome: WaitlistFormOutcome | null;
  values?: Partial<Record<WaitlistFormField, string>>;
  /** The server's reasons per field (French). */
  fieldErrors?: Partial<Record<string, string>>;
  /** With step code: the entry and where its code went (masked). */
  entryId?: number;
  destination?: string;
  canal?: "email" | "sms" | "whatsapp";
  /** With codeWrong: the tries left. */
  triesLeft?: number;
  /** With step done: the range the person waits for. */
  du?: string;
  au?: string;
};

export const initialWaitlistFormState: WaitlistFormState = { step: "form", outcome: null };

/** The offer page's answer: the slot taken, gone to someone else, let go, or the offer closed. */
export type OfferFormState = { outcome: null | "accepted" | "gone" | "declined" | "closed" | "failed" };

export const initialOfferFormState: OfferFormState = { outcome: null };
