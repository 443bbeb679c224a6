"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { Banknote, ReceiptText } from "lucide-react";
import { useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { useStatusMessage } from "@/client/use-status-message";
import { ClaimFormButtons } from "@/components/staff/billing/claim-form-buttons";
import { type CreditableInvoice } from "@/components/staff/billing/credit-note-dialog";
import { useInvoiceDialogs } from "@/components/staff/billing/invoice-dialogs";
import { invoiceQueries } from "@/components/staff/billing/invoice-queries";
import { type PayableInvoice } from "@/components/staff/billing/payment-dialog";
import { PrintReceiptButton } from "@/components/staff/billing/print-receipt-button";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { formatDirhams } from "@/schemas/act";
import { type InvoiceStatus, invoiceStatusLabels, type PatientInvoice } from "@/schemas/invoice";

const statusClasses: Record<InvoiceStatus, string> = {
  acquitte: "bg-success-50 text-success-700",
  a_regler: "bg-danger-50 text-danger-700",
  annule: "bg-ink-100 text-ink-700",
  avoir: "bg-primary-50 text-primary-800",
};

/**
 * « Honoraires » on the patient's file (issue 35, decision 063): their receipts and credit notes,
 * newest first, with where each stands, from GET /api/invoices?patientId= — which every staff
 * member may call, as the desk bills and takes payments. Amounts, numbers and the doctor only:
 * the acts billed (clinical in part) stay on the receipt. Per receipt: reprint, « Encaisser »
 * while something is due, « Établir un avoir » until credited whole, the feuille de soins and
 * the attestation; per credit note, its reprint. « Facturer » bills the patient without an
 * appointment (not on a file merged into another, nor an anonymised one).
 */
export function PatientInvoicesPanel({ patient, canBill }: { patient: { id: number; nom: string; prenom: string }; canBill: boolean }) {
  const invoices = useQuery(invoiceQueries.forPatient(patient.id));
  const status = useStatusMessage();
  const { bill, pay, credit, dialogs } = useInvoiceDialogs(status.show);
  const [printError, setPrintError] = useState<string | null>(null);
  const patientName = `${patient.prenom} ${patient.nom}`;

  return (
    <StaffPanel id="honoraires" title="Honoraires" icon={Banknote} description="Reçus et avoirs du patient, du plus récent au plus ancien.">
      {canBill && (
        <div className="-mt-2 mb-4 flex justify-end">
          <Button
            size="sm"
            onClick={() => bill({ patientId: patient.id, patientName, description: "Actes facturés sans rendez-vous, depuis le dossier du patient." })}
          >
            <ReceiptText className="size-4" aria-hidden="true" />
            Facturer
          </Button>
        </div>
      )}
      <StatusMessage message={status.message} className={status.message ? "mb-3" : undefined} />
      {printError && (
        <p role="alert" className="mb-3 text-sm font-semibold text-danger-700">
          {printError}
        </p>
      )}
      <QueryState query={invoices} failedMessage="Impossible de charger les reçus du patient." emptyMessage="Aucun reçu pour ce patient." isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <ul className="flex flex-col divide-y divide-ink-100">
            {data.items.map((item) => (
              <InvoiceRow key={item.id} item={item} onPay={pay} onCredit={credit} onPrintError={setPrintError} />
            ))}
          </ul>
        )}
      </QueryState>

      {dialogs}
    </StaffPanel>
  );
}

function InvoiceRow({
  item,
  onPay,
  onCredit,
  onPrintError,
}: {
  item: PatientInvoice;
  onPay: (invoice: PayableInvoice) => void;
  onCredit: (invoice: CreditableInvoice) => void;
  onPrintError: (message: string) => void;
}) {
  const receipt = item.serie === "H";
  const live = receipt && item.statut !== "annule";
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-center lg:justify-between" aria-label={item.numero}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
          <span className="font-mono text-sm">{item.numero}</span>
          <span className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", statusClasses[item.statut])}>{invoiceStatusLabels[item.statut]}</span>
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {receipt ? "Reçu" : "Avoir"} du {formatCalendarDate(item.jour)} · Dr {item.medecin.prenom} {item.medecin.nom}
        </p>
        <p className="text-sm text-ink-700">
          Total {formatDirhams(item.total)}
          {receipt ? ` · payé ${formatDirhams(item.paye)}` : item.paye < 0 ? ` · remboursé ${formatDirhams(-item.paye)}` : ""}
          {item.reste > 0 && (
            <>
              {" · "}
              <strong className="text-danger-700">reste {formatDirhams(item.reste)}</strong>
            </>
          )}
        </p>
        {item.avoirs.length > 0 && (
          <p className="text-sm text-ink-600">
            {item.avoirs.length === 1 ? "Avoir" : "Avoirs"} :{" "}
            {item.avoirs.map((credit, index) => (
              <span key={credit.id}>
                {index > 0 && ", "}
                <span className="font-mono">{credit.numero}</span> ({formatDirhams(credit.total)})
              </span>
            ))}
          </p>
        )}
        {item.factureOrigine && (
          <p className="text-sm text-ink-600">
            Corrige le reçu <span className="font-mono">{item.factureOrigine.numero}</span>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 lg:max-w-[44rem] lg:justify-end">
        {item.reste > 0 && (
          <Button size="sm" onClick={() => onPay(item)}>
            Encaisser
          </Button>
        )}
        <PrintReceiptButton invoiceId={item.id} numero={item.numero} label="Réimprimer" size="sm" onError={onPrintError} />
        {live && <ClaimFormButtons invoiceId={item.id} numero={item.numero} size="sm" onError={onPrintError} />}
        {live && item.total > 0 && (
          <Button size="sm" variant="secondary" onClick={() => onCredit(item)}>
            Établir un avoir
          </Button>
        )}
      </div>
    </li>
  );
}
