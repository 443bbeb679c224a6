"use client";

import { useQuery } from "@tanstack/react-query";
import { Filter, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionLabel, actorName } from "@/components/staff/audit/access-event-label";
import { auditQueries } from "@/components/staff/audit/audit-queries";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffCard, StaffRecords } from "@/components/staff/shell/staff-records";
import { tdClasses } from "@/components/staff/shell/staff-table";
import { offsetOfPage, pageOfOffset, plainDay, positiveInteger, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { auditMessages, type AccessEvent } from "@/schemas/audit";
import { PAGE_SIZE } from "@/schemas/paging";
import { staffRoleLabel } from "@/schemas/staff-user";

type Filters = { actorId: string; from: string; to: string };
const noFilters: Filters = { actorId: "", from: "", to: "" };

/** In the address: who (a staff account's id), from and to which day (of the events, not of a person), the page. */
const urlKeys = ["personne", "du", "au", "page"] as const;

const targetLabels: Record<string, string> = {
  patient: "Patient",
  staff_user: "Compte",
  appointment_request: "Demande",
  contact_message: "Message",
  rights_request: "Demande de droits",
};

/**
 * /responsable/journal: the whole audit trail, by person and by day, each action in French (admins
 * only: others read AdminOnlyScreen's notice). A table on a wide screen, a card per event below.
 */
export function AuditTrailPage() {
  // Non-admins meet AdminOnlyScreen's notice on this address; the check keeps their calls unsent anyway.
  const { timeZone, isAdmin } = useStaffSession();
  const url = useUrlFilters(urlKeys);
  const filters: Filters = { actorId: String(positiveInteger(url.get("personne")) ?? ""), from: plainDay(url.get("du")) ?? "", to: plainDay(url.get("au")) ?? "" };
  const filtersKey = `${filters.actorId}|${filters.from}|${filters.to}`;
  const [draft, setDraft] = useState<Filters>(filters);
  // The address changed (a link, Back): the form shows again what the list is filtered by.
  const [draftOf, setDraftOf] = useState(filtersKey);
  if (draftOf !== filtersKey) {
    setDraftOf(filtersKey);
    setDraft(filters);
  }
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  const apply = (next: Filters) => url.set({ personne: next.actorId, du: next.from, au: next.to, page: undefined });
  const actors = useQuery({ ...auditQueries.actors(), enabled: isAdmin });
  const trail = useQuery({
    ...auditQueries.trail({
      actorId: filters.actorId ? Number(filters.actorId) : undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      offset,
      limit: PAGE_SIZE,
    }),
    enabled: isAdmin,
  });

  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Journal d&apos;audit</h1>
        <p className="mt-2 flex items-center gap-2 text-ink-600">
          <ShieldCheck className="size-[18px] shrink-0 text-accent-600" aria-hidden="true" />
          Chaque consultation ou modification de données, par qui et quand. Visible uniquement par les administrateurs.
        </p>
      </div>

      <StaffPanel id="journal-filtres" title="Filtrer" icon={Filter}>
        <form
          method="post"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <Field label="Personne" htmlFor="journal-personne">
            <select id="journal-personne" className={inputClasses} value={draft.actorId} onChange={(e) => setDraft({ ...draft, actorId: e.target.value })}>
              <option value="">Toutes les personnes</option>
              {(actors.data ?? []).map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.prenom} {actor.nom} ({staffRoleLabel(actor.role)}){actor.deleted ? " — compte supprimé" : ""}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Du" htmlFor="journal-du">
            <input id="journal-du" type="date" className={inputClasses} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </Field>
          <Field label="Au" htmlFor="journal-au">
            <input id="journal-au" type="date" min={draft.from || undefined} className={inputClasses} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" className="h-[50px]">
              Filtrer
            </Button>
            <Button
              variant="ghost"
              className="h-[50px]"
              onClick={() => {
                setDraft(noFilters);
                apply(noFilters);
              }}
            >
              Effacer
            </Button>
          </div>
        </form>
      </StaffPanel>

      <section aria-label="Événements">
        <QueryState query={trail} failedMessage={auditMessages.auditFailed} emptyMessage={auditMessages.noAudit} isEmpty={(page) => page.items.length === 0}>
          {(page) => (
            <>
              <StaffRecords
                label="Journal d'audit"
                columns={["Date", "Personne", "Action", "Cible", "Requête"]}
                items={page.items}
                itemKey={(event) => event.id}
                row={(event) => (
                  <tr>
                    <td className={tdClasses}>{formatInstant(event.at, timeZone)}</td>
                    <td className={tdClasses}>
                      <Actor event={event} />
                    </td>
                    <td className={tdClasses}>
                      <ActionText action={event.action} />
                    </td>
                    <td className={tdClasses}>
                      <Target event={event} />
                    </td>
                    <td className={`${tdClasses} font-mono text-xs text-ink-500`}>{requestText(event)}</td>
                  </tr>
                )}
                card={(event) => (
                  <StaffCard
                    title={actorName(event)}
                    subtitle={[event.actor && staffRoleLabel(event.actor.role), formatInstant(event.at, timeZone)].filter(Boolean).join(" · ")}
                    fields={[
                      { label: "Action", value: <ActionText action={event.action} />, wide: true },
                      event.targetType !== null && { label: "Cible", value: <Target event={event} /> },
                      event.requestId !== null && { label: "Requête", value: <span className="font-mono text-xs">{requestText(event)}</span> },
                    ]}
                  />
                )}
              />
              <Pager label="Pages du journal" page={page} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/** Who did it, and their role. */
function Actor({ event }: { event: AccessEvent }) {
  return (
    <>
      <span className="font-semibold text-ink-900">{actorName(event)}</span>
      {event.actor && <span className="block text-xs text-ink-500">{staffRoleLabel(event.actor.role)}</span>}
    </>
  );
}

/** The action in French; the code stays for whoever matches the journal with the server's logs, as a tooltip. */
function ActionText({ action }: { action: string }) {
  return <span title={action}>{actionLabel(action)}</span>;
}

/** What it was done to: a link to a patient's file, or the kind of record and its number. */
function Target({ event }: { event: AccessEvent }) {
  if (event.targetType === "patient" && event.targetId) {
    return (
      <a href={`/responsable/patients/${event.targetId}`} className="text-primary-700 hover:underline">
        Patient n° {event.targetId}
      </a>
    );
  }
  if (!event.targetType) return null;
  return <>{`${targetLabels[event.targetType] ?? event.targetType} n° ${event.targetId ?? ""}`}</>;
}

/** The request's id, shortened: enough to find the request in the server's logs. */
const requestText = (event: AccessEvent) => event.requestId?.slice(0, 8) ?? "";
