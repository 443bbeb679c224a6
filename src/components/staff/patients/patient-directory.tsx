"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { Search } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate, formatInstant } from "@/client/practice-dates";
import { isApiError } from "@/client/staff-api";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { QuickRegistrationButton } from "@/components/staff/patients/quick-registration-dialog";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { offsetOfPage, oneOf, pageOfOffset, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { StaffTable, tdClasses } from "@/components/staff/shell/staff-table";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inputClasses } from "@/components/ui/field";
import { PAGE_SIZE } from "@/schemas/paging";
import { incompleteFieldLabels, patientListQuery, patientMessages, type PatientRecord, type PatientSortOrder } from "@/schemas/patient";

const sortLabels: Record<PatientSortOrder, string> = { recent: "Les plus récents", nom: "Nom" };
const sortOrders = Object.keys(sortLabels) as PatientSortOrder[];

/** In the address: the order, the archived files, the page. What is searched names a person: never there. */
const urlKeys = ["tri", "archives", "page"] as const;

/** 'Archivé', 'Fusionné dans le n° 12', 'À compléter : e-mail, adresse' (decision 042), or nothing for a complete active file. */
function fileState(patient: PatientRecord): string {
  if (patient.fusionneDans !== null) return `Fusionné dans le n° ${patient.fusionneDans}`;
  if (patient.dateArchivage) return "Archivé";
  const missing = patient.aCompleter ?? [];
  return missing.length > 0 ? `À compléter : ${missing.map((field) => incompleteFieldLabels[field]).join(", ")}` : "";
}

/**
 * /responsable/patients: every patient, a page at a time, most recent first or by name, filtered
 * by name (accents ignored), phone (any format) or birth date typed dd/mm/yyyy; archived files
 * when asked for. The staff home's search (the spec's) stays as it is. The order, the archived
 * files and the page are in the address; the text searched is not (a name, a phone, a birth date).
 */
export function PatientDirectory() {
  const { timeZone } = useStaffSession();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const url = useUrlFilters(urlKeys);
  const tri = oneOf(sortOrders, url.get("tri")) ?? "recent";
  const archives = url.get("archives") === "1";
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  const list = useQuery(patientQueries.list({ q: q || undefined, tri, archives: archives || undefined, offset, limit: PAGE_SIZE }));

  function search() {
    // The server's rule, checked here first: a date that does not exist says so beside the field.
    const checked = patientListQuery.shape.q.safeParse(text);
    if (!checked.success) {
      setTextError(checked.error.issues[0]?.message ?? patientMessages.birthDateFormat);
      return;
    }
    setTextError(null);
    setQ(checked.data ?? "");
    setOffset(0);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Patients</h1>
          <p className="mt-1.5 text-ink-600">Tous les dossiers, des plus récents aux plus anciens ou par nom.</p>
        </div>
        <QuickRegistrationButton />
      </div>

      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <form
          method="post"
          role="search"
          aria-label="Filtrer les patients"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="patients-q" className="text-sm font-semibold text-ink-800">
              Rechercher
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id="patients-q"
                type="search"
                autoComplete="off"
                className={clsx(inputClasses, "sm:flex-1")}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={textError ? true : undefined}
                aria-describedby={textError ? "patients-q-error" : "patients-q-hint"}
              />
              <Button type="submit" className="sm:h-[50px]" disabled={list.isFetching && !list.isPlaceholderData}>
                <Search className="size-4" aria-hidden="true" />
                Rechercher
              </Button>
            </div>
            {textError ? (
              <p id="patients-q-error" className="text-sm text-danger-700">
                {textError}
              </p>
            ) : (
              <p id="patients-q-hint" className="text-sm text-ink-500">
                Nom (en lettres latines ou arabes), téléphone (tout format), CIN ou date de naissance (jj/mm/aaaa)
              </p>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
            <div className="flex flex-col gap-1.5 sm:w-60">
              <label htmlFor="patients-tri" className="text-sm font-semibold text-ink-800">
                Trier par
              </label>
              <select
                id="patients-tri"
                className={inputClasses}
                value={tri}
                onChange={(event) => url.set({ tri: event.target.value === "recent" ? undefined : event.target.value, page: undefined })}
              >
                {sortOrders.map((order) => (
                  <option key={order} value={order}>
                    {sortLabels[order]}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-ink-800 sm:h-[50px]">
              <input
                type="checkbox"
                checked={archives}
                onChange={(event) => url.set({ archives: event.target.checked, page: undefined })}
                className="size-5 rounded accent-primary-700"
              />
              Inclure les dossiers archivés
            </label>
          </div>
        </form>

        <QueryState
          query={list}
          failedMessage={isApiError(list.error, 400) ? list.error.message : patientMessages.listFailed}
          emptyMessage={q ? patientMessages.listEmpty : patientMessages.noPatients}
          isEmpty={(page) => page.items.length === 0}
        >
          {(page) => (
            <>
              <p className="mb-3 text-sm text-ink-600" aria-live="polite">
                {page.total === 1 ? "1 dossier" : `${page.total} dossiers`}
              </p>
              <StaffTable label="Liste des patients" columns={["Nom", "Prénom", "Date de naissance", "Téléphone", "Dossier créé le", "État"]}>
                {page.items.map((patient) => (
                  <tr key={patient.id} className="hover:bg-primary-50/50">
                    <td className={tdClasses}>
                      <Link
                        href={`/responsable/patients/${patient.id}`}
                        className="font-semibold text-primary-700 underline decoration-primary-300 underline-offset-4 hover:text-primary-900"
                      >
                        {patient.nom}
                      </Link>
                      {/* Seen on a phone too, where the state column is off to the side (decision 042). */}
                      {patient.fusionneDans === null && !patient.dateArchivage && (patient.aCompleter?.length ?? 0) > 0 && (
                        <span className="ms-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                          {patientMessages.toComplete}
                        </span>
                      )}
                    </td>
                    <td className={tdClasses}>{patient.prenom}</td>
                    <td className={tdClasses}>{formatCalendarDate(patient.dateNaissance)}</td>
                    <td className={tdClasses}>{patient.telephone}</td>
                    <td className={tdClasses}>{formatInstant(patient.dateCreation, timeZone)}</td>
                    <td className={tdClasses}>{fileState(patient)}</td>
                  </tr>
                ))}
              </StaffTable>
              <Pager label="Pages des patients" page={page} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
