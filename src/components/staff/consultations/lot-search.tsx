"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { consultationQueries } from "@/components/staff/consultations/consultation-queries";
import { useIsDoctor } from "@/components/staff/consultations/patient-timeline";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffTable, tdClasses } from "@/components/staff/shell/staff-table";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { consultationMessages, regionAndSide } from "@/schemas/consultation";

/**
 * /responsable/infiltrations: a batch recall (doctors and admins; decision 054). Every patient given
 * a batch, with the phone to call them. The batch number stays in the screen's state, like any
 * search (decision 039), though it names no one.
 */
export function LotSearch() {
  const { isAdmin } = useStaffSession();
  const doctor = useIsDoctor();
  const [typed, setTyped] = useState("");
  const [lot, setLot] = useState<string | null>(null);
  const query = useQuery({ ...consultationQueries.lot(lot ?? ""), enabled: lot !== null });

  if (!doctor && !isAdmin) {
    return (
      <div className="flex flex-col gap-4 py-10">
        <h1 className="text-2xl font-bold">Rappel de lot</h1>
        <p className="text-[15px] text-ink-700">Accès réservé aux médecins et aux administrateurs.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Rappel de lot</h1>
        <p className="mt-1 text-ink-600">Retrouvez chaque patient qui a reçu une infiltration d&apos;un numéro de lot.</p>
      </div>
      <StaffPanel id="recherche-lot" title="Numéro de lot" icon={Search}>
        <form
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim().length >= 2) setLot(typed.trim());
          }}
          className="flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="lot-recherche" className="sr-only">
            Numéro de lot
          </label>
          <input id="lot-recherche" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} autoComplete="off" placeholder="ex. B4521X" className={inputClasses} />
          <Button type="submit" disabled={typed.trim().length < 2}>
            <Search className="size-4" aria-hidden="true" />
            Rechercher
          </Button>
        </form>
      </StaffPanel>
      {lot !== null && (
        <QueryState query={query} failedMessage={consultationMessages.lotSearchFailed} emptyMessage={consultationMessages.noLot} isEmpty={(data) => data.length === 0}>
          {(items) => (
            <StaffTable label={`Infiltrations du lot ${lot}`} columns={["Date", "Patient", "Téléphone", "Produit", "Lot", "Articulation", "Médecin"]} stickyFirstColumn>
              {items.map((item) => (
                <tr key={item.id} className="bg-white">
                  <td className={tdClasses}>{formatCalendarDate(item.date)}</td>
                  <td className={tdClasses}>
                    <Link href={`/responsable/patients/${item.patient.id}`} className="font-semibold text-primary-700 hover:underline">
                      {item.patient.prenom} {item.patient.nom}
                    </Link>
                  </td>
                  <td className={tdClasses}>{item.patient.telephone}</td>
                  <td className={tdClasses}>{item.produit}</td>
                  <td className={tdClasses}>{item.lot}</td>
                  <td className={tdClasses}>{regionAndSide(item.articulation, item.cote)}</td>
                  <td className={tdClasses}>
                    Dr {item.medecin.prenom} {item.medecin.nom}
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </QueryState>
      )}
    </div>
  );
}
