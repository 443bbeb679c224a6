import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";
import { NotFoundContent } from "@/components/site/not-found-content";
import { inter } from "@/app/fonts/inter";
import "@/app/globals.css";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return { title: pageTitle("Page introuvable", practice), metadataBase: new URL(practice.siteUrl), formatDetection: { telephone: false } };
}

export const viewport: Viewport = { themeColor: "#174d84", width: "device-width", initialScale: 1 };

/**
 * Any path no route matches (spec §2). The French and Arabic pages have a root layout each
 * (route groups), so the page for unmatched paths is a whole document of its own, in French as
 * the spec writes it (decision 031). Rendered for each request, with its CSP nonce (decision 035).
 */
export default async function GlobalNotFound() {
  await connection();
  return (
    <html lang="fr" className={inter.variable}>
      <body>
        <NotFoundContent doctorName={getPractice().doctorName} />
      </body>
    </html>
  );
}
