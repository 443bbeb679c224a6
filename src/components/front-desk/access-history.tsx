"use client";

import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actorName, patientHistoryLabel, roleLabel } from "@/components/front-desk/access-event-label";
import { Pager } from "@/components/front-desk/pager";
import { useFrontDeskApi } from "@/components/front-desk/use-front-desk-api";
import { StaffPanel } from "@/components/staff/staff-panel";
import { StaffTable, tdClasses, thClasses } from "@/components/staff/staff-table";
import { type AccessEventPage, auditMessages } from "@/schemas/audit";

const PAGE_SIZE = 20;

/** On the patient's file: who opened or changed it, and when, newest first (from the audit trail). */
export function AccessHistory({ patientId, timeZone }: { patientId: number; timeZone: string }) {
  const api = useFrontDeskApi();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<AccessEventPage | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void api.accessHistory(patientId, { offset, limit: PAGE_SIZE }).then((result) => {
      if (!cancelled) setPage(result);
    });
    return () => {
      cancelled = true;
    };
  }, [api, patientId, offset]);

  return (
    <StaffPanel id="historique-acces" title="Historique d'accès" icon={History} description="Qui a consulté ou modifié ce dossier, et quand.">
      {page === undefined ? (
        <p className="py-4 text-ink-600" role="status">
          Chargement de l&apos;historique...
        </p>
      ) : page === null ? (
        <p className="text-sm font-medium text-danger-700">{auditMessages.historyFailed}</p>
      ) : page.items.length === 0 ? (
        <p className="text-ink-600">{auditMessages.noHistory}</p>
      ) : (
        <>
          <StaffTable label="Historique d'accès au dossier">
            <thead>
              <tr>
                <th scope="col" className={thClasses}>Date</th>
                <th scope="col" className={thClasses}>Personne</th>
                <th scope="col" className={thClasses}>Rôle</th>
                <th scope="col" className={thClasses}>Action</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((event) => (
                <tr key={event.id}>
                  <td className={tdClasses}>{formatInstant(event.at, timeZone)}</td>
                  <td className={`${tdClasses} font-semibold text-ink-900`}>{actorName(event)}</td>
                  <td className={tdClasses}>{event.actor ? roleLabel(event.actor.role) : ""}</td>
                  <td className={tdClasses}>{patientHistoryLabel(event.action)}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
          <Pager label="Pages de l'historique" offset={offset} shown={page.items.length} total={page.total} pageSize={PAGE_SIZE} onChange={setOffset} />
        </>
      )}
    </StaffPanel>
  );
}
