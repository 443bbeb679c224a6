"use client";

import { useId, useRef } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "primary" | "danger";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on ModalDialog: focus moves in to the safe choice (cancel) and stays in,
 * Escape or a click on the backdrop cancels, and focus goes back where it was when it closes.
 * At the bottom of a phone's screen, centred from `sm` up.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel = "Annuler", tone = "primary", busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      initialFocus={cancelButton}
      closeOnBackdropClick
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="mx-auto mt-auto mb-4 w-[calc(100%-2rem)] max-w-md overflow-visible bg-transparent p-0 outline-none backdrop:bg-ink-900/50 sm:mb-auto"
    >
      <div className="rounded-card border border-ink-100 bg-white p-6 shadow-raised">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-[15px] leading-relaxed text-ink-600">
            {description}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelButton} type="button" className={buttonClasses("secondary")} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <Button variant={tone === "danger" ? "danger" : "primary"} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
