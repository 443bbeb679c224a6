import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

type FormFooterProps = {
  /** The spec's status message (it clears itself after 3 s). */
  message: string | null;
  /** The server's explanation when it is about no field in particular. */
  detail: string | null;
  submitLabel: string;
  /** What the submit button says while the form is sent ("Ajout en cours..."). */
  busyLabel?: string;
  busy: boolean;
  icon?: React.ReactNode;
  variant?: "primary" | "danger";
  /** A dialog's form: the button beside the submit that leaves without sending ("Annuler"). */
  cancel?: { label?: string; onClick: () => void };
};

/** The end of a staff form: its status message, the server's explanation, and its submit button. */
export function FormFooter({ message, detail, submitLabel, busyLabel, busy, icon, variant = "primary", cancel }: FormFooterProps) {
  return (
    <>
      <StatusMessage message={message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <div className={cancel ? "flex flex-wrap gap-2" : undefined}>
        <Button type="submit" variant={variant} disabled={busy}>
          {icon}
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
        {cancel && (
          <Button variant="ghost" onClick={cancel.onClick} disabled={busy}>
            {cancel.label ?? "Annuler"}
          </Button>
        )}
      </div>
    </>
  );
}
