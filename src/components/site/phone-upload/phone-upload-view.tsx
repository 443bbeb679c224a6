"use client";

import { Camera, CheckCircle2, Lock } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { phoneUploadPath, sendPhoneFile } from "@/client/phone-upload";
import { type PhoneUploadErrorCode, phoneUploadWords as words } from "@/content/phone-upload-words";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { StatusMessage } from "@/components/ui/status-message";
import { MAX_FILE_BYTES } from "@/schemas/patient-file";

/**
 * The phone upload page (decision 061): one big control that opens the camera or the phone's
 * files, then each file sent at once with its progress (XMLHttpRequest), the list of what was
 * sent, and the closed state when the doctor closes the link or it expires. Without scripts it is
 * a plain form: choose, then "Envoyer" (the server answers with the page again). Nothing of the
 * patient is shown.
 */

type Sent = { name: string };
const noSubscription = () => () => {};
type Current = { name: string; percent: number };

export type PhoneUploadViewProps = {
  token: string;
  /** The link's expiry, HH:MM on the practice's clock. */
  until: string;
  /** Files the link has received so far. */
  received: number;
  /** After a form posted without scripts: what went wrong (what it sent is in `received`). */
  error: PhoneUploadErrorCode | null;
};

export function PhoneUploadView({ token, until, received, error }: PhoneUploadViewProps) {
  const inputId = useId();
  // Once scripts run, files go as soon as they are chosen: the form's own button is for pages without them.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  const [count, setCount] = useState(received);
  const [done, setDone] = useState<Sent[]>([]);
  const [current, setCurrent] = useState<Current | null>(null);
  const [problem, setProblem] = useState<string | null>(error ? words.errors[error] : null);
  const [closed, setClosed] = useState(false);

  async function sendAll(files: File[]) {
    setProblem(null);
    for (const file of files) {
      if (file.size > MAX_FILE_BYTES) {
        setProblem(words.tooLarge(file.name));
        continue;
      }
      setCurrent({ name: file.name, percent: 0 });
      const outcome = await sendPhoneFile(token, file, (fraction) => setCurrent({ name: file.name, percent: Math.min(99, Math.round(fraction * 100)) }));
      setCurrent(null);
      if (outcome.ok) {
        setCount((value) => value + outcome.received);
        setDone((list) => [...list, { name: file.name }]);
      } else if (outcome.status === 410 || outcome.status === 404) {
        setClosed(true);
        return;
      } else if (outcome.status === 429) {
        setProblem(words.tooMany);
        return;
      } else {
        setProblem(outcome.message ?? words.failed(file.name));
      }
    }
  }

  if (closed) return <PhoneUploadClosed />;

  const countText = words.count(count);
  return (
    <Container className="max-w-xl py-8 sm:py-12">
      <h1 className="font-heading text-2xl font-bold text-ink-900 sm:text-3xl">{words.title}</h1>
      <p className="mt-3 text-[15px] text-ink-700">{words.intro}</p>
      <p className="mt-2 text-sm text-ink-500">{words.expiresAt(until)}</p>

      <form
        method="post"
        action={phoneUploadPath(token)}
        encType="multipart/form-data"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("fichier") as HTMLInputElement | null;
          if (input?.files?.length) void sendAll(Array.from(input.files)).then(() => (input.value = ""));
        }}
      >
        <input
          id={inputId}
          type="file"
          name="fichier"
          accept="image/jpeg,image/png,application/pdf"
          multiple
          capture="environment"
          className="peer sr-only"
          disabled={current !== null}
          onChange={(event) => {
            const input = event.currentTarget;
            if (!scripted || !input.files?.length) return;
            void sendAll(Array.from(input.files)).then(() => (input.value = ""));
          }}
        />
        <label
          htmlFor={inputId}
          className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-primary-300 bg-primary-50 px-5 py-8 text-center text-primary-800 transition hover:border-primary-500 hover:bg-primary-100 peer-focus-visible:ring-4 peer-focus-visible:ring-primary-300 peer-disabled:cursor-wait peer-disabled:opacity-70"
        >
          <Camera aria-hidden className="size-10" />
          <span className="text-lg font-semibold">{words.choose}</span>
          <span className="text-sm text-ink-600">{words.chooseHint}</span>
        </label>
        {!scripted && (
          <button type="submit" className={buttonClasses("primary", "lg", "mt-4 w-full")}>
            {words.send}
          </button>
        )}
      </form>

      {current && (
        <div className="mt-5">
          <label className="text-sm font-medium text-ink-700" htmlFor={`${inputId}-progress`}>
            {words.sending(current.name, current.percent)}
          </label>
          <progress id={`${inputId}-progress`} className="mt-2 h-3 w-full accent-primary-700" max={100} value={current.percent} />
        </div>
      )}

      <StatusMessage className="mt-5" message={problem} tone="error" focusOnLoad={error !== null} />

      <section className="mt-6 rounded-2xl border border-ink-100 bg-white p-5" aria-labelledby={`${inputId}-sent`}>
        <h2 id={`${inputId}-sent`} className="text-base font-semibold text-ink-900">
          {words.sentList}
        </h2>
        <p role="status" aria-live="polite" className="mt-1 text-[15px] font-semibold text-success-700" data-testid="phone-upload-count">
          {countText}
        </p>
        {done.length > 0 && (
          <ul className="mt-3 space-y-2">
            {done.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm text-ink-700">
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success-700" />
                <span className="min-w-0 break-all">{file.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="mt-6 flex items-start gap-2 text-sm text-ink-500">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        {words.privacy}
      </p>
    </Container>
  );
}

/** A link closed by the doctor or expired, or one that never existed. */
export function PhoneUploadClosed({ unknown = false }: { unknown?: boolean }) {
  return (
    <Container className="max-w-xl py-12 sm:py-16">
      <h1 className="font-heading text-2xl font-bold text-ink-900 sm:text-3xl">{unknown ? words.unknownTitle : words.closedTitle}</h1>
      <p className="mt-4 text-[15px] text-ink-700">{unknown ? words.unknownText : words.closedText}</p>
    </Container>
  );
}
