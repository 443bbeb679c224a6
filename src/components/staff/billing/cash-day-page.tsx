"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Lock, ReceiptText, Wallet } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { formatCalendarDate, formatInstant, practiceToday } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { invoiceQueries, useCloseDay, useSetFloat } from "@/components/staff/billing/invoice-queries";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { addDays } from "@/calendar/plain-date";
import { dirhamsForInput, formatDirhams, parseDirhams } from "@/schemas/act";
import { type CashDay, cashDayMessages } from "@/schemas/cash-day";
import { paymentModeLabels, paymentModes } from "@/schemas/invoice";

/**
 * /responsable/caisse (issue 35, decision 056): a practice day's payments by mode, the opening
 * float, the cash expected in the drawer, and « Clôturer la caisse » with the cash counted — after
 * which the day takes no more payments. Every staff member reads and closes it; it prints.
 */
export function CashDayPage() {
  const { timeZone } = useStaffSession();
  const today = practiceToday(timeZone);
  const [jour, setJour] = useState(today);
  const query = useQuery(invoiceQueries.cashDay(jour));
  const status = useStatusMessage();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Caisse du jour</h1>
          <p className="mt-1 text-ink-600" aria-live="polite">
            {formatCalendarDate(jour)}
            {jour === today ? " (aujourd'hui)" : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <Button variant="secondary" size="sm" aria-label="Jour précédent" onClick={() => setJour(addDays(jour, -1))}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <input type="date" aria-label="Jour de la caisse" value={jour} max={today} onChange={(event) => event.target.value && setJour(event.target.value)} className={`${inputClasses} !w-auto !py-2`} />
          <Button variant="secondary" size="sm" aria-label="Jour suivant" disabled={jour >= today} onClick={() => setJour(addDays(jour, 1))}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            Imprimer
          </Button>
          <Link href="/responsable/facturation" className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline">
            <ReceiptText className="size-4" aria-hidden="true" />
            Facturation
          </Link>
        </div>
      </div>
      <StatusMessage message={status.message} />
      <QueryState query={query} failedMessage={cashDayMessages.loadFailed} emptyMessage="" isEmpty={() => false}>
        {(day) => <CashDayView key={day.jour} day={day} timeZone={timeZone} onDone={status.show} />}
      </QueryState>
    </div>
  );
}

function CashDayView({ day, timeZone, onDone }: { day: CashDay; timeZone: string; onDone: (message: string) => void }) {
  const closed = day.cloture !== null;
  return (
    <>
      <StaffPanel id="totaux" title="Totaux" icon={Wallet} description={closed ? `Caisse clôturée le ${formatInstant(day.cloture!.le, timeZone)} par ${day.cloture!.par.prenom} ${day.cloture!.par.nom}.` : undefined}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Fond de caisse" value={day.fondCaisse} />
          {paymentModes.map((mode) => (
            <Figure key={mode} label={paymentModeLabels[mode]} value={day.totaux[mode]} />
          ))}
          <Figure label="Total encaissé" value={day.totaux.total} strong />
        </dl>
        <p className="mt-4 text-ink-800">
          Espèces attendues dans la caisse : <strong>{formatDirhams(day.especesAttendues)}</strong>
        </p>
        {closed && (
          <p className="mt-2 flex items-center gap-2 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-ink-800">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Espèces comptées : <strong>{formatDirhams(day.cloture!.especesComptees)}</strong> · écart{" "}
              <strong className={day.cloture!.ecart === 0 ? "" : "text-danger-700"}>{formatDirhams(day.cloture!.ecart)}</strong>
              {day.cloture!.remarque ? ` — ${day.cloture!.remarque}` : ""}. Les paiements de ce jour sont verrouillés.
            </span>
          </p>
        )}
        {!closed && <FloatForm day={day} onDone={onDone} />}
      </StaffPanel>

      <StaffPanel id="journal" title="Journal des paiements" icon={ReceiptText}>
        {day.paiements.length === 0 ? (
          <p className="py-6 text-center text-ink-600">Aucun paiement ce jour.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-ink-200 text-ink-600">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-semibold">Heure</th>
                  <th scope="col" className="hidden py-2 pe-3 font-semibold md:table-cell">Reçu</th>
                  <th scope="col" className="py-2 pe-3 font-semibold">Patient</th>
                  <th scope="col" className="py-2 pe-3 font-semibold">Mode</th>
                  <th scope="col" className="py-2 pe-3 text-right font-semibold">Montant</th>
                  <th scope="col" className="hidden py-2 font-semibold sm:table-cell">Reçu par</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {day.paiements.map((payment) => (
                  <tr key={payment.id}>
                    <td className="py-2 pe-3 whitespace-nowrap">{formatInstant(payment.recuLe, timeZone).slice(11)}</td>
                    <td className="hidden py-2 pe-3 font-mono whitespace-nowrap md:table-cell">{payment.numero}</td>
                    <td className="py-2 pe-3">
                      {payment.patient.prenom} {payment.patient.nom}
                    </td>
                    <td className="py-2 pe-3">
                      {paymentModeLabels[payment.mode]}
                      {payment.reference ? ` n° ${payment.reference}` : ""}
                    </td>
                    <td className={`py-2 pe-3 text-right whitespace-nowrap ${payment.montant < 0 ? "text-danger-700" : ""}`}>{formatDirhams(payment.montant)}</td>
                    <td className="hidden py-2 sm:table-cell">
                      {payment.recuPar.prenom} {payment.recuPar.nom}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </StaffPanel>

      {!closed && <CloseForm day={day} onDone={onDone} />}
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-ink-100 bg-ink-50/60 px-3 py-2">
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className={strong ? "text-lg font-bold text-ink-900" : "font-semibold text-ink-900"}>{formatDirhams(value)}</dd>
    </div>
  );
}

function FloatForm({ day, onDone }: { day: CashDay; onDone: (message: string) => void }) {
  const id = useId();
  const [text, setText] = useState(dirhamsForInput(day.fondCaisse));
  const [error, setError] = useState<string | null>(null);
  const save = useSetFloat({ onError: (failure) => setError(actionFailure(failure, cashDayMessages.floatFailed)) });
  return (
    <form
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        const centimes = parseDirhams(text);
        if (centimes === null) return setError("Montant invalide (ex. 200 ou 200,50).");
        setError(null);
        save.mutate({ jour: day.jour, fondCaisse: centimes }, { onSuccess: () => onDone("Fond de caisse enregistré avec succès.") });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          Fond de caisse (DH)
        </label>
        <input id={id} className={`${inputClasses} w-36 !py-2`} inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
        Enregistrer le fond
      </Button>
      {error && (
        <p role="alert" className="w-full text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The notes and coins of the dirham, to count the drawer. */
const denominations = [20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50];

function CloseForm({ day, onDone }: { day: CashDay; onDone: (message: string) => void }) {
  const id = useId();
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [typed, setTyped] = useState("");
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = useCloseDay({ onError: (failure) => setError(actionFailure(failure, cashDayMessages.closeFailed)) });
  const fromCounts = denominations.reduce((sum, value) => sum + value * (Number(counts[value]) || 0), 0);
  const counted = typed.trim() ? parseDirhams(typed) : fromCounts;
  const difference = counted === null ? null : counted - day.especesAttendues;

  return (
    <StaffPanel id="cloture" title="Clôturer la caisse" icon={Lock} description="Comptez les espèces de la caisse (fond compris). Après la clôture, plus aucun paiement ne peut être enregistré sur ce jour.">
      <form
        noValidate
        className="flex flex-col gap-4 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          if (counted === null) return setError("Montant compté invalide (ex. 1250 ou 1250,50).");
          setError(null);
          close.mutate({ jour: day.jour, input: { especesComptees: counted, ...(remark.trim() ? { remarque: remark.trim() } : {}) } }, { onSuccess: () => onDone("Caisse clôturée avec succès.") });
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Comptage par billets et pièces (facultatif)</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
            {denominations.map((value) => (
              <div key={value} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${value}`} className="text-xs text-ink-600">
                  {dirhamsForInput(value).replace(",00", "")} DH
                </label>
                <input
                  id={`${id}-${value}`}
                  className={`${inputClasses} !px-2 !py-1.5`}
                  inputMode="numeric"
                  value={counts[value] ?? ""}
                  onChange={(event) => setCounts({ ...counts, [value]: event.target.value.replace(/\D/g, "") })}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-compte`} className="text-sm font-semibold text-ink-800">
              Espèces comptées (DH)
            </label>
            <input id={`${id}-compte`} className={inputClasses} inputMode="decimal" placeholder={dirhamsForInput(fromCounts)} value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-remarque`} className="text-sm font-semibold text-ink-800">
              Remarque
            </label>
            <input id={`${id}-remarque`} className={inputClasses} value={remark} onChange={(event) => setRemark(event.target.value)} />
          </div>
        </div>
        <p className="font-semibold text-ink-900" aria-live="polite">
          Attendu {formatDirhams(day.especesAttendues)} · compté {counted === null ? "—" : formatDirhams(counted)} · écart{" "}
          <span className={difference ? "text-danger-700" : ""}>{difference === null ? "—" : formatDirhams(difference)}</span>
        </p>
        {error && (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-fit" disabled={close.isPending} aria-busy={close.isPending}>
          <Lock className="size-4" aria-hidden="true" />
          Clôturer la caisse
        </Button>
      </form>
    </StaffPanel>
  );
}
