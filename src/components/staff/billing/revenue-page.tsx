"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, FileText, LayoutDashboard, TrendingUp } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { practiceToday } from "@/client/practice-dates";
import { actionFailure, staffApi } from "@/client/staff-api";
import { downloadBlob } from "@/components/staff/documents/open-pdf";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { formatDirhams } from "@/schemas/act";
import { type RevenueAnswer, type RevenueView, revenueMessages } from "@/schemas/revenue";

const viewLabels: Record<RevenueView, string> = { acte: "Par acte (facturé)", medecin: "Par médecin (facturé)", mode: "Par mode de paiement (encaissé)" };
const monthNames = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const monthLabel = (mois: string) => `${monthNames[Number(mois.slice(5, 7)) - 1]} ${mois.slice(0, 4)}`;

/** The last day of a YYYY-MM month. */
function lastDay(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, number!, 0)).getUTCDate()).padStart(2, "0")}`;
}

/**
 * /responsable/recettes (issue 35, decision 058): the practice's revenue by month, by act, by doctor
 * or by payment mode, and the receipts of the period as CSV for the accountant. The admin sees
 * everything, a doctor their own bills; the assistant is refused by the server (the screen says so).
 */
export function RevenuePage() {
  const { timeZone, isAdmin, roles } = useStaffSession();
  const id = useId();
  const thisMonth = practiceToday(timeZone).slice(0, 7);
  const [from, setFrom] = useState(`${thisMonth.slice(0, 4)}-01`);
  const [to, setTo] = useState(thisMonth);
  const [view, setView] = useState<RevenueView>("acte");
  const [exportError, setExportError] = useState<string | null>(null);
  const period = { du: `${from}-01`, au: lastDay(to < from ? from : to) };
  const report = useQuery({ queryKey: ["invoices", "revenue", period.du, period.au, view], queryFn: () => staffApi.invoices.revenue({ ...period, par: view }), retry: false });
  const save = (blob: Blob, extension: string) => downloadBlob(blob, `recus-${period.du}-${period.au}.${extension}`);
  const download = useMutation({
    mutationFn: staffApi.invoices.csv,
    onSuccess: (blob) => save(blob, "csv"),
    onError: (failure) => setExportError(actionFailure(failure, "Impossible d'exporter les reçus.")),
  });
  // Every receipt and credit note of the period, as copies, in one PDF for the accountant (decision 063).
  const downloadPdf = useMutation({
    mutationFn: staffApi.invoices.periodPdf,
    onSuccess: (blob) => save(blob, "pdf"),
    onError: (failure) => setExportError(actionFailure(failure, "Impossible de préparer le PDF des reçus.")),
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Recettes</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Par acte et par médecin : les honoraires facturés, avoirs déduits, au jour du reçu. Par mode : l&apos;argent encaissé, au jour du paiement.
        </p>
        {(isAdmin || roles.includes("MEDECIN")) && (
          <Link href="/responsable/tableau-de-bord" className="mt-2 inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline print:hidden">
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Tableau de bord du cabinet
          </Link>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-du`} className="text-sm font-semibold text-ink-800">
            Du mois
          </label>
          <input id={`${id}-du`} type="month" className={`${inputClasses} !w-auto !py-2`} value={from} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-au`} className="text-sm font-semibold text-ink-800">
            Au mois
          </label>
          <input id={`${id}-au`} type="month" className={`${inputClasses} !w-auto !py-2`} value={to} onChange={(event) => event.target.value && setTo(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-par`} className="text-sm font-semibold text-ink-800">
            Répartition
          </label>
          <select id={`${id}-par`} className={`${inputClasses} !w-auto !py-2`} value={view} onChange={(event) => setView(event.target.value as RevenueView)}>
            {(Object.keys(viewLabels) as RevenueView[]).map((key) => (
              <option key={key} value={key}>
                {viewLabels[key]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => {
            setExportError(null);
            download.mutate(period);
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          Exporter en CSV
        </Button>
        <Button
          variant="secondary"
          disabled={downloadPdf.isPending}
          onClick={() => {
            setExportError(null);
            downloadPdf.mutate(period);
          }}
        >
          <FileText className="size-4" aria-hidden="true" />
          Reçus de la période (PDF)
        </Button>
      </div>
      {exportError && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {exportError}
        </p>
      )}
      <StaffPanel id="recettes" title={viewLabels[view]} icon={TrendingUp}>
        <QueryState
          query={report}
          failedMessage={report.error && "status" in report.error && report.error.status === 403 ? revenueMessages.forbidden : "Impossible de charger les recettes."}
          emptyMessage="Aucune recette sur cette période."
          isEmpty={(data) => data.lignes.length === 0}
        >
          {(data) => <RevenueTable data={data} />}
        </QueryState>
      </StaffPanel>
    </div>
  );
}

function RevenueTable({ data }: { data: RevenueAnswer }) {
  const months = data.totauxParMois.map((month) => month.mois);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recettes par mois</caption>
        <thead className="border-b border-ink-200 text-ink-600">
          <tr>
            <th scope="col" className="py-2 pe-3 font-semibold">
              Mois
            </th>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {data.par === "acte" ? "Acte" : data.par === "medecin" ? "Médecin" : "Mode"}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Montant
            </th>
          </tr>
        </thead>
        {months.map((mois) => (
          <tbody key={mois} className="border-b border-ink-200">
            {data.lignes
              .filter((line) => line.mois === mois)
              .map((line, index) => (
                <tr key={`${line.cle}`} className="border-t border-ink-100">
                  <td className="py-2 pe-3">{index === 0 ? monthLabel(mois) : ""}</td>
                  <td className="py-2 pe-3">{line.libelle}</td>
                  <td className={`py-2 text-right whitespace-nowrap ${line.montant < 0 ? "text-danger-700" : ""}`}>{formatDirhams(line.montant)}</td>
                </tr>
              ))}
            <tr className="bg-ink-50/70 font-semibold">
              <td className="py-2 pe-3" colSpan={2}>
                Total {monthLabel(mois)}
              </td>
              <td className="py-2 text-right whitespace-nowrap">{formatDirhams(data.totauxParMois.find((month) => month.mois === mois)!.montant)}</td>
            </tr>
          </tbody>
        ))}
        <tfoot>
          {data.totauxParAnnee.map((year) => (
            <tr key={year.annee} className="font-semibold">
              <td className="py-2 pe-3" colSpan={2}>
                Total {year.annee}
              </td>
              <td className="py-2 text-right whitespace-nowrap">{formatDirhams(year.montant)}</td>
            </tr>
          ))}
          <tr className="text-base font-bold">
            <td className="py-2 pe-3" colSpan={2}>
              Total de la période
            </td>
            <td className="py-2 text-right whitespace-nowrap">{formatDirhams(data.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
