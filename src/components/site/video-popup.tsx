"use client";

import { useState } from "react";
import clsx from "clsx";
import { Play, X } from "lucide-react";
import { ModalDialog } from "@/components/ui/modal-dialog";

export type VideoPopupProps = {
  /** The external player page (e.g. a YouTube embed URL). */
  videoUrl: string;
  /** Title of the player frame and of the dialog. */
  title: string;
  buttonLabel: string;
  tone?: "dark" | "light";
  className?: string;
};

/**
 * A play button opening the video in a modal dialog. The player iframe exists only while the
 * dialog is open: nothing is loaded from the video host before, and closing removes it (the
 * video stops). A ModalDialog: focus starts on the close button (its first control), Tab and
 * Shift+Tab go round the close button and the player (the focus guards also catch focus leaving
 * the player's frame), and focus returns to the play button on close.
 */
export function VideoPopup({ videoUrl, title, buttonLabel, tone = "dark", className }: VideoPopupProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={clsx("group inline-flex items-center gap-4 rounded-full text-left", className)}>
        <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-white text-primary-700 shadow-raised transition-transform duration-300 group-hover:scale-105">
          <span className="absolute inset-0 rounded-full bg-white/70 motion-safe:group-hover:animate-ping motion-safe:group-focus-visible:animate-ping motion-safe:[animation-duration:2.4s]" aria-hidden="true" />
          <Play className="relative size-6 translate-x-0.5 fill-current" aria-hidden="true" />
        </span>
        <span className={clsx("font-semibold", tone === "light" ? "text-white" : "text-ink-900 group-hover:text-primary-700")}>{buttonLabel}</span>
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        closeOnBackdropClick
        aria-label={title}
        className="m-auto w-[min(960px,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-primary-950/80 backdrop:backdrop-blur-sm open:animate-pop-in"
      >
        <div className="relative">
          <button
            type="button"
            onClick={close}
            className="absolute -top-14 right-0 grid size-11 place-items-center rounded-full bg-white text-ink-900 shadow-raised transition-colors hover:bg-primary-700 hover:text-white"
            aria-label="Fermer la vidéo"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <div className="aspect-video overflow-hidden rounded-2xl bg-primary-950 shadow-raised">
            {open && <iframe src={videoUrl} title={title} className="size-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />}
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
