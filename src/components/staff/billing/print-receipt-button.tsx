"use client";

import { Printer } from "lucide-react";
import { actionFailure } from "@/client/staff-api";
import { usePrintInvoice } from "@/components/staff/billing/invoice-queries";
import { openPdf } from "@/components/staff/documents/open-pdf";
import { Button } from "@/components/ui/button";

/**
 * Prints a receipt: its PDF fetched with the staff token and shown through a blob: address in a
 * tab opened at the click (decision 053's way). The first print is the original, every later one
 * a DUPLICATA.
 */
export function PrintReceiptButton({
  invoiceId,
  numero,
  label = "Imprimer le reçu",
  size,
  onError,
}: {
  invoiceId: number;
  numero: string;
  label?: string;
  size?: "sm" | "md";
  onError: (message: string) => void;
}) {
  const print = usePrintInvoice({ onError: (failure) => onError(actionFailure(failure, "Impossible d'imprimer le reçu.")) });
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={print.isPending}
      aria-busy={print.isPending}
      onClick={() => {
        const tab = window.open("", "_blank");
        print.mutate(invoiceId, { onSuccess: (blob) => openPdf(blob, `recu-${numero}.pdf`, tab), onError: () => tab?.close() });
      }}
    >
      <Printer className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
