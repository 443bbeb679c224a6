"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { actionFailure } from "@/client/staff-api";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { TotpCodeInput } from "@/components/staff/two-factor/totp-code-input";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { passwordProofInput, totpConfirmInput, type TwoFactorProofInput } from "@/schemas/two-factor";

type ProofDialogProps<T> = {
  open: boolean;
  title: string;
  /** What the action does, above the field. */
  description: string;
  submitLabel: string;
  busyLabel: string;
  failedText: string;
  tone?: "primary" | "danger";
  /** The entity's hook for the call, made with the password or a current code (two-factor-mutations). */
  mutation: UseMutationResult<T, Error, TwoFactorProofInput>;
  onDone: (result: T) => void;
  onClose: () => void;
};

/**
 * Proves who one is before turning two-factor login off or replacing the recovery codes: the
 * password, or a current code of the app (for whom the password is the thing in doubt).
 */
export function ProofDialog<T>(props: ProofDialogProps<T>) {
  const [withCode, setWithCode] = useState(false);
  const close = () => {
    setWithCode(false);
    props.onClose();
  };
  return (
    <StaffDialog open={props.open} title={props.title} onClose={close}>
      {props.open &&
        (withCode ? (
          <ProofForm key="code" {...props} onClose={close} schema={totpConfirmInput} field="code" onSwitch={() => setWithCode(false)} />
        ) : (
          <ProofForm key="password" {...props} onClose={close} schema={passwordProofInput} field="password" onSwitch={() => setWithCode(true)} />
        ))}
    </StaffDialog>
  );
}

type ProofFormProps<T> = ProofDialogProps<T> & {
  schema: z.ZodType<{ code: string } | { password: string }, { code: string } | { password: string }>;
  field: "code" | "password";
  onSwitch: () => void;
};

function ProofForm<T>({ description, submitLabel, busyLabel, failedText, tone = "primary", mutation: run, onDone, onClose, schema, field: name, onSwitch }: ProofFormProps<T>) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm<{ code: string } | { password: string }, TwoFactorProofInput>({
    schema,
    defaultValues: { [name]: "" } as { code: string } | { password: string },
    idPrefix: "totp-proof",
  });

  const submit = (proof: TwoFactorProofInput) => {
    startAttempt();
    run.mutate(proof, { onSuccess: onDone, onError: (failure) => showFailure(actionFailure(failure, failedText), failure) });
  };

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <p className="text-[15px] text-ink-700">{description}</p>
      {name === "code" ? (
        <Field label="Code à 6 chiffres de l'application" htmlFor="totp-proof-code" required error={error("code")}>
          <TotpCodeInput {...field("code")} />
        </Field>
      ) : (
        <Field label="Votre mot de passe" htmlFor="totp-proof-password" required error={error("password")}>
          <input {...field("password")} type="password" autoComplete="current-password" required className={inputClasses} />
        </Field>
      )}
      <button type="button" onClick={onSwitch} className="self-start text-sm font-semibold text-primary-700 hover:underline">
        {name === "code" ? "Utiliser plutôt mon mot de passe" : "Utiliser plutôt un code de l'application"}
      </button>
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={tone === "danger" ? "danger" : "primary"} disabled={run.isPending}>
          {run.isPending ? busyLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
