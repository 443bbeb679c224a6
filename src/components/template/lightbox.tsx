"use client";

import { useCallback, useState } from "react";
import Image from "next/image";
import clsx from "clsx";
import { ChevronLeft, ChevronRight, Download, RotateCw, X, ZoomIn, ZoomOut } from "lucide-react";
import type { GalleryImage } from "@/content/template/gallery";
import { ModalDialog } from "@/components/ui/modal-dialog";

export type LightboxProps = {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const ZOOM = 2;

/**
 * The image viewer shared by the About and Gallery pages (spec §2). Closes on Escape, on Enter,
 * with the close button or on a click outside the image; zoom toggles on double-click or with the
 * button; rotation goes in 90-degree steps; the image can be downloaded. A ModalDialog, open
 * while mounted: focus stays inside while it is open and returns to the thumbnail afterwards.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  // Cumulative, so that each step turns clockwise instead of spinning back from 270 to 0.
  const [rotation, setRotation] = useState(0);
  const image = images[index];
  const count = images.length;

  const show = useCallback(
    (next: number) => {
      setZoomed(false);
      setRotation(0);
      setOrigin("50% 50%");
      onIndexChange((next + count) % count);
    },
    [count, onIndexChange],
  );

  if (!image) return null;

  // Escape, Tab and focus are ModalDialog's.
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Enter" && !(event.target as Element).closest("button, a")) {
      // On a control, Enter presses that control; anywhere else it closes the viewer.
      event.preventDefault();
      onClose();
    } else if (event.key === "ArrowRight" && count > 1) {
      show(index + 1);
    } else if (event.key === "ArrowLeft" && count > 1) {
      show(index - 1);
    }
  }

  function toggleZoom(at?: { x: number; y: number }) {
    setOrigin(at ? `${at.x}% ${at.y}%` : "50% 50%");
    setZoomed((value) => !value);
  }

  const fileName = image.src.split("/").pop() ?? "image";
  // A quarter-turned picture swaps width and height: shrink it so that it still fits the screen.
  const quarterTurned = Math.abs(rotation / 90) % 2 === 1;
  const fit = quarterTurned ? Math.min(image.width, image.height) / Math.max(image.width, image.height) : 1;
  const control =
    "grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-white";

  return (
    <ModalDialog
      open
      onClose={onClose}
      initialFocus="dialog"
      aria-label="Image viewer"
      onKeyDown={onKeyDown}
      className="m-0 size-full max-h-none max-w-none animate-fade-in flex-col bg-ink-900/95 p-0 outline-none backdrop-blur-sm open:flex backdrop:bg-transparent"
      onClick={(event) => {
        // A click anywhere but on the image or a control closes the viewer.
        if (!(event.target as Element).closest("img, button, a")) onClose();
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium text-white/80" aria-live="polite">
          {index + 1} / {count}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={control}
            aria-label={zoomed ? "Zoom out" : "Zoom in"}
            aria-pressed={zoomed}
            onClick={() => toggleZoom()}
          >
            {zoomed ? <ZoomOut className="size-5" aria-hidden="true" /> : <ZoomIn className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className={control} aria-label="Rotate 90 degrees" onClick={() => setRotation((value) => value + 90)}>
            <RotateCw className="size-5" aria-hidden="true" />
          </button>
          <a href={image.src} download={fileName} className={control} aria-label="Download image">
            <Download className="size-5" aria-hidden="true" />
          </a>
          <button type="button" className={clsx(control, "ml-2 bg-white text-ink-900 hover:bg-primary-100")} aria-label="Close" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden px-4 pb-4 sm:px-20">
        <Image
          key={image.id}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          draggable={false}
          data-rotation={((rotation % 360) + 360) % 360}
          data-zoomed={zoomed}
          onDoubleClick={(event) => {
            const rect = event.currentTarget.getBoundingClientRect();
            const x = rect.width ? Math.round(((event.clientX - rect.left) / rect.width) * 100) : 50;
            const y = rect.height ? Math.round(((event.clientY - rect.top) / rect.height) * 100) : 50;
            toggleZoom({ x, y });
          }}
          style={{ transform: `rotate(${rotation}deg) scale(${(zoomed ? ZOOM : 1) * fit})`, transformOrigin: origin }}
          className={clsx(
            "max-h-full w-auto max-w-full rounded-xl object-contain shadow-2xl transition-transform duration-300 select-none",
            zoomed ? "cursor-zoom-out" : "cursor-zoom-in",
          )}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={clsx(control, "absolute top-1/2 left-3 -translate-y-1/2 sm:left-6")}
              aria-label="Previous image"
              onClick={() => show(index - 1)}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={clsx(control, "absolute top-1/2 right-3 -translate-y-1/2 sm:right-6")}
              aria-label="Next image"
              onClick={() => show(index + 1)}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      <p className="px-6 pb-5 text-center text-sm text-white/80">{image.alt}</p>
      <p className="sr-only" aria-live="polite">
        {rotation % 360 !== 0 ? `Rotated ${rotation % 360} degrees` : ""}
      </p>
    </ModalDialog>
  );
}
