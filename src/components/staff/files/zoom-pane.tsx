"use client";

import clsx from "clsx";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { useRef } from "react";

export type Zoom = { scale: number; x: number; y: number };
export const initialZoom: Zoom = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
export const ZOOM_STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The zoom after a step in (`+1`) or out (`-1`); back at 1 the image is centred again. */
export function stepZoom(zoom: Zoom, direction: 1 | -1, factor = ZOOM_STEP): Zoom {
  const scale = clampScale(direction === 1 ? zoom.scale * factor : zoom.scale / factor);
  return scale === 1 ? initialZoom : { scale, x: (zoom.x * scale) / zoom.scale, y: (zoom.y * scale) / zoom.scale };
}

type ZoomPaneProps = {
  /** The image's `blob:` address, or null while it loads. */
  src: string | null;
  alt: string;
  /** Shown above the image: the kind, region and date (before/after). */
  caption: string;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  active?: boolean;
  onActivate?: () => void;
  failed?: boolean;
};

/**
 * One image of the viewer: zoomed by its buttons, the wheel or two fingers, moved by dragging
 * (mouse, pen or one finger) once zoomed. Controlled: the viewer keeps each pane's zoom, so that
 * two panes compared zoom independently and the keyboard zooms the active one.
 */
export function ZoomPane({ src, alt, caption, zoom, onZoom, active = false, onActivate, failed = false }: ZoomPaneProps) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: Zoom } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return (
    <figure className={clsx("relative flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-lg", active ? "ring-2 ring-primary-400" : "ring-1 ring-white/10")} onPointerDownCapture={onActivate}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-ink-900/80 px-3 py-2 text-sm text-white">
        <span className="font-semibold">{caption}</span>
        <span className="flex items-center gap-1">
          <button type="button" className="grid size-9 place-items-center rounded-full hover:bg-white/15 disabled:opacity-40" aria-label={`Dézoomer — ${caption}`} disabled={zoom.scale <= MIN_SCALE} onClick={() => onZoom(stepZoom(zoom, -1))}>
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <output className="w-12 text-center tabular-nums" aria-label={`Zoom — ${caption}`}>
            {Math.round(zoom.scale * 100)} %
          </output>
          <button type="button" className="grid size-9 place-items-center rounded-full hover:bg-white/15 disabled:opacity-40" aria-label={`Zoomer — ${caption}`} disabled={zoom.scale >= MAX_SCALE} onClick={() => onZoom(stepZoom(zoom, 1))}>
            <Plus className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className="grid size-9 place-items-center rounded-full hover:bg-white/15" aria-label={`Taille d'origine — ${caption}`} onClick={() => onZoom(initialZoom)}>
            <RotateCcw className="size-4" aria-hidden="true" />
          </button>
        </span>
      </figcaption>
      <div
        className={clsx("relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden bg-black select-none", zoom.scale > 1 ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in")}
        onWheel={(event) => {
          if (event.deltaY === 0) return;
          onZoom(stepZoom(zoom, event.deltaY < 0 ? 1 : -1, 1.1));
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
        }}
        onPointerMove={(event) => {
          const previous = pointers.current.get(event.pointerId);
          if (!previous) return;
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          const current = zoom;
          if (pointers.current.size === 2 && pinch.current && pinch.current.distance > 0) {
            const scale = clampScale((pinch.current.zoom.scale * distance()) / pinch.current.distance);
            onZoom(scale === 1 ? initialZoom : { ...pinch.current.zoom, scale });
          } else if (pointers.current.size === 1 && current.scale > 1) {
            onZoom({ ...current, x: current.x + event.clientX - previous.x, y: current.y + event.clientY - previous.y });
          }
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          if (pointers.current.size < 2) pinch.current = null;
        }}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          pinch.current = null;
        }}
        onDoubleClick={() => onZoom(zoom.scale > 1 ? initialZoom : stepZoom(stepZoom(zoom, 1), 1))}
      >
        {failed ? (
          <p className="px-4 text-center text-white">Impossible d&apos;afficher cette image.</p>
        ) : src ? (
          // A blob: address fetched with the token (decision 062), which next/image cannot optimise.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={src}
            alt={alt}
            draggable={false}
            className="max-h-full max-w-full object-contain"
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`, transformOrigin: "center" }}
          />
        ) : (
          <p className="text-white/80" role="status">
            Chargement de l&apos;image...
          </p>
        )}
      </div>
    </figure>
  );
}
