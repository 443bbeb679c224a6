import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getPractice } from "@/server/practice";
import { getRuntimeValues } from "@/server/runtime-values";
import "./globals.css";

// One font family, shipped with the app (no font CDN); next/font sizes the fallback so nothing
// shifts on swap. The file is requested before the first paint of every page, so it is cut to what
// the site uses (subset-font, harfbuzz): the Latin characters of the original subset, the weight
// axis at 400-800, and only the kerning and tabular-figure features: 48 kB at first, 23 kB now.
// Headings used a second family (Manrope, 23 kB) until it was the last thing keeping the home
// page's simulated LCP over 1.5 s (docs/decisions/011-scripts-after-first-paint.md).
const inter = localFont({
  src: "./fonts/inter-variable.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "400 800",
});

export function generateMetadata(): Metadata {
  return {
    // Absolute URLs for Open Graph images and canonical links on every page.
    metadataBase: new URL(getPractice().siteUrl),
    // Each page sets its own title as '{page} - Cabinet du Dr. {name}' (see pageTitle()).
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: "#174d84", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Which values (opening hours) the page was rendered with: the server regenerates the cached
  // pages that show other values than the current ones (docs/decisions/021).
  return (
    <html lang="fr" className={inter.variable} data-runtime-values={getRuntimeValues().version}>
      <body>{children}</body>
    </html>
  );
}
