"use client";

import { useQuery } from "@tanstack/react-query";
import { UserMinus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { StaffCard, StaffRecords } from "@/components/staff/shell/staff-records";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { useRemoveWaitlistEntry } from "@/components/staff/waitlist/waitlist-mutations";
import { waitlistQueries } from "@/components/staff/waitlist/waitlist-queries";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { notificationChannelLabels } from "@/schemas/notification";
import {
  type OfferStatus,
  offerStatusLabels,
  type StaffOffer,
  type WaitlistEntry,
  type WaitlistQuery,
  waitlistMessages,
  type WaitlistStatus,
  waitlistStatusLabels,
} from "@/schemas/waitlist";

const entryTones: Record<WaitlistStatus, string> = {
  a_verifier: "bg-amber-50 text-amber-900 ring-amber-400/50",
  active: "bg-primary-50 text-primary-700 ring-primary-200",
  satisfaite: "bg-accent-100 text-accent-800 ring-accent-200",
  expiree: "bg-ink-50 text-ink-700 ring-ink-300",
  retiree: "bg-ink-50 text-ink-700 ring-ink-300",
};

const offerTones: Record<OfferStatus, string> = {
  proposee: "bg-primary-50 text-primary-700 ring-primary-200",
  acceptee: "bg-accent-100 text-accent-800 ring-accent-200",
  declinee: "bg-ink-50 text-ink-700 ring-ink-300",
  expiree: "bg-ink-50 text-ink-700 ring-ink-300",
  perdue: "bg-amber-50 text-amber-900 ring-amber-400/50",
};

/** "2026-10-15T10:30" → "15/10/2026 10:30" (a wall-clock time: never shifted). */
const wallClock = (value: string) => `${formatCalendarDate(value.slice(0, 10))} ${value.slice(11, 16)}`;

const filters: { value: WaitlistQuery["etat"]; label: string }[] = [
  { value: "en_cours", label: "En attente" },
  { value: "tout", label: "Toutes (30 derniers jours)" },
];

/**
 * /responsable/liste-attente (any staff member; reached from the online booking page): who waits
 * for which slot — type, doctor or any, days, contact — in order of inscription, the offers made
 * to each (slot, state, when offered, until when, when answered), and 'Retirer' for an entry that
 * no longer needs to wait (a live offer ends and its slot is let go). Reading it is audited.
 */
export function WaitlistPage() {
  const { timeZone } = useStaffSession();
  const [etat, setEtat] = useState<WaitlistQuery["etat"]>("en_cours");
  const list = useQuery(waitlistQueries.list(etat));
  const status = useStatusMessage(5000);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const remove = useRemoveWaitlistEntry({
    onSuccess: () => {
      setRemoving(null);
      status.show(waitlistMessages.removed);
    },
    onError: (failure) => {
      setRemoving(null);
      status.show(actionFailure(failure, waitlistMessages.removeFailed));
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link href="/responsable/reservation" className="font-semibold text-primary-700 hover:underline">
            Réservation en ligne
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Liste d&apos;attente</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les personnes qui attendent qu&apos;un créneau se libère, dans l&apos;ordre d&apos;inscription. Un créneau libéré est proposé à une personne à la fois,
          réservé 15 minutes pour elle ; sans réponse, il passe à la suivante.
        </p>
      </div>

      <div role="group" aria-label="Inscriptions affichées" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Button key={filter.value} size="sm" variant={etat === filter.value ? "primary" : "secondary"} aria-pressed={etat === filter.value} onClick={() => setEtat(filter.value)}>
            {filter.label}
          </Button>
        ))}
      </div>

      <section aria-label="Inscriptions" className="flex flex-col gap-3">
        <StatusMessage message={status.message} tone={remove.isError ? "error" : "success"} />
        <QueryState query={list} failedMessage={waitlistMessages.listFailed} emptyMessage={waitlistMessages.empty} isEmpty={(entries) => entries.length === 0}>
          {(entries) => (
            <StaffRecords
              label="Liste d'attente"
              columns={["Inscription", "Personne", "Souhait", "Contact", "État", "Propositions", ""]}
              items={entries}
              itemKey={(entry) => entry.id}
              wideFrom="xl"
              row={(entry) => (
                <tr data-waitlist-entry={entry.id}>
                  <td className={tdClasses}>{formatInstant(entry.verifieLe ?? entry.inscritLe, timeZone)}</td>
                  <td className={tdClasses}>
                    <Person entry={entry} />
                  </td>
                  <td className={tdTextClasses}>
                    <Wish entry={entry} />
                  </td>
                  <td className={tdClasses}>
                    <Contact entry={entry} />
                  </td>
                  <td className={tdClasses}>
                    <EntryBadge entry={entry} />
                  </td>
                  <td className={tdTextClasses}>
                    <Offers offers={entry.offres} timeZone={timeZone} />
                  </td>
                  <td className={tdClasses}>
                    <RemoveButton entry={entry} onRemove={() => setRemoving(entry)} />
                  </td>
                </tr>
              )}
              card={(entry) => (
                <StaffCard
                  data-waitlist-entry={entry.id}
                  title={<Person entry={entry} />}
                  subtitle={`Inscription : ${formatInstant(entry.verifieLe ?? entry.inscritLe, timeZone)}`}
                  badge={<EntryBadge entry={entry} />}
                  muted={entry.statut !== "active" && entry.statut !== "a_verifier"}
                  fields={[
                    { label: "Souhait", value: <Wish entry={entry} />, wide: true },
                    { label: "Contact", value: <Contact entry={entry} />, wide: true },
                    { label: "Propositions", value: <Offers offers={entry.offres} timeZone={timeZone} />, wide: true },
                  ]}
                  actions={<RemoveButton entry={entry} onRemove={() => setRemoving(entry)} className="w-full" />}
                />
              )}
            />
          )}
        </QueryState>
      </section>

      <StaffDialog open={removing !== null} title="Retirer de la liste d'attente" onClose={() => setRemoving(null)}>
        {removing && (
          <div className="flex flex-col gap-4">
            <p className="text-ink-700">
              {removing.prenom} {removing.nom} ne recevra plus de proposition. Un créneau proposé en ce moment est libéré pour la personne suivante.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Annuler
              </Button>
              <Button variant="danger" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => remove.mutate(removing.id)}>
                {remove.isPending ? "Retrait..." : "Retirer"}
              </Button>
            </div>
          </div>
        )}
      </StaffDialog>
    </div>
  );
}

function Person({ entry }: { entry: WaitlistEntry }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-ink-900">
        {entry.prenom} {entry.nom}
      </span>
      <span className="text-xs font-normal text-ink-500">Né(e) le {formatCalendarDate(entry.dateNaissance)}</span>
    </span>
  );
}

function Wish({ entry }: { entry: WaitlistEntry }) {
  return (
    <span className="flex flex-col">
      <span>{entry.type.libelle}</span>
      <span className="text-ink-600">{entry.medecin ? entry.medecin.nom : "Tout médecin"}</span>
      <span className="text-ink-600">
        Du {formatCalendarDate(entry.du)} au {formatCalendarDate(entry.au)}
      </span>
    </span>
  );
}

function Contact({ entry }: { entry: WaitlistEntry }) {
  return (
    <span className="flex flex-col">
      <span className="break-all">{entry.contact}</span>
      <span className="text-xs text-ink-500">
        {notificationChannelLabels[entry.canal]} · {entry.langue === "ar" ? "arabe" : "français"}
      </span>
    </span>
  );
}

function EntryBadge({ entry }: { entry: WaitlistEntry }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge label={waitlistStatusLabels[entry.statut]} tone={entryTones[entry.statut]} />
      {entry.rendezVousId !== null && <span className="text-xs text-ink-600">Rendez-vous n° {entry.rendezVousId}</span>}
    </span>
  );
}

function Offers({ offers, timeZone }: { offers: StaffOffer[]; timeZone: string }) {
  if (offers.length === 0) return <span className="text-ink-500">Aucune pour l&apos;instant</span>;
  return (
    <ul className="flex flex-col gap-2">
      {offers.map((offer) => (
        <li key={offer.id} className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{wallClock(offer.debut)}</span>
            <StatusBadge label={offerStatusLabels[offer.statut]} tone={offerTones[offer.statut]} />
          </span>
          <span className="text-xs text-ink-600">
            {offer.medecin.nom} · proposé le {formatInstant(offer.proposeLe, timeZone)}
            {offer.statut === "proposee" ? `, jusqu'à ${formatInstant(offer.expireLe, timeZone).slice(11)}` : ""}
            {offer.reponduLe ? ` · réponse le ${formatInstant(offer.reponduLe, timeZone)}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RemoveButton({ entry, onRemove, className }: { entry: WaitlistEntry; onRemove: () => void; className?: string }) {
  if (entry.statut !== "active" && entry.statut !== "a_verifier") return null;
  return (
    <Button size="sm" variant="secondary" onClick={onRemove} aria-label={`Retirer ${entry.prenom} ${entry.nom} de la liste d'attente`} className={className}>
      <UserMinus className="size-4" aria-hidden="true" />
      Retirer
    </Button>
  );
}
