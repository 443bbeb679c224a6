"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { SearchBar } from "@/components/staff/shell/search-bar";
import { StaffTable, tdClasses } from "@/components/staff/shell/staff-table";
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
  const results = useQuery({ ...patientQueries.search(searched ?? ""), enabled: searched !== null });

  function search() {
    const term = nom.trim();
    if (term === searched) void results.refetch();
    else setSearched(term);
  }

  const busy = results.isFetching;
  const patients = results.isSuccess ? results.data : [];
  const nothingFound = searched !== null && !busy && (results.isError || (results.isSuccess && patients.length === 0));

  return (
    <div className="flex flex-col gap-4">
      <SearchBar name="Consulter un patient" label="Nom du patient" inputId="patient-search-nom" value={nom} onChange={setNom} onSubmit={search} busy={busy} required />

      <StatusMessage message={nothingFound ? patientMessages.searchFailed : null} />

      {patients.length > 0 && (
        <StaffTable label="Patients trouvés" columns={["Nom", "Prénom", "Date de naissance", "Genre", "Téléphone", "Mutuelle", "Compagnie"]}>
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
        </StaffTable>
      )}
    </div>
  );
}
