import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getPractice } from "@/server/practice";
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

/**
 * The root layout of every French page (the Arabic pages have theirs: src/app/(ar)/layout.tsx).
 * Every page is rendered for its request, never prerendered: Next writes the request's CSP nonce
 * (src/proxy.ts) on its scripts, and the page shows the current opening hours (decision 035).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="fr" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
