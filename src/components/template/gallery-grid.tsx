"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Image from "next/image";
import clsx from "clsx";
import { Maximize2 } from "lucide-react";
import type { GalleryImage } from "@/content/template/gallery";

// The viewer's code is only fetched when someone opens an image (and warmed up on hover).
const loadLightbox = () => import("@/components/template/lightbox");
const Lightbox = dynamic(() => loadLightbox().then((module) => module.Lightbox), { ssr: false });

type GalleryGridProps = {
  images: GalleryImage[];
  /** 'mosaic' for the gallery page, 'strip' for a row of thumbnails (About). */
  layout?: "mosaic" | "strip";
};

const mosaicSpans = ["sm:col-span-2 sm:row-span-2", "", "", "", "", "sm:col-span-2", "sm:col-span-2"];

/** Thumbnails that open the shared lightbox. */
export function GalleryGrid({ images, layout = "mosaic" }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <>
      <ul
        aria-label="Gallery"
        className={clsx(
          "grid gap-4 md:gap-5",
          layout === "mosaic" ? "auto-rows-[220px] grid-cols-1 sm:grid-cols-2 lg:auto-rows-[240px] lg:grid-cols-4" : "grid-cols-2 md:grid-cols-3 lg:grid-cols-5",
        )}
      >
        {images.map((image, index) => (
          <li key={image.id} className={clsx(layout === "mosaic" ? mosaicSpans[index % mosaicSpans.length] : index === 0 && "col-span-2 md:col-span-1")}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              className={clsx(
                "group relative block size-full overflow-hidden rounded-card bg-primary-50 shadow-card",
                layout === "strip" && "aspect-[4/3]",
              )}
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 grid place-items-center bg-primary-950/0 transition-colors duration-300 group-hover:bg-primary-950/35">
                <span className="grid size-12 scale-75 place-items-center rounded-full bg-white text-primary-700 opacity-0 shadow-lg transition-[opacity,scale] duration-300 group-hover:scale-100 group-hover:opacity-100 group-focus-visible:scale-100 group-focus-visible:opacity-100">
                  <Maximize2 className="size-5" aria-hidden="true" />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && <Lightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />}
    </>
  );
}
