import type { PublicDoctor } from "@/schemas/booking";

/**
 * What the online booking pages show (/rendez-vous, /ar/rendez-vous; issue 33). The server page
 * computes it from the address (type, doctor, days: GET, nothing is held) and the booking form's
 * posts answer with a `BookingFlowState` (a hold, the details, the code: POST only). Every label
 * is written by the server in the page's language, so the browser needs no calendar code and no
 * time-zone data: slots are wall-clock times of the practice ("heure du Maroc"). Zod-free: the
 * browser flow imports it.
 */

/** "premier": the first available doctor; otherwise a doctor's id. */
export type DoctorChoice = "premier" | number;

export type BookingTypeView = {
  id: number;
  libelle: string;
  dureeMinutes: number;
  /** Only for patients the practice already knows (the page never says whether someone is one). */
  connusSeulement: boolean;
  instructions: string | null;
  medecins: PublicDoctor[];
};

export type BookingDayView = {
  jour: string;
  /** "mar." / "الثلاثاء", "3", "déc." / "دجنبر": the day's chip. */
  weekday: string;
  day: string;
  month: string;
  /** "mardi 3 décembre 2026". */
  title: string;
  count: number;
  href: string;
};

export type BookingSlotView = {
  /** YYYY-MM-DDTHH:MM, heure du Maroc. */
  debut: string;
  heure: string;
  medecin: PublicDoctor;
  /** The button's accessible name: day, time and doctor. */
  label: string;
  afternoon: boolean;
};

export type BookingPageView =
  | { kind: "closed" }
  | { kind: "choose"; types: BookingTypeView[]; typeId: number | null; medecin: DoctorChoice }
  | {
      kind: "slots";
      type: BookingTypeView;
      medecin: DoctorChoice;
      /** The chosen doctor's name, null for the first available. */
      medecinNom: string | null;
      jours: BookingDayView[];
      jour: BookingDayView | null;
      creneaux: BookingSlotView[];
      /** Addresses of the previous and next windows of days, when there are such days. */
      precedent: string | null;
      suivant: string | null;
      /** Back to step 1 with the choices kept. */
      modifier: string;
      /** The public rate limit was reached: nothing computed. */
      limited: boolean;
      /**
       * What takes the focus as the page opens (so that it is scrolled to and read out, with or
       * without scripts): the step's heading after the choice, the day's title after a day.
       */
      focus: "step" | "day";
    };

/** The slot a visitor holds, as the page shows it. */
export type HeldSlotView = {
  id: string;
  typeId: number;
  typeLibelle: string;
  dureeMinutes: number;
  instructions: string | null;
  medecin: PublicDoctor;
  debut: string;
  jour: string;
  heure: string;
  /** Until when the slot is kept (HH:MM, heure du Maroc). */
  jusqua: string;
};

export type CodeChannel = "sms" | "whatsapp" | "email";
export type DetailsField = "nom" | "prenom" | "dateNaissance" | "gender" | "telephone" | "email" | "consentementRappels";

/** The answer to a post of the booking form: the step to show next. */
export type BookingFlowState =
  | { etape: null }
  | { etape: "pris"; motif: "taken" | "closed" | "invalid" | "limited" | "failed"; typeId: number | null; suivants: BookingSlotView[] }
  | {
      etape: "coordonnees";
      hold: HeldSlotView;
      outcome?: "missingFields" | "failed" | "limited";
      values?: Partial<Record<DetailsField, string>>;
      fieldErrors?: Partial<Record<DetailsField, string>>;
      dateRejected?: boolean;
    }
  | {
      etape: "code";
      hold: HeldSlotView;
      canal: CodeChannel;
      destination: string;
      /** What was typed on the details step: posted again (hidden) to ask for a new code. */
      values: Partial<Record<DetailsField, string>>;
      outcome?: "missing" | "wrong" | "failed" | "resent";
      /** With a wrong code: the tries left, when the server said. */
      triesLeft?: number;
    }
  | { etape: "expire"; motif: "hold" | "code" | "tooMany" }
  | { etape: "a_confirmer"; hold: HeldSlotView }
  | { etape: "reserve"; hold: HeldSlotView; lienEnvoye: boolean };

export const unsentBookingState: BookingFlowState = { etape: null };

/** The booking form's posts, told apart by a hidden field. */
export type BookingPostStep = "creneau" | "coordonnees" | "code" | "nouveau-code";
