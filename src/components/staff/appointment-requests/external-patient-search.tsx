"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate, formatInstant, formatWallClock } from "@/client/practice-dates";
import { matchesExternalName } from "@/components/staff/appointment-requests/external-patient-match";
import { requestQueries } from "@/components/staff/appointment-requests/request-queries";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { SearchBar } from "@/components/staff/shell/search-bar";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { StatusMessage } from "@/components/ui/status-message";
import { patientMessages } from "@/schemas/patient";

/** At most this many requests under "Autres orthographes". */
const OTHER_SPELLINGS_SHOWN = 20;

/**
 * Finds "external patients": people who sent an appointment request through the public site.
 * As the spec's client does, the whole list is fetched and filtered here by nom. Below the spec's
 * table, "Autres orthographes": the same name in another spelling or script, found by the server.
 */
export function ExternalPatientSearch() {
  const { timeZone } = useStaffSession();
  const [nom, setNom] = useState("");
  // What the last search asked: nothing yet, a blank name, or a name to match.
  const [searched, setSearched] = useState<string | null>(null);
  const blank = searched !== null && searched.trim() === "";
  const requests = useQuery({ ...requestQueries.everyRequest(), enabled: searched !== null && !blank });

  function search() {
    setSearched(nom);
    // Each search reads the list afresh, as the spec's client does (the first one by enabling the query).
    if (nom.trim() !== "" && requests.isFetched) void requests.refetch();
  }

  // The same name in another spelling or script (Alami / العلمي), found by the server's
  // transliteration key and shown apart, below the spec's table (decision 042).
  const others = useQuery({
    ...requestQueries.triage({ q: searched?.trim() ?? "", autresOrthographes: true, limit: OTHER_SPELLINGS_SHOWN }),
    enabled: searched !== null && !blank && requests.isSuccess,
  });

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
      <SearchBar name="Consulter un patient externe" label="Nom du patient externe" inputId="external-search-nom" value={nom} onChange={setNom} onSubmit={search} busy={busy} />

      <StatusMessage message={message} />

      {!busy && matches.length > 0 && (
        <StaffTable label="Patients externes trouvés" columns={["Nom", "Prénom", "Téléphone", "Date souhaitée", "Heure souhaitée", "Motif", "Demande reçue le"]}>
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
        </StaffTable>
      )}

      {!busy && others.isSuccess && others.data.items.length > 0 && (
        <section aria-labelledby="autres-orthographes" className="flex flex-col gap-2">
          <h3 id="autres-orthographes" className="font-bold text-ink-900">
            {patientMessages.otherSpellings}
          </h3>
          <p className="text-sm text-ink-600">Le même nom écrit autrement ou dans l&apos;autre alphabet : vérifiez qu&apos;il s&apos;agit bien de la personne.</p>
          <StaffTable label={patientMessages.otherSpellings} columns={["Nom", "Prénom", "Téléphone", "Date souhaitée", "Heure souhaitée", "Motif", "Demande reçue le"]}>
            {others.data.items.map((request) => (
              <tr key={request.id} className="hover:bg-primary-50/50">
                <td className={`${tdClasses} font-semibold text-ink-900`}>
                  <Link href={`/responsable/demandes/${request.id}`} className="text-primary-700 underline decoration-primary-300 underline-offset-4 hover:text-primary-900">
                    {request.nom}
                  </Link>
                </td>
                <td className={tdClasses}>{request.prenom}</td>
                <td className={tdClasses}>{request.telephone}</td>
                <td className={tdClasses}>{formatCalendarDate(request.datePreferee)}</td>
                <td className={tdClasses}>{formatWallClock(request.heurePreferee)}</td>
                <td className={tdTextClasses}>{request.motif ?? ""}</td>
                <td className={tdClasses}>{formatInstant(request.createdAt, timeZone)}</td>
              </tr>
            ))}
          </StaffTable>
        </section>
      )}
    </div>
  );
}
