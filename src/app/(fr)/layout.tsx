import type { Metadata, Viewport } from "next";
import { getPractice } from "@/server/practice";
import { getRuntimeValues } from "@/server/runtime-values";
import { inter } from "@/app/fonts/inter";
import "@/app/globals.css";

export function generateMetadata(): Metadata {
  return {
    // Absolute URLs for Open Graph images and canonical links on every page.
    metadataBase: new URL(getPractice().siteUrl),
    // Each page sets its own title as '{page} - Cabinet du Dr. {name}' (see pageTitle()).
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: "#174d84", width: "device-width", initialScale: 1 };

/** The root layout of every French page (the Arabic pages have theirs: src/app/(ar)/layout.tsx). */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Which values (opening hours) the page was rendered with: the server regenerates the cached
  // pages that show other values than the current ones (docs/decisions/021).
  return (
    <html lang="fr" className={inter.variable} data-runtime-values={getRuntimeValues().version}>
      <body>{children}</body>
    </html>
  );
}
