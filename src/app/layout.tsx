import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getPractice } from "@/server/practice";
import "./globals.css";

// Fonts ship with the app (no font CDN); next/font sizes the fallback so nothing shifts on swap.
// Both are Latin subsets with the weight axis cut to the weights the site uses (400-800), which
// took Inter from 48 to 35 kB: they are requested before the first paint on every page. Made with
// subset-font (harfbuzz) from the full Latin files: the same characters, `variationAxes: { wght:
// { min: 400, max: 800 } }`. A weight outside that range would be synthesised by the browser.
const inter = localFont({
  src: "./fonts/inter-variable.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "400 800",
});
const manrope = localFont({
  src: "./fonts/manrope-variable.woff2",
  variable: "--font-manrope",
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
  return (
    <html lang="fr" className={`${inter.variable} ${manrope.variable}`}>
      <body>{children}</body>
    </html>
  );
}
