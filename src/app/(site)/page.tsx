import type { Metadata } from "next";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Home", getPractice()) };
}

// Placeholder until the public site lands (issue 4).
export default function HomePage() {
  const practice = getPractice();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">{practice.siteName}</h1>
    </main>
  );
}
