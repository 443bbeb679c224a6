import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getPractice } from "@/server/practice";
import { inter } from "@/app/fonts/inter";
import { preload } from "react-dom";
import "@/app/globals.css";

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(getPractice().siteUrl), formatDetection: { telephone: false } };
}

const arabicFontUrl = "/fonts/noto-sans-arabic.woff2";

export const viewport: Viewport = { themeColor: "#174d84", width: "device-width", initialScale: 1 };

/**
 * The root layout of the Arabic pages (/ar, decision 031): right to left, with the Arabic font,
 * which only these pages load (Latin text and digits stay in Inter). The French pages have theirs:
 * src/app/(fr)/layout.tsx. Rendered for each request as there (decision 035).
 */
export default async function ArabicRootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  // Fetched with the stylesheet rather than after it: the Arabic text waits for it (globals.css).
  preload(arabicFontUrl, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="ar" dir="rtl" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
