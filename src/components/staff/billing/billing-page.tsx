"use client";

import { useQuery } from "@tanstack/react-query";
import { Banknote, ReceiptText, TrendingUp, Wallet } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { useStatusMessage } from "@/client/use-status-message";
import { type BillTarget } from "@/components/staff/billing/bill-dialog";
import { useInvoiceDialogs } from "@/components/staff/billing/invoice-dialogs";
import { invoiceQueries } from "@/components/staff/billing/invoice-queries";
import { ClaimFormButtons } from "@/components/staff/billing/claim-form-buttons";
import { PrintReceiptButton } from "@/components/staff/billing/print-receipt-button";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { formatDirhams } from "@/schemas/act";
import { formatCalendarDate } from "@/client/practice-dates";
import type { VisitsToBill } from "@/schemas/invoice";

/**
 * /responsable/facturation (issue 35, decision 057), reached from the agenda: the visits seen and
 * not yet billed (« Facturer »), and the receipts with something still due (« Encaisser »). Every
 * staff member bills and takes payments; the figures of the month are elsewhere, for those who
 * may see them.
 */
export function BillingPage() {
  const { timeZone, isAdmin, roles } = useStaffSession();
  const toBill = useQuery(invoiceQueries.toBill());
  const unpaid = useQuery(invoiceQueries.unpaid());
  const status = useStatusMessage();
  const { bill, pay, credit, dialogs } = useInvoiceDialogs(status.show);
  const [printError, setPrintError] = useState<string | null>(null);
  const wanted = Number(useSearchParams().get("rendezVous"));
  const [opened, setOpened] = useState(false);
  // Opened from an appointment in the agenda: its bill at once.
  const visit = toBill.data?.items.find((item) => item.appointmentId === wanted);
  if (!opened && visit) {
    setOpened(true);
    bill(targetOf(visit, timeZone));
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Facturation</h1>
          <p className="mt-2 max-w-3xl text-ink-600">Les visites vues à facturer, et les reçus qui restent à régler. Chaque paiement compte dans la caisse du jour.</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <Link href="/responsable/caisse" className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline">
            <Wallet className="size-4" aria-hidden="true" />
            Caisse du jour
          </Link>
          {/* The month's figures: the admin's and the doctors' only (decision 056). */}
          {(isAdmin || roles.includes("MEDECIN")) && (
            <Link href="/responsable/recettes" className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline">
              <TrendingUp className="size-4" aria-hidden="true" />
              Recettes
            </Link>
          )}
        </div>
      </div>
      <StatusMessage message={status.message} />
      {printError && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {printError}
        </p>
      )}

      <StaffPanel id="a-facturer" title="À facturer" icon={ReceiptText} description="Visites marquées « vu » ces 30 derniers jours, sans reçu.">
        <QueryState query={toBill} failedMessage="Impossible de charger les visites à facturer." emptyMessage="Aucune visite à facturer." isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <ul className="flex flex-col divide-y divide-ink-100">
              {data.items.map((item) => (
                <li key={item.appointmentId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={`${item.patient.prenom} ${item.patient.nom}`}>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {item.patient.prenom} {item.patient.nom}
                    </p>
                    <p className="text-sm text-ink-600">
                      {formatInstant(item.dateHeure, timeZone)} · Dr {item.medecin.prenom} {item.medecin.nom} · {item.motif}
                    </p>
                  </div>
                  <Button size="sm" className="self-start sm:self-center" onClick={() => bill(targetOf(item, timeZone))}>
                    Facturer
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </StaffPanel>

      <StaffPanel id="a-regler" title="À régler" icon={Banknote} description="Reçus émis dont une partie reste due.">
        <QueryState query={unpaid} failedMessage="Impossible de charger les reçus à régler." emptyMessage="Aucun reçu à régler." isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <ul className="flex flex-col divide-y divide-ink-100">
              {data.items.map((item) => (
                <li key={item.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={item.numero}>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      <span className="me-2 font-mono text-sm">{item.numero}</span>
                      {item.patient.prenom} {item.patient.nom}
                    </p>
                    <p className="text-sm text-ink-600">
                      {formatCalendarDate(item.jour)} · total {formatDirhams(item.total)} · <strong className="text-danger-700">reste {formatDirhams(item.reste)}</strong>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2 self-start sm:self-center">
                    <Button size="sm" onClick={() => pay(item)}>
                      Encaisser
                    </Button>
                    <PrintReceiptButton invoiceId={item.id} numero={item.numero} label="Réimprimer" size="sm" onError={setPrintError} />
                    <ClaimFormButtons invoiceId={item.id} numero={item.numero} size="sm" onError={setPrintError} />
                    <Button size="sm" variant="secondary" onClick={() => credit(item)}>
                      Établir un avoir
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </StaffPanel>

      {dialogs}
    </div>
  );
}

function targetOf(item: VisitsToBill["items"][number], timeZone: string): BillTarget {
  return {
    appointmentId: item.appointmentId,
    actIds: item.actesProposes,
    patientName: `${item.patient.prenom} ${item.patient.nom}`,
    description: `Visite du ${formatInstant(item.dateHeure, timeZone)} avec le Dr ${item.medecin.prenom} ${item.medecin.nom} — ${item.motif}`,
  };
}
