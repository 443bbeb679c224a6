"use client";

import { Copy, Smartphone } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { actionFailure } from "@/client/staff-api";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { TotpCodeInput } from "@/components/staff/two-factor/totp-code-input";
import { useConfirmTotpEnrolment } from "@/components/staff/two-factor/two-factor-mutations";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { totpConfirmInput, type TotpEnrolment as Enrolment } from "@/schemas/two-factor";

type TotpEnrolmentProps = {
  enrolment: Enrolment;
  /** The first code matched: two-factor login is on, here are the recovery codes. */
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
};

/** ABCD EFGH IJKL…: a secret read aloud or typed from the screen. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The enrolment's two steps: the secret into an authenticator app (the QR code, or the key typed
 * by hand, or a link that opens the app on this phone), then the app's first code to confirm.
 */
export function TotpEnrolment({ enrolment, onConfirmed, onCancel }: TotpEnrolmentProps) {
  const [copied, setCopied] = useState(false);
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: totpConfirmInput,
    defaultValues: { code: "" },
    idPrefix: "totp-enrolment",
  });

  const confirm = useConfirmTotpEnrolment({
    onMutate: startAttempt,
    onSuccess: ({ codesSecours }) => onConfirmed(codesSecours),
    onError: (failure) => showFailure(actionFailure(failure, "L'activation a échoué."), failure),
  });

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-6">
        <li className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <Image
            unoptimized
            src={enrolment.codeQr}
            alt="QR code à scanner avec votre application d'authentification"
            width={192}
            height={192}
            className="size-48 rounded-xl border border-ink-200 bg-white p-2"
          />
          <div className="flex min-w-0 flex-col gap-3 text-[15px] text-ink-700">
            <p>
              <span className="font-semibold text-ink-900">1. Scannez ce QR code</span> avec l&apos;application d&apos;authentification de
              votre téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP…).
            </p>
            <div>
              <p className="text-sm">Impossible de scanner ? Saisissez cette clé dans l&apos;application :</p>
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                <code aria-label="Clé secrète" className="rounded-lg bg-ink-50 px-3 py-2 font-mono text-[15px] break-all text-ink-900">
                  {groupsOfFour(enrolment.secret)}
                </code>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void navigator.clipboard.writeText(enrolment.secret).then(() => setCopied(true), () => setCopied(false))}
                >
                  <Copy className="size-4" aria-hidden="true" />
                  {copied ? "Clé copiée" : "Copier la clé"}
                </Button>
              </div>
            </div>
            <a href={enrolment.uri} className="inline-flex items-center gap-2 text-sm font-semibold text-primary-700 hover:underline sm:hidden">
              <Smartphone className="size-4" aria-hidden="true" />
              Ouvrir dans l&apos;application de ce téléphone
            </a>
          </div>
        </li>
        <li>
          <form method="post" noValidate onSubmit={form.handleSubmit(({ code }) => confirm.mutate({ code }))} className="flex flex-col gap-4">
            <Field label="2. Saisissez le code à 6 chiffres affiché par l'application" htmlFor="totp-enrolment-code" required error={error("code")}>
              <TotpCodeInput {...field("code")} />
            </Field>
            <StatusMessage message={status.message} />
            {detail && <p className="text-sm text-danger-700">{detail}</p>}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? "Vérification..." : "Activer"}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
                Annuler
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
