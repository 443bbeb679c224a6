"use client";

import { useQuery } from "@tanstack/react-query";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { ProofDialog } from "@/components/staff/two-factor/proof-dialog";
import { RecoveryCodes } from "@/components/staff/two-factor/recovery-codes";
import { TotpEnrolment } from "@/components/staff/two-factor/totp-enrolment";
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useStartTotpEnrolment } from "@/components/staff/two-factor/two-factor-mutations";
import { twoFactorQueries } from "@/components/staff/two-factor/two-factor-queries";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import type { TotpEnrolment as Enrolment, TwoFactorStatus } from "@/schemas/two-factor";

export const TWO_FACTOR_SECTION_ID = "double-authentification";

/** What the section shows besides the status: an enrolment in progress, or codes to note (once). */
type Step = { kind: "status" } | { kind: "enrolling"; enrolment: Enrolment } | { kind: "codes"; codes: string[]; afterEnrolment: boolean };

type TwoFactorSectionProps = {
  /** After the recovery codes of a new enrolment were noted (the staff area's compulsory enrolment goes on from there). */
  onEnrolled?: () => void;
};

/**
 * 'Double authentification' on /responsable/compte (decision 024): turn two-factor login on with
 * an authenticator app, see the recovery codes once, replace them, turn it off.
 */
export function TwoFactorSection({ onEnrolled }: TwoFactorSectionProps) {
  const status = useQuery(twoFactorQueries.status());
  const [step, setStep] = useState<Step>({ kind: "status" });
  const notice = useStatusMessage();

  return (
    <StaffPanel
      id={TWO_FACTOR_SECTION_ID}
      title="Double authentification"
      icon={ShieldCheck}
      description="Un code à 6 chiffres de votre téléphone, en plus du mot de passe, à chaque connexion."
    >
      {step.kind === "enrolling" ? (
        <TotpEnrolment enrolment={step.enrolment} onConfirmed={(codes) => setStep({ kind: "codes", codes, afterEnrolment: true })} onCancel={() => setStep({ kind: "status" })} />
      ) : step.kind === "codes" ? (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: "status" });
            if (step.afterEnrolment) {
              notice.show("Double authentification activée avec succès.");
              onEnrolled?.();
            }
          }}
        />
      ) : status.isPending ? (
        <p className="py-4 text-ink-600" role="status">
          Chargement...
        </p>
      ) : status.isError ? (
        <LoadFailure message="Impossible de récupérer l'état de la double authentification." onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : status.data.totpEnabled ? (
        <EnabledState
          status={status.data}
          onNewCodes={(codes) => setStep({ kind: "codes", codes, afterEnrolment: false })}
          onDisabled={() => notice.show("Double authentification désactivée avec succès.")}
        />
      ) : (
        <DisabledState onStarted={(enrolment) => setStep({ kind: "enrolling", enrolment })} />
      )}
      <StatusMessage message={notice.message} className="mt-4 empty:mt-0" />
    </StaffPanel>
  );
}

function DisabledState({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const [message, setMessage] = useState("");
  const start = useStartTotpEnrolment({
    onMutate: () => setMessage(""),
    onSuccess: onStarted,
    onError: (failure) => setMessage(actionFailure(failure, "Impossible de commencer l'activation.")),
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px] text-ink-700">
        <span className="font-semibold text-ink-900">Désactivée.</span> Avec la double authentification, un mot de passe deviné ou volé ne
        suffit plus pour ouvrir votre compte. Il vous faut une application d&apos;authentification sur votre téléphone.
      </p>
      <StatusMessage message={message} />
      <div>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {start.isPending ? "Préparation..." : "Activer la double authentification"}
        </Button>
      </div>
    </div>
  );
}

type EnabledStateProps = { status: TwoFactorStatus; onNewCodes: (codes: string[]) => void; onDisabled: () => void };

function EnabledState({ status, onNewCodes, onDisabled }: EnabledStateProps) {
  const { timeZone } = useStaffSession();
  const [dialog, setDialog] = useState<"codes" | "disable" | null>(null);
  const fewCodesLeft = status.codesSecoursRestants <= 3;
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 text-[15px] sm:grid-cols-2">
        <div className="rounded-xl border border-success-700/20 bg-success-50 px-4 py-3">
          <dt className="text-sm text-ink-600">État</dt>
          <dd className="font-semibold text-success-700">Activée{status.activeDepuis ? ` depuis le ${formatInstant(status.activeDepuis, timeZone)}` : ""}</dd>
        </div>
        <div className={fewCodesLeft ? "rounded-xl border border-accent-200 bg-accent-50 px-4 py-3" : "rounded-xl border border-ink-100 bg-ink-50 px-4 py-3"}>
          <dt className="text-sm text-ink-600">Codes de secours</dt>
          <dd className="font-semibold text-ink-900">
            {status.codesSecoursRestants === 0
              ? "Aucun code restant"
              : `${status.codesSecoursRestants} code${status.codesSecoursRestants > 1 ? "s" : ""} restant${status.codesSecoursRestants > 1 ? "s" : ""}`}
            {fewCodesLeft && <span className="block text-sm font-medium text-accent-900">Générez-en de nouveaux.</span>}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDialog("codes")}>
          <KeyRound className="size-4" aria-hidden="true" />
          Nouveaux codes de secours
        </Button>
        {!status.obligatoire && (
          <Button variant="secondary" onClick={() => setDialog("disable")} className="text-danger-700">
            <ShieldOff className="size-4" aria-hidden="true" />
            Désactiver
          </Button>
        )}
      </div>
      {status.obligatoire && <p className="text-sm text-ink-600">Obligatoire pour les administrateurs : elle ne peut pas être désactivée.</p>}

      <ProofDialog
        open={dialog === "codes"}
        title="Nouveaux codes de secours"
        description="Dix nouveaux codes remplaceront les anciens, qui ne fonctionneront plus."
        submitLabel="Générer les codes"
        busyLabel="Génération..."
        failedText="Erreur lors de la génération des codes."
        mutation={regenerate}
        onDone={({ codesSecours }) => {
          setDialog(null);
          onNewCodes(codesSecours);
        }}
        onClose={() => setDialog(null)}
      />
      <ProofDialog
        open={dialog === "disable"}
        title="Désactiver la double authentification ?"
        description="Votre mot de passe suffira de nouveau pour vous connecter. Vos codes de secours ne fonctionneront plus."
        submitLabel="Désactiver"
        busyLabel="Désactivation..."
        failedText="Erreur lors de la désactivation."
        tone="danger"
        mutation={disable}
        onDone={() => {
          setDialog(null);
          onDisabled();
        }}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
