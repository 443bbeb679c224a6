"use client";

import { useRef, useState } from "react";
import clsx from "clsx";
// Play stays lucide-react's: its fill-current class would not reach the sprite's <symbol fill="none">.
import { Play } from "lucide-react";
import { X } from "@/components/site/sprite-icons";

export type VideoPopupProps = {
  /** The external player page (e.g. a YouTube embed URL). */
  videoUrl: string;
  /** Title of the player frame and of the dialog. */
  title: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  buttonLabel: string;
  tone?: "dark" | "light";
  className?: string;
};

/**
 * A play button opening the video in a modal dialog. The player iframe exists only while the
 * dialog is open: nothing is loaded from the video host before, and closing blanks its source
 * (the video stops). Focus stays in the dialog and returns to the button on close.
 *
 * A native modal dialog makes the page inert but lets Tab leave for the browser's own controls
 * after its last element; Tab and Shift+Tab go round the dialog instead. The player's frame keeps
 * its key presses to itself, so a guard after it (focusable, empty) sends focus back to the close
 * button, and Shift+Tab on the close button moves to the player.
 */
export function VideoPopup({ videoUrl, title, buttonLabel, closeLabel = "Fermer la vidéo", tone = "dark", className }: VideoPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState("");

  const open = () => {
    setSrc(videoUrl);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button ref={opener} type="button" onClick={open} aria-haspopup="dialog" className={clsx("group inline-flex items-center gap-4 rounded-full text-start", className)}>
        <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-white text-primary-700 shadow-raised transition-transform duration-300 group-hover:scale-105">
          <span className="absolute inset-0 rounded-full bg-white/70 motion-safe:group-hover:animate-ping motion-safe:group-focus-visible:animate-ping motion-safe:[animation-duration:2.4s]" aria-hidden="true" />
          <Play className="relative size-6 translate-x-0.5 fill-current" aria-hidden="true" />
        </span>
        <span className={clsx("font-semibold", tone === "light" ? "text-white" : "text-ink-900 group-hover:text-primary-700")}>{buttonLabel}</span>
      </button>
      <dialog
        ref={dialog}
        aria-label={title}
        onClose={() => {
          setSrc("");
          opener.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="m-auto w-[min(960px,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-primary-950/80 backdrop:backdrop-blur-sm open:animate-pop-in"
      >
        <div className="relative">
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            onKeyDown={(event) => {
              if (event.key === "Tab" && event.shiftKey && player.current) {
                event.preventDefault();
                player.current.focus();
              }
            }}
            className="absolute -top-14 end-0 grid size-11 place-items-center rounded-full bg-white text-ink-900 shadow-raised transition-colors hover:bg-primary-700 hover:text-white"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <div className="aspect-video overflow-hidden rounded-2xl bg-primary-950 shadow-raised">
            {src && <iframe ref={player} src={src} title={title} className="size-full" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />}
          </div>
        </div>
        <span tabIndex={0} onFocus={() => closeButton.current?.focus()} />
      </dialog>
    </>
  );
}
