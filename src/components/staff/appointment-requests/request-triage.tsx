"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, Inbox, Phone } from "lucide-react";
import { useState } from "react";
import { formatCalendarDate, formatInstant, formatWallClock } from "@/client/practice-dates";
import { serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { useChangeRequestStatus } from "@/components/staff/appointment-requests/request-mutations";
import { requestQueries } from "@/components/staff/appointment-requests/request-queries";
import { RequestStatusBadge } from "@/components/staff/appointment-requests/request-status-badge";
import { formatWaiting } from "@/components/staff/appointment-requests/request-times";
import { appointmentHref } from "@/components/staff/appointments/linked-appointment";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilterChips } from "@/components/staff/shell/filter-chips";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { CompactSearch } from "@/components/staff/shell/search-bar";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { offsetOfPage, oneOf, pageOfOffset, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { useWideScreen } from "@/components/staff/shell/use-wide-screen";
import { Button, ButtonLink } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { requestMessages, requestStatuses, requestStatusLabels, type RequestStatus, type TriagedRequest } from "@/schemas/appointment-request";
import { PAGE_SIZE } from "@/schemas/paging";

const filters: { value: RequestStatus | undefined; label: string }[] = [
  { value: undefined, label: "Toutes" },
  ...requestStatuses.map((status) => ({ value: status, label: requestStatusLabels[status] })),
];

/** The label of the button that moves a request from `from` to `to` ('planifiée' is a link: the conversion). */
function actionLabel(from: RequestStatus, to: RequestStatus): string {
  if (to === "contactee") return from === "nouvelle" ? "Marquer contactée" : "Rouvrir";
  if (to === "refusee") return "Refuser";
  return "Marquer annulée";
}

/** Steps that close a request ask for a confirmation first. */
const confirmations: Partial<Record<RequestStatus, string>> = {
  refusee: "Refuser cette demande de rendez-vous ?",
  annulee: "Marquer cette demande comme annulée ?",
};

/** In the address: the status shown and the page. A name or phone searched never is. */
const urlKeys = ["statut", "page"] as const;

/** /responsable/demandes: appointment requests, newest first, by status, by name or phone, with their triage. */
export function RequestTriage() {
  const { timeZone } = useStaffSession();
  const url = useUrlFilters(urlKeys);
  const status = oneOf(requestStatuses, url.get("statut"));
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  const [pending, setPending] = useState<{ request: TriagedRequest; to: RequestStatus } | null>(null);
  // Cancelling a planned request: its appointment is cancelled too, unless the user unticks it.
  const [cancelAppointment, setCancelAppointment] = useState(true);
  const feedback = useStatusMessage();
  const wide = useWideScreen();
  const list = useQuery(requestQueries.triage({ status, q: q || undefined, offset, limit: PAGE_SIZE }));
  // Waiting times are counted up to the moment the list was read.
  const now = new Date(list.dataUpdatedAt);

  const changeStatus = useChangeRequestStatus({
    onSuccess: () => feedback.show(requestMessages.statusChanged),
    onError: (failure) => {
      const detail = serverDetail(failure);
      feedback.show(detail ? `${requestMessages.statusFailed} ${detail}` : requestMessages.statusFailed);
    },
  });
  const busyId = changeStatus.isPending ? changeStatus.variables.request.id : null;
  const change = (request: TriagedRequest, to: RequestStatus, annulerRendezVous?: boolean) => changeStatus.mutate({ request, to, annulerRendezVous });
  const withAppointment = pending?.to === "annulee" && pending.request.status === "planifiee" && pending.request.appointmentId !== null;

  function ask(request: TriagedRequest, to: RequestStatus) {
    setCancelAppointment(true);
    if (confirmations[to]) setPending({ request, to });
    else change(request, to);
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Demandes de rendez-vous</h1>
        <p className="mt-1.5 text-ink-600">Les demandes envoyées depuis le site, les plus récentes d&apos;abord.</p>
      </div>

      <StaffPanel id="liste-demandes" title="Demandes" icon={Inbox}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <FilterChips
              label="Filtrer par statut"
              options={filters}
              value={status}
              capitalize
              onChange={(next) => url.set({ statut: next, page: undefined })}
            />
            <CompactSearch
              name="Rechercher une demande"
              label="Nom ou téléphone"
              inputId="demandes-recherche"
              className="lg:w-[420px]"
              value={search}
              onChange={setSearch}
              onSubmit={() => {
                setQ(search.trim());
                setOffset(0);
              }}
            />
          </div>

          <StatusMessage message={feedback.message} />

          <QueryState
            query={list}
            failedMessage={requestMessages.requestsFailed}
            emptyMessage={requestMessages.noRequests}
            isEmpty={(page) => page.items.length === 0}
          >
            {(page) =>
              wide ? (
                <StaffTable label="Demandes de rendez-vous" columns={["Reçue", "Patient", "Souhaité", "Motif", "Statut", "Actions"]}>
                  {page.items.map((request) => (
                    <RequestRow key={request.id} request={request} timeZone={timeZone} now={now} busy={busyId === request.id} onChange={(to) => ask(request, to)} />
                  ))}
                </StaffTable>
              ) : (
                <ul aria-label="Demandes de rendez-vous" className="flex flex-col gap-3">
                  {page.items.map((request) => (
                    <RequestCard key={request.id} request={request} timeZone={timeZone} now={now} busy={busyId === request.id} onChange={(to) => ask(request, to)} />
                  ))}
                </ul>
              )
            }
          </QueryState>

          <Pager label="Pages des demandes" page={list.data} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
        </div>
      </StaffPanel>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? (confirmations[pending.to] ?? "") : ""}
        description={
          pending && (
            <>
              <p>
                {pending.request.prenom} {pending.request.nom}
              </p>
              {withAppointment && (
                <label className="mt-3 flex items-center gap-2.5 font-semibold text-ink-800">
                  <input type="checkbox" checked={cancelAppointment} onChange={(event) => setCancelAppointment(event.target.checked)} className="size-4 accent-primary-700" />
                  Annuler aussi son rendez-vous
                </label>
              )}
            </>
          )
        }
        confirmLabel={pending ? actionLabel(pending.request.status, pending.to) : ""}
        cancelLabel="Retour"
        tone="danger"
        onConfirm={() => {
          if (pending) change(pending.request, pending.to, withAppointment && cancelAppointment);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

type RequestRowProps = {
  request: TriagedRequest;
  timeZone: string;
  now: Date;
  busy: boolean;
  onChange: (to: RequestStatus) => void;
};

function Received({ request, timeZone, now }: Pick<RequestRowProps, "request" | "timeZone" | "now">) {
  const waiting = request.status === "nouvelle" || request.status === "contactee";
  return (
    <>
      <span className="block">{formatInstant(request.createdAt, timeZone)}</span>
      {waiting && <span className="text-xs font-semibold text-accent-700">En attente depuis {formatWaiting(request.createdAt, now)}</span>}
    </>
  );
}

/** The day and time the person asked for, flagged when the practice is closed that day. */
function PreferredSlot({ request }: Pick<RequestRowProps, "request">) {
  return (
    <>
      {formatCalendarDate(request.datePreferee)} à {formatWallClock(request.heurePreferee)}
      {request.jourFerme && (
        <span className="mt-1 block w-fit rounded bg-danger-50 px-1.5 py-0.5 text-xs font-semibold text-danger-700">Cabinet fermé ce jour-là</span>
      )}
    </>
  );
}

function PhoneLink({ telephone }: { telephone: string }) {
  return (
    <a href={`tel:${telephone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline">
      <Phone className="size-3.5" aria-hidden="true" />
      {telephone}
    </a>
  );
}

/** "par Nadia Berrada, le 22/11/2026 10:05": who moved the request last, and when. */
function changedBy(request: TriagedRequest, timeZone: string): string | null {
  if (!request.statusChangedAt) return null;
  const who = request.statusChangedBy ? `par ${request.statusChangedBy.prenom} ${request.statusChangedBy.nom}, ` : "";
  return `${who}le ${formatInstant(request.statusChangedAt, timeZone)}`;
}

function Status({ request, timeZone }: Pick<RequestRowProps, "request" | "timeZone">) {
  const change = changedBy(request, timeZone);
  return (
    <>
      <RequestStatusBadge status={request.status} />
      {change && <span className="mt-1 block text-xs text-ink-500">{change}</span>}
    </>
  );
}

function Actions({ request, busy, onChange }: Pick<RequestRowProps, "request" | "busy" | "onChange">) {
  const steps = request.transitions.filter((to) => to !== "planifiee");
  return (
    <div className="flex flex-wrap gap-1.5">
      {request.transitions.includes("planifiee") && (
        <ButtonLink href={`/responsable/demandes/${request.id}`} size="sm">
          <CalendarCheck className="size-4" aria-hidden="true" />
          Planifier
        </ButtonLink>
      )}
      {steps.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === "contactee" ? "secondary" : "ghost"}
          disabled={busy}
          onClick={() => onChange(to)}
          aria-label={`${actionLabel(request.status, to)} : ${request.prenom} ${request.nom}`}
        >
          {actionLabel(request.status, to)}
        </Button>
      ))}
      {request.status === "planifiee" &&
        request.patientId &&
        (request.appointmentId ? (
          // Straight to the appointment: the patient's file, its row marked and scrolled into view.
          <ButtonLink
            href={appointmentHref(request.patientId, request.appointmentId)}
            size="sm"
            variant="secondary"
            aria-label={`Voir le rendez-vous : ${request.prenom} ${request.nom}`}
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            Voir le rendez-vous
          </ButtonLink>
        ) : (
          <ButtonLink href={`/responsable/patients/${request.patientId}`} size="sm" variant="secondary">
            Dossier patient
          </ButtonLink>
        ))}
    </div>
  );
}

function RequestRow({ request, timeZone, now, busy, onChange }: RequestRowProps) {
  return (
    <tr className="hover:bg-primary-50/40" data-request-id={request.id}>
      <td className={tdClasses}>
        <Received request={request} timeZone={timeZone} now={now} />
      </td>
      <td className={tdClasses}>
        <span className="block font-semibold text-ink-900">
          {request.nom} {request.prenom}
        </span>
        <PhoneLink telephone={request.telephone} />
      </td>
      <td className={tdClasses}>
        <PreferredSlot request={request} />
      </td>
      <td className={tdTextClasses}>{request.motif ?? ""}</td>
      <td className={tdClasses}>
        <Status request={request} timeZone={timeZone} />
      </td>
      <td className={`${tdClasses} min-w-[20rem]`}>
        <Actions request={request} busy={busy} onChange={onChange} />
      </td>
    </tr>
  );
}

/** The same request on a phone or a small tablet: a card, the actions at the bottom. */
function RequestCard({ request, timeZone, now, busy, onChange }: RequestRowProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4" data-request-id={request.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">
            {request.nom} {request.prenom}
          </p>
          <PhoneLink telephone={request.telephone} />
        </div>
        <RequestStatusBadge status={request.status} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold text-ink-500 uppercase">Reçue</dt>
          <dd className="text-ink-800">
            <Received request={request} timeZone={timeZone} now={now} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-500 uppercase">Souhaité</dt>
          <dd className="text-ink-800">
            <PreferredSlot request={request} />
          </dd>
        </div>
        {request.motif && (
          <div className="col-span-2">
            <dt className="text-xs font-semibold text-ink-500 uppercase">Motif</dt>
            <dd className="break-words text-ink-800">{request.motif}</dd>
          </div>
        )}
        {request.statusChangedAt && (
          <div className="col-span-2">
            <dt className="text-xs font-semibold text-ink-500 uppercase">Statut changé</dt>
            <dd className="text-ink-800">{changedBy(request, timeZone)}</dd>
          </div>
        )}
      </dl>
      <Actions request={request} busy={busy} onChange={onChange} />
    </li>
  );
}
