"use client";

import { type ReactNode, useState } from "react";
import { BillDialog, type BillTarget } from "@/components/staff/billing/bill-dialog";
import { CreditNoteDialog, type CreditableInvoice } from "@/components/staff/billing/credit-note-dialog";
import { PaymentDialog, type PayableInvoice } from "@/components/staff/billing/payment-dialog";

/**
 * The three money dialogs a list of bills opens (« Facturer », « Encaisser », « Établir un avoir »),
 * for the billing page and the patient's file alike: `bill`, `pay` and `credit` open one, `dialogs`
 * is rendered once. `onPaid` gets the sentence to show once a payment's dialog has closed.
 */
export function useInvoiceDialogs(onPaid: (message: string) => void): {
  bill: (target: BillTarget) => void;
  pay: (invoice: PayableInvoice) => void;
  credit: (invoice: CreditableInvoice) => void;
  dialogs: ReactNode;
} {
  const [billing, setBilling] = useState<BillTarget | null>(null);
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const [crediting, setCrediting] = useState<CreditableInvoice | null>(null);
  const dialogs = (
    <>
      <BillDialog target={billing} onClose={() => setBilling(null)} />
      <PaymentDialog
        invoice={paying}
        onClose={() => setPaying(null)}
        onDone={(message) => {
          setPaying(null);
          onPaid(message);
        }}
      />
      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </>
  );
  return { bill: setBilling, pay: setPaying, credit: setCrediting, dialogs };
}
