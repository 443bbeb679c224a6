"use client";

import { useId, useState } from "react";
import { usePayInvoice } from "@/components/staff/billing/invoice-queries";
import { moneyFailure } from "@/components/staff/billing/money-failure";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { dirhamsForInput, formatDirhams, parseDirhams } from "@/schemas/act";
import { invoiceMessages, paymentModeLabels, paymentModes, type PaymentMode } from "@/schemas/invoice";

/** The receipt a payment is taken on: what the desk's lists and the patient's file both know of it. */
export type PayableInvoice = { id: number; numero: string; reste: number };

/**
 * « Encaisser » (decision 057): a further payment on a receipt with something still due, in
 * today's cash day, from the billing page's « À régler » list or the patient's file. `onDone`
 * gets the sentence to show once the dialog has closed.
 */
export function PaymentDialog({ invoice, onClose, onDone }: { invoice: PayableInvoice | null; onClose: () => void; onDone: (message: string) => void }) {
  return (
    <StaffDialog open={invoice !== null} title={invoice ? `Encaisser — ${invoice.numero}` : "Encaisser"} onClose={onClose}>
      {invoice && <PaymentForm key={invoice.id} invoice={invoice} onDone={onDone} />}
    </StaffDialog>
  );
}

function PaymentForm({ invoice, onDone }: { invoice: PayableInvoice; onDone: (message: string) => void }) {
  const id = useId();
  const [mode, setMode] = useState<PaymentMode>("especes");
  const [amount, setAmount] = useState(dirhamsForInput(invoice.reste));
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const pay = usePayInvoice({ onError: (failure) => setError(moneyFailure(failure, "Impossible d'enregistrer le paiement.")) });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        const centimes = parseDirhams(amount);
        if (!centimes) return setError("Montant invalide (ex. 150 ou 150,50).");
        if (mode === "cheque" && !reference.trim()) return setError(invoiceMessages.chequeNumber);
        pay.mutate(
          { id: invoice.id, payment: { mode, montant: centimes, ...(reference.trim() ? { reference: reference.trim() } : {}) } },
          { onSuccess: (result) => onDone(result.reste > 0 ? `Paiement enregistré avec succès : reste ${formatDirhams(result.reste)}.` : `Reçu ${result.numero} acquitté avec succès.`) },
        );
      }}
    >
      <p className="text-ink-700">
        Reste à régler : <strong>{formatDirhams(invoice.reste)}</strong>
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-mode`} className="text-sm font-semibold text-ink-800">
            Mode
          </label>
          <select id={`${id}-mode`} className={inputClasses} value={mode} onChange={(event) => setMode(event.target.value as PaymentMode)}>
            {paymentModes.map((value) => (
              <option key={value} value={value}>
                {paymentModeLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-montant`} className="text-sm font-semibold text-ink-800">
            Montant (DH)
          </label>
          <input id={`${id}-montant`} className={inputClasses} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reference`} className="text-sm font-semibold text-ink-800">
            {mode === "cheque" ? "N° du chèque" : "Référence"}
          </label>
          <input id={`${id}-reference`} className={inputClasses} value={reference} onChange={(event) => setReference(event.target.value)} />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pay.isPending} aria-busy={pay.isPending}>
          Enregistrer le paiement
        </Button>
      </div>
    </form>
  );
}
