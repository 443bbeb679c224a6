"use client";

import { useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { Clock, Eye, EyeOff, LoaderCircle, LogIn } from "lucide-react";
import { LoginCodeStep, type SecondFactor } from "@/components/login/login-code-step";
import { apiFetch } from "@/client/api-client";
import { saveToken, saveUser } from "@/client/session";
import { readLoginParams, SESSION_EXPIRED_MESSAGE } from "@/client/session-expiry";
import { loginMessages as messages } from "@/schemas/public-form-messages";
import { PENDING_LOGIN_FIELD, TOTP_REQUIRED_FLAG } from "@/schemas/two-factor-messages";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";

const noSubscription = () => () => {};
const readSearch = () => window.location.search;
const noSearchOnServer = () => "";

/**
 * Staff login (spec §4, §7, §8): on success the token is stored (quotes stripped), the user is
 * looked up by e-mail to store userId and userNom (a failed lookup is ignored), then /responsable.
 * After an expired session (/login?expiree=1&retour=…) it says so, and goes back to that page.
 * An account with two-factor login answers the password with 401 `totpRequired` and a pending
 * token: the form forgets the password, asks for the app's code (or a recovery code) and sends
 * the token with it (decisions 024, 038).
 */
export function LoginForm() {
  const router = useRouter();
  const { expired, returnTo } = readLoginParams(useSyncExternalStore(noSubscription, readSearch, noSearchOnServer));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  /** The password was right and the account asks for its second factor: the token to send with the code. */
  const [pendingLogin, setPendingLogin] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setMessage("");
    setSending(true);
    let response: Response;
    try {
      response = await apiFetch("/api/auth/login", { method: "POST", json: { email, password } });
    } catch {
      setSending(false);
      setMessage(messages.network);
      return;
    }
    if (!response.ok) {
      setSending(false);
      const pending = response.status === 401 ? await pendingLoginToken(response) : null;
      if (pending) {
        setPassword("");
        setPendingLogin(pending);
      } else setMessage(messages.badCredentials);
      return;
    }
    await loggedIn(response);
  };

  /** The second step's call: the pending token and the code, never the password. What went wrong is for the step to say. */
  const sendCode = async (secondFactor: SecondFactor): Promise<Response> => {
    const response = await apiFetch("/api/auth/login", { method: "POST", json: { [PENDING_LOGIN_FIELD]: pendingLogin, ...secondFactor } });
    if (response.ok) await loggedIn(response);
    return response;
  };

  const backToPassword = (message?: string) => {
    setPendingLogin(null);
    setMessage(message ?? "");
  };

  const loggedIn = async (response: Response) => {
    saveToken(await response.text());
    try {
      const lookup = await apiFetch(`/api/users/email/${encodeURIComponent(email.trim())}`);
      if (lookup.ok) {
        const user = (await lookup.json()) as { id?: number | string; nom?: string };
        if (user.id !== undefined && user.nom !== undefined) saveUser({ id: user.id, nom: user.nom });
      }
    } catch {
      // Spec §4: a failed lookup is ignored; the staff area works without the display name.
    }
    router.push(returnTo ?? "/responsable");
  };

  if (pendingLogin) return <LoginCodeStep send={sendCode} onBack={backToPassword} />;

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-5" aria-label="Connexion">
      {expired && (
        <p className="flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-[15px] font-medium text-accent-800">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {SESSION_EXPIRED_MESSAGE}
        </p>
      )}
      <Field label="E-mail" htmlFor="login-email">
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClasses}
          placeholder="prenom.nom@cabinet.ma"
        />
      </Field>
      <Field label="Mot de passe" htmlFor="login-password">
        <div className="relative">
          <input
            id="login-password"
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={`${inputClasses} pr-13`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? "Masquer le mot de passe" : "Afficher le mot de passe"}
            aria-pressed={showPassword}
            className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-800"
          >
            {showPassword ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </Field>
      <div className="flex justify-end">
        <a href="#aide-connexion" className="text-sm font-semibold text-primary-700 hover:underline">
          Mot de passe oublié ?
        </a>
      </div>
      <StatusMessage message={message} />
      <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full">
        {sending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <LogIn className="size-5" aria-hidden="true" />}
        Se connecter
      </Button>
    </form>
  );
}

/** The pending token of the second step's question (401 `totpRequired`), or null for a refusal. */
async function pendingLoginToken(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null) return null;
    const fields = body as Record<string, unknown>;
    const token = fields[PENDING_LOGIN_FIELD];
    return fields[TOTP_REQUIRED_FLAG] === true && typeof token === "string" && token !== "" ? token : null;
  } catch {
    return null;
  }
}
