import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getPractice } from "@/server/practice";
import "./globals.css";

// Fonts ship with the app (no font CDN); next/font sizes the fallback so nothing shifts on swap.
const inter = localFont({
  src: "./fonts/inter-variable.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});
const manrope = localFont({
  src: "./fonts/manrope-variable.woff2",
  variable: "--font-manrope",
  display: "swap",
  weight: "200 800",
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
