"use client";

import { useActionState } from "react";
import { BookingChooseStep } from "@/components/site/booking/booking-choose-step";
import { BookingCodeStep } from "@/components/site/booking/booking-code-step";
import { BookingDetailsStep } from "@/components/site/booking/booking-details-step";
import { BookingAwaiting, BookingClosed, BookingDone, BookingExpired } from "@/components/site/booking/booking-outcomes";
import { BookingSlotsStep } from "@/components/site/booking/booking-slots-step";
import type { BookingWords } from "@/content/booking-words";
import { type BookingFlowState, type BookingPageView, unsentBookingState } from "@/schemas/booking-page";
import type { PublicFormAction } from "@/schemas/public-form-state";

type OnlineBookingProps = {
  /** What the address asks for (type, doctor, days), computed by the server page. */
  view: BookingPageView;
  words: BookingWords;
  /** The server function the form's posts go to, with scripts and without (decision 032). */
  action: PublicFormAction<BookingFlowState>;
  /** The page's address with its query: where the form posts without scripts, so the page comes back the same. */
  permalink: string;
  phone: string;
  /** The notice of law 09-08 under the details, as on the request form. */
  notice: React.ReactNode;
};

/**
 * The online booking (issue 33): type and doctor → day and slot → details, then the code, then
 * booked (or waiting for the front desk). Choosing and paging through days are GETs of the page;
 * holding a slot, sending the details and the code are posts of one server function, which React
 * calls when scripts run and the browser posts when they do not: the same steps either way.
 */
export function OnlineBooking({ view, words, action, permalink, phone, notice }: OnlineBookingProps) {
  const [state, formAction, pending] = useActionState<BookingFlowState, FormData>(action, unsentBookingState, permalink);

  switch (state.etape) {
    case "coordonnees":
      return <BookingDetailsStep state={state} words={words} action={formAction} pending={pending} notice={notice} />;
    case "code":
      return <BookingCodeStep state={state} words={words} action={formAction} pending={pending} />;
    case "a_confirmer":
      return <BookingAwaiting hold={state.hold} phone={phone} words={words} />;
    case "reserve":
      return <BookingDone hold={state.hold} linkSent={state.lienEnvoye} words={words} />;
    case "expire":
      return <BookingExpired motif={state.motif} words={words} />;
    default:
      break;
  }
  const taken = state.etape === "pris" ? state : null;
  if (view.kind === "closed") return <BookingClosed phone={phone} words={words} />;
  if (view.kind === "choose") {
    return (
      <>
        {taken && <BookingSlotsTakenOnly taken={taken} words={words} />}
        <BookingChooseStep types={view.types} typeId={taken?.typeId ?? view.typeId} medecin={view.medecin} words={words} />
      </>
    );
  }
  return <BookingSlotsStep view={view} taken={taken} words={words} phone={phone} action={formAction} pending={pending} />;
}

/** A refused hold answered on the choice page (a post from elsewhere): the reason, above the choice. */
function BookingSlotsTakenOnly({ taken, words }: { taken: Extract<BookingFlowState, { etape: "pris" }>; words: BookingWords }) {
  const title = taken.motif === "taken" ? words.taken.title : words.taken[taken.motif];
  return (
    <p role="alert" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
      {title}
    </p>
  );
}
