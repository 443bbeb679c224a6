"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { StaffTable, tdClasses, thClasses } from "@/components/staff/shell/staff-table";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { genderLabels, patientMessages } from "@/schemas/patient";

/**
 * Finds patients by name (the server ignores case and accents) and links each to their file.
 * A failed search reads 'Aucun patient trouvé.', as the spec has it.
 */
export function PatientSearch() {
  const [nom, setNom] = useState("");
  // The name last searched for: the search runs when it is set, again when the same name is sent again.
  const [searched, setSearched] = useState<string | null>(null);
  const search = useQuery({ ...patientQueries.search(searched ?? ""), enabled: searched !== null });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = nom.trim();
    if (term === searched) void search.refetch();
    else setSearched(term);
  }

  const busy = search.isFetching;
  const patients = search.isSuccess ? search.data : [];
  const nothingFound = searched !== null && !busy && (search.isError || (search.isSuccess && patients.length === 0));

  return (
    <div className="flex flex-col gap-4">
      <form method="post" onSubmit={onSubmit} role="search" aria-label="Consulter un patient" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="patient-search-nom" className="text-sm font-semibold text-ink-800">
            Nom du patient
            <span className="ml-0.5 text-danger-600" aria-hidden="true">
              *
            </span>
          </label>
          <input id="patient-search-nom" name="nom" type="search" required autoComplete="off" className={inputClasses} value={nom} onChange={(e) => setNom(e.target.value)} />
        </div>
        <Button type="submit" disabled={busy} className="sm:h-[50px]">
          <Search className="size-4" aria-hidden="true" />
          Rechercher
        </Button>
      </form>

      <StatusMessage message={nothingFound ? patientMessages.searchFailed : null} />

      {patients.length > 0 && (
        <StaffTable label="Patients trouvés">
          <thead>
            <tr>
              <th scope="col" className={thClasses}>Nom</th>
              <th scope="col" className={thClasses}>Prénom</th>
              <th scope="col" className={thClasses}>Date de naissance</th>
              <th scope="col" className={thClasses}>Genre</th>
              <th scope="col" className={thClasses}>Téléphone</th>
              <th scope="col" className={thClasses}>Mutuelle</th>
              <th scope="col" className={thClasses}>Compagnie</th>
            </tr>
          </thead>
          <tbody>
            {patients.map((patient) => (
              <tr key={patient.id} className="hover:bg-primary-50/50">
                <td className={tdClasses}>
                  <Link href={`/responsable/patients/${patient.id}`} className="font-semibold text-primary-700 underline decoration-primary-300 underline-offset-4 hover:text-primary-900">
                    {patient.nom}
                  </Link>
                </td>
                <td className={tdClasses}>{patient.prenom}</td>
                <td className={tdClasses}>{formatCalendarDate(patient.dateNaissance)}</td>
                <td className={tdClasses}>{genderLabels[patient.gender] ?? patient.gender}</td>
                <td className={tdClasses}>{patient.telephone}</td>
                <td className={tdClasses}>{patient.mutuelle ? "Oui" : "Non"}</td>
                <td className={tdClasses}>{patient.compagnie ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </div>
  );
}
