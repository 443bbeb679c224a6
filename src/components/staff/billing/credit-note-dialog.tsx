"use client";

import { useQuery } from "@tanstack/react-query";
import { FileMinus2 } from "lucide-react";
import { useId, useState } from "react";
import { formatCalendarDate } from "@/client/practice-dates";
import { invoiceQueries, useIssueCreditNote } from "@/components/staff/billing/invoice-queries";
import { moneyFailure } from "@/components/staff/billing/money-failure";
import { PrintReceiptButton } from "@/components/staff/billing/print-receipt-button";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { dirhamsForInput, formatDirhams, parseDirhams } from "@/schemas/act";
import { type CreditNoteInput, type Invoice, invoiceMessages, type IssuedInvoice, paymentModeLabels, paymentModes, type PaymentMode } from "@/schemas/invoice";

/** The receipt to correct, as the lists that offer « Établir un avoir » know it. */
export type CreditableInvoice = { id: number; numero: string };

type LineChoice = { chosen: boolean; amount: string };
type Refund = { mode: PaymentMode; amount: string; reference: string };

const inputSm = `${inputClasses} !py-2`;

/**
 * « Établir un avoir » (issue 35, decisions 056 and 057): a receipt is never edited, it is
 * corrected by a credit note of series A that refers to it. The whole of what remains of the
 * receipt by default, or chosen lines at lower amounts; always with a reason; and, when the
 * patient had paid, the money given back now (a refund in today's cash day). Then the credit
 * note's number and its print, as a receipt's.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: CreditableInvoice | null; onClose: () => void }) {
  return (
    <StaffDialog open={invoice !== null} title={invoice ? `Établir un avoir — ${invoice.numero}` : "Établir un avoir"} onClose={onClose}>
      {invoice && <CreditNoteForm key={invoice.id} invoiceId={invoice.id} onClose={onClose} />}
    </StaffDialog>
  );
}

function CreditNoteForm({ invoiceId, onClose }: { invoiceId: number; onClose: () => void }) {
  const receipt = useQuery(invoiceQueries.one(invoiceId));
  const [issued, setIssued] = useState<{ note: IssuedInvoice; refund: CreditNoteInput["remboursement"] } | null>(null);
  const [printError, setPrintError] = useState<string | null>(null);

  if (issued) {
    const { note, refund } = issued;
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-lg font-semibold text-ink-900">
          Avoir <span className="font-mono">{note.numero}</span> établi.
        </p>
        <p className="text-ink-700">
          Montant de l&apos;avoir : {formatDirhams(note.total)}
          {refund && ` · remboursé ${formatDirhams(refund.montant)} (${paymentModeLabels[refund.mode].toLowerCase()})`}
        </p>
        <div className="flex flex-wrap gap-2">
          <PrintReceiptButton invoiceId={note.id} numero={note.numero} label="Imprimer l'avoir" onError={setPrintError} />
          <Button variant="secondary" onClick={onClose}>
            Terminer
          </Button>
        </div>
        {printError && (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {printError}
          </p>
        )}
      </div>
    );
  }
  if (receipt.isPending) {
    return (
      <p className="py-6 text-center text-ink-600" role="status">
        Chargement du reçu...
      </p>
    );
  }
  if (receipt.isError) return <LoadFailure message="Impossible de charger le reçu." onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;

  const invoice = receipt.data;
  const remaining = invoice.total + invoice.avoirs.reduce((sum, credit) => sum + credit.total, 0);
  if (invoice.serie !== "H") return <p className="text-ink-700">{invoiceMessages.creditNoteOfCreditNote}</p>;
  if (remaining <= 0) return <p className="text-ink-700">Ce reçu est déjà entièrement annulé par avoir : il n&apos;y a plus rien à créditer.</p>;
  return <CreditNoteFields invoice={invoice} remaining={remaining} onIssued={(note, refund) => setIssued({ note, refund })} onClose={onClose} />;
}

function CreditNoteFields({
  invoice,
  remaining,
  onIssued,
  onClose,
}: {
  invoice: Invoice;
  remaining: number;
  onIssued: (note: IssuedInvoice, refund: CreditNoteInput["remboursement"]) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [whole, setWhole] = useState(true);
  const [choices, setChoices] = useState<LineChoice[]>(() => invoice.lignes.map((line) => ({ chosen: false, amount: dirhamsForInput(line.montant) })));
  const [motif, setMotif] = useState("");
  const [refund, setRefund] = useState<Refund | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [motifMissing, setMotifMissing] = useState(false);
  const issue = useIssueCreditNote({ onError: (failure) => setError(moneyFailure(failure, "Impossible d'établir l'avoir.")) });

  const lineCentimes = choices.map((choice) => (choice.chosen ? parseDirhams(choice.amount) : 0));
  const credit = whole ? remaining : lineCentimes.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const refundCentimes = refund ? (parseDirhams(refund.amount) ?? 0) : 0;
  // What the patient would owe after the credit note (negative: they paid more than the new total).
  const dueAfter = invoice.reste - credit + refundCentimes;
  const overpaid = Math.min(invoice.paye, Math.max(0, credit - invoice.reste));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setMotifMissing(false);
    if (!whole) {
      if (!choices.some((choice) => choice.chosen)) return setError("Choisissez au moins une ligne.");
      if (choices.some((choice, index) => choice.chosen && !lineCentimes[index])) return setError("Chaque ligne choisie doit avoir un montant valide (ex. 150 ou 150,50).");
      if (invoice.lignes.some((line, index) => (lineCentimes[index] ?? 0) > line.montant)) return setError("Le montant d'une ligne ne peut pas dépasser celui du reçu.");
      if (credit > remaining) return setError(invoiceMessages.creditTooLarge);
    }
    if (!motif.trim()) {
      setMotifMissing(true);
      return setError("Indiquez le motif de l'avoir.");
    }
    if (refund) {
      if (!parseDirhams(refund.amount)) return setError("Le remboursement doit avoir un montant valide (ex. 150 ou 150,50).");
      if (refund.mode === "cheque" && !refund.reference.trim()) return setError(invoiceMessages.chequeNumber);
      if (refundCentimes > invoice.paye) return setError(invoiceMessages.refundTooLarge);
    }
    const remboursement = refund ? { mode: refund.mode, montant: refundCentimes, ...(refund.reference.trim() ? { reference: refund.reference.trim() } : {}) } : undefined;
    const input: CreditNoteInput = {
      motif: motif.trim(),
      ...(whole ? {} : { lignes: invoice.lignes.flatMap((line, index) => (choices[index]!.chosen ? [{ ligneId: line.id, montant: lineCentimes[index]! }] : [])) }),
      ...(remboursement ? { remboursement } : {}),
    };
    issue.mutate({ id: invoice.id, input }, { onSuccess: (note) => onIssued(note, remboursement) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-600">
        Reçu du {formatCalendarDate(invoice.jour)} · {invoice.patient.prenom} {invoice.patient.nom} · Dr {invoice.medecin.prenom} {invoice.medecin.nom}
        <br />
        Total {formatDirhams(invoice.total)}
        {remaining !== invoice.total && ` · reste à créditer ${formatDirhams(remaining)}`} · payé {formatDirhams(invoice.paye)}
        {invoice.reste > 0 && ` · reste dû ${formatDirhams(invoice.reste)}`}
      </p>
      <p className="rounded-lg bg-ink-50 px-4 py-3 text-sm text-ink-700">Le reçu reste tel qu&apos;il a été émis : l&apos;avoir, numéroté à part, le corrige.</p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink-900">Que crédite l&apos;avoir ?</legend>
        <label className="flex items-center gap-2 text-[15px] text-ink-800">
          <input type="radio" name={`${id}-etendue`} className="size-4" checked={whole} onChange={() => setWhole(true)} />
          Tout le reçu ({formatDirhams(remaining)})
        </label>
        <label className="flex items-center gap-2 text-[15px] text-ink-800">
          <input type="radio" name={`${id}-etendue`} className="size-4" checked={!whole} onChange={() => setWhole(false)} />
          Certaines lignes, à un montant choisi
        </label>
        {!whole && (
          <ul className="mt-1 flex flex-col gap-2 border-s-2 border-primary-100 ps-3 sm:ps-4">
            {invoice.lignes.map((line, index) => {
              const choice = choices[index]!;
              const update = (next: Partial<LineChoice>) => setChoices(choices.map((other, at) => (at === index ? { ...other, ...next } : other)));
              return (
                <li key={line.id} className="grid grid-cols-[1fr_7.5rem] items-center gap-2">
                  <label className="flex min-w-0 items-start gap-2 text-sm text-ink-800">
                    <input type="checkbox" className="mt-0.5 size-4 shrink-0" checked={choice.chosen} onChange={(event) => update({ chosen: event.target.checked })} />
                    <span className="min-w-0">
                      <span className="sr-only">Ligne {index + 1} : </span>
                      <span className="font-semibold">{line.code}</span> — {line.libelle} <span className="whitespace-nowrap text-ink-500">({formatDirhams(line.montant)})</span>
                    </span>
                  </label>
                  <input
                    aria-label={`Montant crédité, ligne ${index + 1} (DH)`}
                    className={inputSm}
                    inputMode="decimal"
                    disabled={!choice.chosen}
                    value={choice.amount}
                    aria-invalid={(choice.chosen && !lineCentimes[index]) || undefined}
                    onChange={(event) => update({ amount: event.target.value })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-motif`} className="text-sm font-semibold text-ink-800">
          Motif
          <span className="ms-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-motif`}
          className={`${inputClasses} min-h-20`}
          maxLength={500}
          required
          aria-invalid={motifMissing || undefined}
          placeholder="ex. acte facturé par erreur, remise accordée après coup"
          value={motif}
          onChange={(event) => setMotif(event.target.value)}
        />
      </div>

      {invoice.paye > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink-900">Remboursement</legend>
          <p className="text-sm text-ink-600">
            Le patient a payé {formatDirhams(invoice.paye)}.
            {overpaid > 0 && ` Avec cet avoir, il a payé ${formatDirhams(overpaid)} de trop.`}
          </p>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-800">
            <input
              type="checkbox"
              className="size-4"
              checked={refund !== null}
              onChange={(event) => setRefund(event.target.checked ? { mode: "especes", amount: overpaid > 0 ? dirhamsForInput(overpaid) : "", reference: "" } : null)}
            />
            Rembourser le patient maintenant
          </label>
          {refund && (
            <div className="grid grid-cols-[9rem_7.5rem_1fr] gap-2 max-sm:grid-cols-2">
              <select aria-label="Mode du remboursement" className={inputSm} value={refund.mode} onChange={(event) => setRefund({ ...refund, mode: event.target.value as PaymentMode })}>
                {paymentModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {paymentModeLabels[mode]}
                  </option>
                ))}
              </select>
              <input aria-label="Montant remboursé (DH)" className={inputSm} inputMode="decimal" value={refund.amount} onChange={(event) => setRefund({ ...refund, amount: event.target.value })} />
              <input
                aria-label={refund.mode === "cheque" ? "Numéro du chèque remboursé" : "Référence du remboursement"}
                placeholder={refund.mode === "cheque" ? "N° du chèque" : "Référence (facultatif)"}
                className={`${inputSm} max-sm:col-span-2`}
                value={refund.reference}
                onChange={(event) => setRefund({ ...refund, reference: event.target.value })}
              />
            </div>
          )}
        </fieldset>
      )}

      <div className="flex flex-col gap-1 border-y border-ink-100 py-3" aria-live="polite">
        <p className="flex items-baseline justify-between text-lg font-bold text-ink-900">
          <span>Avoir</span>
          <span>{formatDirhams(-credit)}</span>
        </p>
        <p className="text-sm font-semibold text-ink-700">
          {dueAfter > 0 ? `Après l'avoir, reste dû : ${formatDirhams(dueAfter)}` : dueAfter === 0 ? "Après l'avoir, le reçu est soldé." : `Après l'avoir, trop-perçu : ${formatDirhams(-dueAfter)}`}
        </p>
      </div>

      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" variant="danger" disabled={issue.isPending} aria-busy={issue.isPending}>
          <FileMinus2 className="size-4" aria-hidden="true" />
          Établir l&apos;avoir
        </Button>
      </div>
    </form>
  );
}
