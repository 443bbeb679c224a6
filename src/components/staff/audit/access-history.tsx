"use client";

import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actorName, patientHistoryLabel } from "@/components/staff/audit/access-event-label";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { StaffTable, tdClasses } from "@/components/staff/shell/staff-table";
import { auditMessages } from "@/schemas/audit";
import { staffRoleLabel } from "@/schemas/staff-user";

const PAGE_SIZE = 20;

/**
 * On the patient's file: who opened or changed it, and when, newest first (from the audit trail),
 * with the events of the files merged into it marked with their number.
 */
export function AccessHistory({ patientId, timeZone }: { patientId: number; timeZone: string }) {
  const [offset, setOffset] = useState(0);
  const history = useQuery(patientQueries.accessHistory(patientId, { offset, limit: PAGE_SIZE }));

  return (
    <StaffPanel id="historique-acces" title="Historique d'accès" icon={History} description="Qui a consulté ou modifié ce dossier, et quand.">
      <QueryState
        query={history}
        loadingMessage="Chargement de l'historique..."
        failedMessage={auditMessages.historyFailed}
        emptyMessage={auditMessages.noHistory}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <>
            <StaffTable label="Historique d'accès au dossier" columns={["Date", "Personne", "Rôle", "Action"]}>
              {page.items.map((event) => (
                <tr key={event.id}>
                  <td className={tdClasses}>{formatInstant(event.at, timeZone)}</td>
                  <td className={`${tdClasses} font-semibold text-ink-900`}>{actorName(event)}</td>
                  <td className={tdClasses}>{event.actor ? staffRoleLabel(event.actor.role) : ""}</td>
                  <td className={tdClasses}>
                    {patientHistoryLabel(event.action)}
                    {/* An event of a file merged into this one, or the merge seen from the merged file (decision 025). */}
                    {event.targetType === "patient" && event.targetId !== String(patientId) && (
                      <span className="text-ink-500"> (dossier n° {event.targetId})</span>
                    )}
                  </td>
                </tr>
              ))}
            </StaffTable>
            <Pager label="Pages de l'historique" page={page} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
          </>
        )}
      </QueryState>
    </StaffPanel>
  );
}
