"use client";

import { useState } from "react";
import { ExternalLink, MapPin } from "lucide-react";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

type MapEmbedProps = {
  /** The maps service's embed URL. */
  src: string;
  title: string;
  address: string;
  words?: SiteWords["map"];
};

/**
 * The embedded map, behind a light placeholder: the third-party frame (heavy, and setting its
 * own cookies) loads only when the visitor asks for it.
 */
export function MapEmbed({ src, title, address, words = siteWordsFr.map }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const external = src.replace("&output=embed", "").replace("output=embed&", "");
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-[1.75rem] border border-ink-100 bg-primary-50 shadow-card sm:aspect-[16/7]">
      {shown ? (
        <iframe src={src} title={title} className="size-full" loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      ) : (
        <>
          <MapPlaceholder />
          <div className="absolute inset-0 grid place-items-center p-6">
            <div className="flex max-w-md flex-col items-center rounded-2xl bg-white/95 p-6 text-center shadow-raised backdrop-blur">
              <span className="grid size-12 place-items-center rounded-full bg-primary-700 text-white shadow-lg shadow-primary-700/30">
                <MapPin className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-3 font-display font-bold text-ink-900"><bdi>{address}</bdi>
              </p>
              <p className="mt-1 text-sm text-ink-600">{words.notice}</p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  onClick={() => setShown(true)}
                  className="inline-flex h-11 items-center gap-2 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
                >
                  {words.show}
                </button>
                <a
                  href={external}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 items-center gap-2 rounded-full border border-primary-200 bg-white px-5 text-sm font-semibold text-primary-800 hover:bg-primary-50"
                >
                  {words.open}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">{words.newTab}</span>
                </a>
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function MapPlaceholder() {
  return (
    <svg className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 520" aria-hidden="true">
      <rect width="1200" height="520" fill="#eef6fc" />
      <g fill="#d7eaf8">
        <rect x="40" y="40" width="220" height="140" rx="10" />
        <rect x="300" y="40" width="180" height="140" rx="10" />
        <rect x="520" y="40" width="260" height="90" rx="10" />
        <rect x="820" y="40" width="340" height="160" rx="10" />
        <rect x="40" y="230" width="160" height="240" rx="10" />
        <rect x="240" y="230" width="300" height="110" rx="10" />
        <rect x="240" y="380" width="300" height="100" rx="10" />
        <rect x="580" y="170" width="200" height="300" rx="10" />
        <rect x="820" y="250" width="160" height="220" rx="10" />
        <rect x="1020" y="250" width="140" height="220" rx="10" />
      </g>
      <rect x="560" y="300" width="240" height="180" rx="10" fill="#d3f4ec" />
      <g fill="none" stroke="#fff" strokeWidth="18" strokeLinecap="round">
        <path d="M0 205 H1200" />
        <path d="M280 0 V520" />
        <path d="M800 0 V520" />
        <path d="M0 360 C 300 380, 420 300, 560 250 S 900 150, 1200 230" />
      </g>
      <g fill="none" stroke="#b3d6f1" strokeWidth="2" strokeDasharray="10 10">
        <path d="M0 205 H1200" />
        <path d="M800 0 V520" />
      </g>
    </svg>
  );
}
