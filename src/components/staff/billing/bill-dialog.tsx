"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus, Printer, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { actionFailure } from "@/client/staff-api";
import { actQueries } from "@/components/staff/acts/act-queries";
import { useIssueInvoice } from "@/components/staff/billing/invoice-queries";
import { ClaimFormButtons } from "@/components/staff/billing/claim-form-buttons";
import { PrintReceiptButton } from "@/components/staff/billing/print-receipt-button";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { dirhamsForInput, formatDirhams, parseDirhams } from "@/schemas/act";
import { invoiceMessages, type IssuedInvoice, paymentModeLabels, paymentModes, type PaymentMode } from "@/schemas/invoice";

/**
 * Who and what is billed: a visit (its appointment) or a patient seen without one; `actIds`, the
 * acts of the visit's type, are its first lines. Without an appointment nor `medecinId`, the fees
 * are the caller's when a doctor; anyone else chooses the doctor in the dialog.
 */
export type BillTarget = { appointmentId?: number; patientId?: number; medecinId?: number; patientName: string; description: string; actIds?: number[] };

type ActLine = { key: number; actId: number | null; amount: string };
type PaymentLine = { key: number; mode: PaymentMode; amount: string; reference: string };

let nextKey = 1;
const inputSm = `${inputClasses} !py-2`;

/**
 * Billing a visit (issue 35, decision 057): the acts from the active catalogue at the practice's
 * fee (the desk may adjust an amount), a discount or an exemption with its reason, the payments in
 * one or several parts (or none: « à régler »), then the receipt's number and its print.
 */
export function BillDialog({ target, onClose }: { target: BillTarget | null; onClose: () => void }) {
  return (
    <StaffDialog open={target !== null} title={target ? `Facturer — ${target.patientName}` : "Facturer"} onClose={onClose}>
      {target && <BillForm key={`${target.appointmentId ?? ""}-${target.patientId ?? ""}`} target={target} onClose={onClose} />}
    </StaffDialog>
  );
}

function BillForm({ target, onClose }: { target: BillTarget; onClose: () => void }) {
  const id = useId();
  const { roles } = useStaffSession();
  // POST /api/invoices needs the doctor whose fees these are unless a visit or the caller (a doctor) says it.
  const choosesDoctor = target.appointmentId === undefined && target.medecinId === undefined && !roles.includes("MEDECIN");
  const doctors = useQuery({ ...staffUserQueries.doctors(), enabled: choosesDoctor });
  const [doctorId, setDoctorId] = useState<number | null>(null);
  const chosenDoctor = doctorId ?? (doctors.data?.length === 1 ? doctors.data[0]!.id : null);
  const acts = useQuery(actQueries.list());
  const active = acts.data?.filter((act) => act.actif) ?? [];
  const [lines, setLines] = useState<ActLine[]>([{ key: nextKey++, actId: null, amount: "" }]);
  const [discount, setDiscount] = useState<{ amount: string; reason: string } | null>(null);
  const [paymentLines, setPaymentLines] = useState<PaymentLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedInvoice | null>(null);
  const issue = useIssueInvoice({ onError: (failure) => setError(actionFailure(failure, "Impossible d'émettre le reçu.")) });

  // Once the catalogue is read, the lines start on the visit type's acts, else on its first act (the consultation).
  const proposed = (target.actIds ?? []).flatMap((actId) => active.filter((act) => act.id === actId));
  const firstActs = proposed.length > 0 ? proposed : active.slice(0, 1);
  if (firstActs.length > 0 && lines.length === 1 && lines[0]!.actId === null && lines[0]!.amount === "") {
    setLines(firstActs.map((act) => ({ key: nextKey++, actId: act.id, amount: formatDirhams(act.tarifCentimes).replace(" DH", "") })));
  }

  const lineCentimes = lines.map((line) => parseDirhams(line.amount));
  const gross = lineCentimes.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const discountCentimes = discount ? (parseDirhams(discount.amount) ?? 0) : 0;
  const total = Math.max(0, gross - discountCentimes);
  const paid = paymentLines.reduce((sum, line) => sum + (parseDirhams(line.amount) ?? 0), 0);
  const due = total - paid;

  if (issued) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-lg font-semibold text-ink-900">
          Reçu <span className="font-mono">{issued.numero}</span> émis.
        </p>
        <p className="text-ink-700">
          Total {formatDirhams(issued.total)} · {issued.reste > 0 ? `reste à régler ${formatDirhams(issued.reste)}` : "acquitté"}
        </p>
        <div className="flex flex-wrap gap-2">
          <PrintReceiptButton invoiceId={issued.id} numero={issued.numero} onError={setError} />
          <ClaimFormButtons invoiceId={issued.id} numero={issued.numero} onError={setError} />
          <Button variant="secondary" onClick={onClose}>
            Terminer
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (choosesDoctor && chosenDoctor === null) return setError(invoiceMessages.doctorRequired);
    if (lines.some((line) => line.actId === null) || lineCentimes.some((value) => value === null)) return setError("Chaque acte doit avoir un montant valide (ex. 300 ou 250,50).");
    if (discount && (parseDirhams(discount.amount) === null || !discount.reason.trim())) return setError("La remise doit avoir un montant et un motif.");
    if (paymentLines.some((line) => parseDirhams(line.amount) === null || parseDirhams(line.amount) === 0)) return setError("Chaque paiement doit avoir un montant valide.");
    if (paymentLines.some((line) => line.mode === "cheque" && !line.reference.trim())) return setError("Indiquez le numéro du chèque.");
    if (due < 0) return setError(`Les paiements dépassent le total (${formatDirhams(total)}).`);
    issue.mutate(
      {
        ...(target.appointmentId !== undefined ? { appointmentId: target.appointmentId } : { patientId: target.patientId }),
        ...(target.medecinId !== undefined ? { medecinId: target.medecinId } : choosesDoctor && chosenDoctor !== null ? { medecinId: chosenDoctor } : {}),
        lignes: lines.map((line, index) => ({ actId: line.actId!, montant: lineCentimes[index]! })),
        ...(discount ? { remise: { montant: discountCentimes, motif: discount.reason.trim() } } : {}),
        paiements: paymentLines.map((line) => ({ mode: line.mode, montant: parseDirhams(line.amount)!, ...(line.reference.trim() ? { reference: line.reference.trim() } : {}) })),
      },
      { onSuccess: setIssued },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-600">{target.description}</p>
      {choosesDoctor && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-medecin`} className="text-sm font-semibold text-ink-800">
            Médecin
            <span className="ms-0.5 text-danger-600" aria-hidden="true">
              *
            </span>
          </label>
          <select id={`${id}-medecin`} className={inputSm} required value={chosenDoctor ?? ""} onChange={(event) => setDoctorId(Number(event.target.value) || null)}>
            <option value="">Choisir le médecin…</option>
            {doctors.data?.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                Dr {doctor.prenom} {doctor.nom}
              </option>
            ))}
          </select>
          {doctors.isError && <p className="text-sm text-danger-700">Impossible de charger la liste des médecins.</p>}
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink-900">Actes</legend>
        {acts.isError && <p className="text-sm text-danger-700">Impossible de charger le catalogue des actes.</p>}
        {lines.map((line, index) => (
          // On a phone the act's label takes the whole width, its amount and removal go below it.
          <div key={line.key} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2 max-sm:grid-cols-[1fr_auto]">
            <div className="flex flex-col gap-1 max-sm:col-span-2">
              <label htmlFor={`${id}-acte-${line.key}`} className="text-xs font-semibold text-ink-700">
                Acte {index + 1}
              </label>
              <select
                id={`${id}-acte-${line.key}`}
                className={inputSm}
                value={line.actId ?? ""}
                onChange={(event) => {
                  const act = active.find((candidate) => candidate.id === Number(event.target.value));
                  setLines(lines.map((other) => (other.key === line.key ? { ...other, actId: act?.id ?? null, amount: act ? formatDirhams(act.tarifCentimes).replace(" DH", "") : "" } : other)));
                }}
              >
                <option value="">Choisir…</option>
                {active.map((act) => (
                  <option key={act.id} value={act.id}>
                    {act.code} — {act.libelle}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-montant-${line.key}`} className="text-xs font-semibold text-ink-700">
                Montant (DH)
              </label>
              <input
                id={`${id}-montant-${line.key}`}
                className={inputSm}
                inputMode="decimal"
                value={line.amount}
                aria-invalid={lineCentimes[index] === null || undefined}
                onChange={(event) => setLines(lines.map((other) => (other.key === line.key ? { ...other, amount: event.target.value } : other)))}
              />
            </div>
            <Button variant="secondary" size="sm" aria-label={`Retirer l'acte ${index + 1}`} disabled={lines.length === 1} onClick={() => setLines(lines.filter((other) => other.key !== line.key))}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => setLines([...lines, { key: nextKey++, actId: null, amount: "" }])}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter un acte
        </Button>
      </fieldset>

      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-ink-800">
          <input type="checkbox" checked={discount !== null} onChange={(event) => setDiscount(event.target.checked ? { amount: "", reason: "" } : null)} className="size-4" />
          Remise ou exonération
        </label>
        {discount && (
          <div className="grid grid-cols-[7rem_1fr] gap-2">
            <input aria-label="Montant de la remise (DH)" className={inputSm} inputMode="decimal" value={discount.amount} onChange={(event) => setDiscount({ ...discount, amount: event.target.value })} />
            <input aria-label="Motif de la remise" placeholder="Motif (ex. confrère, indigent)" className={inputSm} value={discount.reason} onChange={(event) => setDiscount({ ...discount, reason: event.target.value })} />
          </div>
        )}
      </div>

      <p className="flex items-baseline justify-between border-y border-ink-100 py-3 text-lg font-bold text-ink-900" aria-live="polite">
        <span>Total</span>
        <span>{formatDirhams(total)}</span>
      </p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink-900">Règlement</legend>
        {paymentLines.length === 0 && <p className="text-sm text-ink-600">Aucun paiement : le reçu sera « à régler ».</p>}
        {paymentLines.map((line, index) => (
          // On a phone: mode, amount and removal on one line, the reference below them.
          <div key={line.key} className="grid grid-cols-[8rem_6rem_1fr_auto] items-end gap-2 max-sm:grid-cols-[1fr_6rem_auto]">
            <select
              aria-label={`Mode du paiement ${index + 1}`}
              className={inputSm}
              value={line.mode}
              onChange={(event) => setPaymentLines(paymentLines.map((other) => (other.key === line.key ? { ...other, mode: event.target.value as PaymentMode } : other)))}
            >
              {paymentModes.map((mode) => (
                <option key={mode} value={mode}>
                  {paymentModeLabels[mode]}
                </option>
              ))}
            </select>
            <input
              aria-label={`Montant du paiement ${index + 1} (DH)`}
              className={inputSm}
              inputMode="decimal"
              value={line.amount}
              onChange={(event) => setPaymentLines(paymentLines.map((other) => (other.key === line.key ? { ...other, amount: event.target.value } : other)))}
            />
            <input
              aria-label={line.mode === "cheque" ? `Numéro du chèque ${index + 1}` : `Référence du paiement ${index + 1}`}
              placeholder={line.mode === "cheque" ? "N° du chèque" : "Référence (facultatif)"}
              className={`${inputSm} max-sm:order-last max-sm:col-span-3`}
              value={line.reference}
              onChange={(event) => setPaymentLines(paymentLines.map((other) => (other.key === line.key ? { ...other, reference: event.target.value } : other)))}
            />
            <Button variant="secondary" size="sm" aria-label={`Retirer le paiement ${index + 1}`} onClick={() => setPaymentLines(paymentLines.filter((other) => other.key !== line.key))}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          {paymentModes.map((mode) => (
            <Button
              key={mode}
              variant="secondary"
              size="sm"
              disabled={due <= 0}
              onClick={() => setPaymentLines([...paymentLines, { key: nextKey++, mode, amount: dirhamsForInput(due), reference: "" }])}
            >
              <Plus className="size-4" aria-hidden="true" />
              {paymentModeLabels[mode]}
            </Button>
          ))}
        </div>
        <p className="text-sm font-semibold text-ink-800" aria-live="polite">
          {due > 0 ? `Reste à régler : ${formatDirhams(due)}` : due === 0 ? "Acquitté" : `Les paiements dépassent le total de ${formatDirhams(-due)}`}
        </p>
      </fieldset>

      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={issue.isPending || acts.isPending} aria-busy={issue.isPending}>
          <Printer className="size-4" aria-hidden="true" />
          Émettre le reçu
        </Button>
      </div>
    </form>
  );
}
