"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { formatCalendarDate, formatInstant, formatWallClock } from "@/client/practice-dates";
import { matchesExternalName } from "@/components/staff/appointment-requests/external-patient-match";
import { requestQueries } from "@/components/staff/appointment-requests/request-queries";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffTable, tdClasses, tdTextClasses, thClasses } from "@/components/staff/shell/staff-table";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { patientMessages } from "@/schemas/patient";

/**
 * Finds "external patients": people who sent an appointment request through the public site.
 * As the spec's client does, the whole list is fetched and filtered here by nom.
 */
export function ExternalPatientSearch() {
  const { timeZone } = useStaffSession();
  const [nom, setNom] = useState("");
  // What the last search asked: nothing yet, a blank name, or a name to match.
  const [searched, setSearched] = useState<string | null>(null);
  const blank = searched !== null && searched.trim() === "";
  const requests = useQuery({ ...requestQueries.everyRequest(), enabled: searched !== null && !blank });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearched(nom);
    // Each search reads the list afresh, as the spec's client does (the first one by enabling the query).
    if (nom.trim() !== "" && requests.isFetched) void requests.refetch();
  }

  const busy = requests.isFetching;
  const matches = !blank && searched !== null && requests.isSuccess ? requests.data.filter((request) => matchesExternalName(request, searched)) : [];
  const message = blank
    ? patientMessages.externalBlank
    : busy || searched === null
      ? null
      : requests.isError
        ? patientMessages.externalFailed
        : matches.length === 0
          ? patientMessages.externalNone
          : null;

  return (
    <div className="flex flex-col gap-4">
      <form method="post" onSubmit={onSubmit} role="search" aria-label="Consulter un patient externe" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="external-search-nom" className="text-sm font-semibold text-ink-800">
            Nom du patient externe
          </label>
          <input id="external-search-nom" name="nom" type="search" autoComplete="off" className={inputClasses} value={nom} onChange={(e) => setNom(e.target.value)} />
        </div>
        <Button type="submit" disabled={busy} className="sm:h-[50px]">
          <Search className="size-4" aria-hidden="true" />
          Rechercher
        </Button>
      </form>

      <StatusMessage message={message} />

      {!busy && matches.length > 0 && (
        <StaffTable label="Patients externes trouvés">
          <thead>
            <tr>
              <th scope="col" className={thClasses}>Nom</th>
              <th scope="col" className={thClasses}>Prénom</th>
              <th scope="col" className={thClasses}>Téléphone</th>
              <th scope="col" className={thClasses}>Date souhaitée</th>
              <th scope="col" className={thClasses}>Heure souhaitée</th>
              <th scope="col" className={thClasses}>Motif</th>
              <th scope="col" className={thClasses}>Demande reçue le</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((request) => (
              <tr key={request.id} className="hover:bg-primary-50/50">
                <td className={`${tdClasses} font-semibold text-ink-900`}>{request.nom}</td>
                <td className={tdClasses}>{request.prenom}</td>
                <td className={tdClasses}>{request.telephone}</td>
                <td className={tdClasses}>{formatCalendarDate(request.datePreferee)}</td>
                <td className={tdClasses}>{formatWallClock(request.heurePreferee)}</td>
                <td className={tdTextClasses}>{request.motif ?? ""}</td>
                <td className={tdClasses}>{formatInstant(request.createdAt, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </div>
  );
}
