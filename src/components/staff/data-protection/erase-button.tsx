"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { actionFailure } from "@/client/staff-api";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import { dataProtectionMessages } from "@/schemas/data-protection";

type EraseButtonProps = {
  /** What is erased, for the question: « cette demande », « ce message ». */
  what: string;
  /** The entity's erasure hook (`useEraseRequest`, `useEraseMessage`): it knows what the erasure makes out of date. */
  erasure: UseMutationResult<unknown, Error, void>;
};

/**
 * 'Effacer' (ADMIN only; the server checks it again): erasure on a person's demand under law 09-08
 * (decision 034), after a confirmation, since nothing brings it back.
 */
export function EraseButton({ what, erasure: mutation }: EraseButtonProps) {
  const { isAdmin } = useStaffSession();
  const [confirming, setConfirming] = useState(false);
  if (!isAdmin) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" variant="ghost" className="text-danger-700 hover:bg-danger-50" onClick={() => setConfirming(true)} disabled={mutation.isPending}>
        <Trash2 className="size-4" aria-hidden="true" />
        Effacer
      </Button>
      <StatusMessage message={mutation.error ? actionFailure(mutation.error, dataProtectionMessages.eraseFailed) : null} />
      <ConfirmDialog
        open={confirming}
        title={`Effacer ${what} ?`}
        description="À la demande de la personne (loi 09-08, droit à l'effacement). L'effacement est définitif ; le journal d'audit en garde la trace, sans son contenu."
        confirmLabel="Effacer définitivement"
        tone="danger"
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
