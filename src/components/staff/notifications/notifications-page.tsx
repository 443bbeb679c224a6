"use client";

import { useQuery } from "@tanstack/react-query";
import { Filter, RotateCw } from "lucide-react";
import Link from "next/link";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { useRetryNotification } from "@/components/staff/notifications/notification-mutations";
import { notificationQueries, type NotificationFilters } from "@/components/staff/notifications/notification-queries";
import { NotificationStatusBadge, notificationDetail } from "@/components/staff/notifications/notification-status";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { useAdminOnly } from "@/components/staff/shell/use-admin-only";
import { useWideScreen } from "@/components/staff/shell/use-wide-screen";
import { offsetOfPage, oneOf, pageOfOffset, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  notificationChannelLabels,
  notificationChannels,
  notificationMessages,
  notificationStatusLabels,
  notificationStatuses,
  notificationTypeLabels,
  notificationTypes,
  type NotificationListItem,
} from "@/schemas/notification";
import { PAGE_SIZE } from "@/schemas/paging";

type Filters = Omit<NotificationFilters, "limit" | "offset">;

/** In the address: the three filters, by the API's names and values, and the page. */
const urlKeys = ["statut", "canal", "type", "page"] as const;

/** Each filter's choices, "" for all. */
function FilterSelect<T extends string>({ id, label, all, value, options, labels, onChange }: {
  id: string;
  label: string;
  all: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} className={inputClasses} value={value ?? ""} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * /responsable/envois (admins; others go to /): every message the practice sent or is sending —
 * patients' confirmations and reminders, the team's grouped alerts — with its state, the reason of
 * a failure, and 'Renvoyer' for a failed one (or one not sent for want of a provider) once its
 * cause is fixed. A table on wide screens; on a phone, a card per message, as the requests page.
 */
export function NotificationsPage() {
  const { timeZone } = useStaffSession();
  const isAdmin = useAdminOnly();
  const wide = useWideScreen();
  const url = useUrlFilters(urlKeys);
  const filters: Filters = {
    statut: oneOf(notificationStatuses, url.get("statut")),
    canal: oneOf(notificationChannels, url.get("canal")),
    type: oneOf(notificationTypes, url.get("type")),
  };
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  const list = useQuery({ ...notificationQueries.list({ ...filters, offset, limit: PAGE_SIZE }), enabled: isAdmin });
  const status = useStatusMessage(5000);
  const retry = useRetryNotification({
    onSuccess: () => status.show(notificationMessages.retried),
    onError: (failure) => status.show(serverDetail(failure) ?? actionFailure(failure, notificationMessages.retryFailed)),
  });

  if (!isAdmin) return null;
  const filter = (change: Filters) => url.set({ ...change, page: undefined });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Messages envoyés</h1>
        <p className="mt-2 text-ink-600">
          Confirmations, déplacements, annulations et rappels envoyés aux patients, et alertes de l&apos;équipe : leur état, et la raison d&apos;un échec.
        </p>
      </div>

      <StaffPanel id="envois-filtres" title="Filtrer" icon={Filter}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FilterSelect id="envois-statut" label="État" all="Tous les états" value={filters.statut} options={notificationStatuses} labels={notificationStatusLabels} onChange={(statut) => filter({ statut })} />
          <FilterSelect id="envois-canal" label="Canal" all="Tous les canaux" value={filters.canal} options={notificationChannels} labels={notificationChannelLabels} onChange={(canal) => filter({ canal })} />
          <FilterSelect id="envois-type" label="Message" all="Tous les messages" value={filters.type} options={notificationTypes} labels={notificationTypeLabels} onChange={(type) => filter({ type })} />
        </div>
      </StaffPanel>

      <section aria-label="Messages" className="flex flex-col gap-3">
        <StatusMessage message={status.message} tone={retry.isError ? "error" : "success"} />
        <QueryState query={list} failedMessage={notificationMessages.listFailed} emptyMessage={notificationMessages.noNotifications} isEmpty={(page) => page.items.length === 0}>
          {(page) => (
            <>
              {wide ? (
                <StaffTable label="Messages envoyés" columns={["Date", "Destinataire", "Message", "Canal", "État", "Détail", ""]}>
                  {page.items.map((message) => (
                    <NotificationRow key={message.id} message={message} timeZone={timeZone} retrying={retry.isPending && retry.variables === message.id} onRetry={() => retry.mutate(message.id)} />
                  ))}
                </StaffTable>
              ) : (
                <ul aria-label="Messages envoyés" className="flex flex-col gap-3">
                  {page.items.map((message) => (
                    <NotificationCard key={message.id} message={message} timeZone={timeZone} retrying={retry.isPending && retry.variables === message.id} onRetry={() => retry.mutate(message.id)} />
                  ))}
                </ul>
              )}
              <Pager label="Pages des messages" page={page} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

type MessageProps = { message: NotificationListItem; timeZone: string; retrying: boolean; onRetry: () => void };

/** Who it went to: the patient's file, or the team; and the address or number. */
function Recipient({ message }: { message: NotificationListItem }) {
  return (
    <>
      {message.patient ? (
        <Link href={`/responsable/patients/${message.patient.id}`} className="font-semibold break-words text-primary-700 hover:underline">
          {message.patient.prenom} {message.patient.nom}
        </Link>
      ) : (
        <span className="font-semibold text-ink-900">Équipe</span>
      )}
      <span className="block text-xs break-all text-ink-500">{message.destinataire}</span>
    </>
  );
}

/** 'Renvoyer', for a failed message or one that did not leave for want of a provider. */
function RetryButton({ message, retrying, onRetry, className }: MessageProps & { className?: string }) {
  if (message.statut !== "echec" && message.statut !== "non_envoye") return null;
  return (
    <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying} aria-label={`Renvoyer le message n° ${message.id}`} className={className}>
      <RotateCw className="size-4" aria-hidden="true" />
      Renvoyer
    </Button>
  );
}

/** A message on a phone: who, what, by which channel, its state and detail, and its action, without sideways scrolling. */
function NotificationCard(props: MessageProps) {
  const { message, timeZone } = props;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4" data-notification-id={message.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Recipient message={message} />
        </div>
        <span className="shrink-0 text-xs text-ink-500">{formatInstant(message.creeLe, timeZone)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold text-ink-500 uppercase">Message</dt>
          <dd className="text-ink-800">{notificationTypeLabels[message.type]}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-500 uppercase">Canal</dt>
          <dd className="text-ink-800">{notificationChannelLabels[message.canal]}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-semibold text-ink-500 uppercase">État</dt>
          <dd className="mt-1">
            <NotificationStatusBadge status={message.statut} />
          </dd>
        </div>
        {notificationDetail(message, timeZone) && (
          <div className="col-span-2">
            <dt className="text-xs font-semibold text-ink-500 uppercase">Détail</dt>
            <dd className="break-words text-ink-800">{notificationDetail(message, timeZone)}</dd>
          </div>
        )}
      </dl>
      <RetryButton {...props} className="w-full" />
    </li>
  );
}

function NotificationRow(props: MessageProps) {
  const { message, timeZone } = props;
  return (
    <tr>
      <td className={tdClasses}>{formatInstant(message.creeLe, timeZone)}</td>
      <td className={tdClasses}>
        <Recipient message={message} />
      </td>
      <td className={tdClasses}>{notificationTypeLabels[message.type]}</td>
      <td className={tdClasses}>{notificationChannelLabels[message.canal]}</td>
      <td className={tdClasses}>
        <NotificationStatusBadge status={message.statut} />
      </td>
      <td className={tdTextClasses}>{notificationDetail(message, timeZone)}</td>
      <td className={tdClasses}>
        <RetryButton {...props} />
      </td>
    </tr>
  );
}
