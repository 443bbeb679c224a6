import clsx from "clsx";

/**
 * A form's status line. The spec shows errors in red and successes in blue, a success being
 * recognised by the word 'succès' in the message. Announced to screen readers.
 */
export function isSuccessMessage(message: string): boolean {
  return message.includes("succès");
}

type StatusMessageProps = {
  message: string | null | undefined;
  /** Said by the caller when the words cannot tell (a language without 'succès'). */
  tone?: "success" | "error";
  /**
   * Focused when the page loads (the `autofocus` attribute, honoured without scripts): the page a
   * form's post answered opens on its message, scrolled into view and read out.
   */
  focusOnLoad?: boolean;
  className?: string;
};

export function StatusMessage({ message, tone, focusOnLoad, className }: StatusMessageProps) {
  const success = tone ? tone === "success" : Boolean(message && isSuccessMessage(message));
  // The live region stays mounted so that screen readers announce each new message.
  return (
    <div role="status" aria-live="polite" className={className}>
      {message ? (
        <p
          className={clsx(
            "rounded-lg border px-4 py-3 text-sm font-medium",
            success
              ? "border-primary-200 bg-success-50 text-success-700"
              : "border-danger-600/30 bg-danger-50 text-danger-700",
          )}
          data-tone={success ? "success" : "error"}
          {...(focusOnLoad ? { tabIndex: -1, autoFocus: true } : {})}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
