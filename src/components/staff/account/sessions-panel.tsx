"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { actionFailure } from "@/client/staff-api";
import { useLogoutEverywhere } from "@/components/staff/account/account-mutations";
import { useStatusMessage } from "@/client/use-status-message";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusMessage } from "@/components/ui/status-message";

export const LOGOUT_EVERYWHERE = "Se déconnecter de tous les appareils";
const logoutEverywhereFailed = "Erreur lors de la déconnexion des appareils.";

/**
 * 'Se déconnecter de tous les appareils' (POST /api/auth/logout-all), after a confirmation:
 * every token of the account stops working, this one included, so the person leaves as with
 * the header's logout.
 */
export function SessionsPanel() {
  const { logout } = useStaffSession();
  const [confirming, setConfirming] = useState(false);
  const status = useStatusMessage();

  const logoutAll = useLogoutEverywhere({
    onSuccess: logout,
    onError: (failure) => status.show(actionFailure(failure, logoutEverywhereFailed)),
    onSettled: () => setConfirming(false),
  });

  return (
    <StaffPanel
      id="sessions"
      title="Sessions"
      icon={MonitorSmartphone}
      description="Un poste de l'accueil resté ouvert, une tablette égarée : fermez d'un coup toutes vos sessions, y compris celle-ci."
    >
      <div className="flex flex-col gap-4">
        <div>
          {/* On a phone the label may take two lines rather than overflow the card. */}
          <Button variant="secondary" className="h-auto! min-h-11 py-2 text-center whitespace-normal!" onClick={() => setConfirming(true)} disabled={logoutAll.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            {LOGOUT_EVERYWHERE}
          </Button>
        </div>
        <StatusMessage message={status.message} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={`${LOGOUT_EVERYWHERE} ?`}
        description="Toutes vos sessions seront fermées, y compris celle-ci : il faudra vous reconnecter sur chaque appareil."
        confirmLabel="Se déconnecter partout"
        tone="danger"
        busy={logoutAll.isPending}
        onConfirm={() => logoutAll.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </StaffPanel>
  );
}
