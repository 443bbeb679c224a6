import { Container } from "@/components/ui/container";
import { ButtonLink } from "@/components/ui/button";
import { OfferPanel, type OfferPanelProps } from "@/components/site/offer-panel";
import { type OfferCopy, practiceTimeLabel, slotDayLabel, type WaitlistCopy } from "@/content/waitlist";
import type { WaitlistOffer } from "@/schemas/waitlist";

type OfferPageBodyProps = {
  copy: OfferCopy;
  waitlist: WaitlistCopy;
  token: string;
  /** null: an unknown link. */
  offer: WaitlistOffer | null;
  practice: { phone: string; timeZone: string };
  action: OfferPanelProps["action"];
  /** The instant the page is rendered at (is the offer's time still running). */
  now: Date;
};

/**
 * The page of an offer's link (decision 051), French or Arabic: no hero and no breadcrumbs (the
 * address holds the token, which must not be written back into the page), never indexed.
 */
export function OfferPageBody({ copy, waitlist, token, offer, practice, action, now }: OfferPageBodyProps) {
  const arabic = copy.locale === "ar";
  return (
    <section className="bg-linear-to-br from-primary-50 via-white to-accent-50 py-12 md:py-20">
      <Container className="flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">{copy.title}</h1>
        {offer ? (
          <OfferPanel
            locale={copy.locale}
            token={token}
            statut={offer.statut}
            day={slotDayLabel(offer.creneau.debut, copy.locale)}
            time={offer.creneau.debut.slice(11, 16)}
            doctor={offer.creneau.medecin.nom}
            typeLabel={arabic ? offer.type.libelleAr : offer.type.libelleFr}
            keptUntil={Date.parse(offer.expiresAt) > now.getTime() ? practiceTimeLabel(offer.expiresAt, practice.timeZone) : null}
            action={action}
            back={waitlist.bookingLink}
          />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="rounded-xl border border-ink-200 bg-white p-4 text-ink-700">
              {copy.notFound}
            </p>
            <ButtonLink href={waitlist.bookingLink.href} variant="secondary">
              {waitlist.bookingLink.text}
            </ButtonLink>
          </div>
        )}
        <p className="text-sm text-ink-600">{copy.callUs(practice.phone)}</p>
      </Container>
    </section>
  );
}
