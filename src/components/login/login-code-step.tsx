"use client";

import { ArrowLeft, LoaderCircle, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { loginMessages } from "@/schemas/public-form-messages";
import { TOTP_DIGITS, TOTP_REQUIRED_FLAG, twoFactorMessages } from "@/schemas/two-factor-messages";

export type SecondFactor = { code: string } | { recoveryCode: string };

type LoginCodeStepProps = {
  /** Sends the login again with the second factor; on success the form takes the person on. */
  send: (secondFactor: SecondFactor) => Promise<Response>;
  /** Back to the e-mail and password, with the server's words when it no longer takes the pending login. */
  onBack: (message?: string) => void;
};

/** What a refused code step says: the server's own French words, beside the field or for the form. */
async function refusal(response: Response): Promise<{ text: string; loginRefused: boolean }> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status says enough.
  }
  const errors = (body.errors ?? {}) as Record<string, unknown>;
  const text = [errors.code, errors.recoveryCode, body.message].find((value): value is string => typeof value === "string");
  return { text: text ?? loginMessages.network, loginRefused: response.status === 401 && body[TOTP_REQUIRED_FLAG] !== true };
}

/**
 * The login's second step (decision 024): the 6-digit code of the authenticator app, or one of
 * the recovery codes ('Utiliser un code de secours'). A wrong code says so and the field is
 * cleared for the next one; the server counts it like a wrong password.
 */
export function LoginCodeStep({ send, onBack }: LoginCodeStepProps) {
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [value, setValue] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = recoveryMode ? "login-recovery-code" : "login-code";

  useEffect(() => {
    input.current?.focus();
  }, [recoveryMode]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const typed = value.trim();
    if (typed === "") {
      setMessage(recoveryMode ? twoFactorMessages.recoveryCodeMissing : twoFactorMessages.codeMissing);
      return;
    }
    setMessage("");
    setSending(true);
    let response: Response;
    try {
      response = await send(recoveryMode ? { recoveryCode: typed } : { code: typed });
    } catch {
      setSending(false);
      setMessage(loginMessages.network);
      return;
    }
    if (response.ok) return;
    const { text, loginRefused } = await refusal(response);
    setSending(false);
    if (loginRefused) {
      // The pending login expired or was refused: the password step again, saying why.
      onBack(text === loginMessages.network ? loginMessages.badCredentials : text);
      return;
    }
    setMessage(text);
    setValue("");
    input.current?.focus();
  };

  const switchCode = () => {
    setRecoveryMode((current) => !current);
    setValue("");
    setMessage("");
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Vérification en deux étapes">
      <div className="flex items-start gap-3 rounded-xl border border-primary-100 bg-primary-50 px-4 py-3 text-[15px] text-primary-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          {recoveryMode
            ? "Saisissez l'un de vos codes de secours. Chaque code ne sert qu'une fois."
            : `Votre compte est protégé par la double authentification. Saisissez le code à ${TOTP_DIGITS} chiffres affiché par votre application.`}
        </p>
      </div>
      <Field label={recoveryMode ? "Code de secours" : "Code de vérification"} htmlFor={fieldId}>
        <input
          key={fieldId}
          ref={input}
          id={fieldId}
          type="text"
          required
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...(recoveryMode
            ? { name: "recoveryCode", autoComplete: "off", autoCapitalize: "characters", placeholder: "ABCDE-FGHJK", className: `${inputClasses} font-mono tracking-wider` }
            : {
                name: "code",
                inputMode: "numeric" as const,
                autoComplete: "one-time-code",
                pattern: "[0-9 ]*",
                maxLength: TOTP_DIGITS + 1,
                className: `${inputClasses} font-mono text-lg tracking-[0.3em]`,
              })}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => onBack()} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-600 hover:text-primary-700">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Retour
        </button>
        <button type="button" onClick={switchCode} className="text-sm font-semibold text-primary-700 hover:underline">
          {recoveryMode ? "Utiliser le code de l'application" : "Utiliser un code de secours"}
        </button>
      </div>
      <StatusMessage message={message} />
      <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full">
        {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <ShieldCheck className="size-5" aria-hidden="true" />}
        Vérifier
      </Button>
    </form>
  );
}
