"use client";

import { useMutation } from "@tanstack/react-query";
import { FileCheck2, FileText } from "lucide-react";
import { actionFailure, staffApi } from "@/client/staff-api";
import { openPdf } from "@/components/staff/documents/open-pdf";
import { Button } from "@/components/ui/button";

/**
 * What the patient hands the AMO or a mutuelle with a receipt (decision 060): "Feuille de soins"
 * prints the doctor's part onto the pre-printed form put in the printer, "Attestation" an
 * attestation of the fees paid on the letterhead when the patient has no form. Each PDF is fetched
 * with the staff token and shown in a tab opened at the click, as the receipt is.
 */
export function ClaimFormButtons({ invoiceId, numero, size, onError }: { invoiceId: number; numero: string; size?: "sm" | "md"; onError: (message: string) => void }) {
  const overlay = useMutation({ mutationFn: staffApi.claimForm.overlay, onError: (failure) => onError(actionFailure(failure, "Impossible d'imprimer la feuille de soins.")) });
  const attestation = useMutation({ mutationFn: staffApi.claimForm.attestation, onError: (failure) => onError(actionFailure(failure, "Impossible d'imprimer l'attestation.")) });
  const open = (mutation: typeof overlay, fileName: string) => {
    const tab = window.open("", "_blank");
    mutation.mutate(invoiceId, { onSuccess: (blob) => openPdf(blob, fileName, tab), onError: () => tab?.close() });
  };
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        disabled={overlay.isPending}
        aria-busy={overlay.isPending}
        title="À imprimer sur la feuille de soins pré-imprimée, placée dans l'imprimante"
        onClick={() => open(overlay, `feuille-de-soins-${numero}.pdf`)}
      >
        <FileText className="size-4" aria-hidden="true" />
        Feuille de soins
      </Button>
      <Button
        variant="secondary"
        size={size}
        disabled={attestation.isPending}
        aria-busy={attestation.isPending}
        title="Attestation d'honoraires sur papier à en-tête, sans feuille de soins"
        onClick={() => open(attestation, `attestation-${numero}.pdf`)}
      >
        <FileCheck2 className="size-4" aria-hidden="true" />
        Attestation
      </Button>
    </>
  );
}
