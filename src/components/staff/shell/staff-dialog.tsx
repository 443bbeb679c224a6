"use client";

import { X } from "lucide-react";
import { useId } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";

type StaffDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
};

/**
 * A staff area's working dialog (an appointment, a booking): a title, a close button, content
 * that scrolls inside the screen's height on a phone as on a desktop. On ModalDialog: focus
 * stays in, Escape or the backdrop closes, focus goes back where it was.
 */
export function StaffDialog({ open, title, onClose, children }: StaffDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      closeOnBackdropClick
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-1.5rem)] max-w-2xl overflow-visible bg-transparent p-0 outline-none backdrop:bg-ink-900/50"
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-card border border-ink-100 bg-white shadow-raised">
        <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer"
            className="grid size-9 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </div>
    </ModalDialog>
  );
}
