import type { Metadata } from "next";
import { CertificateTemplatesPage } from "@/components/staff/documents/certificate-templates-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Modèles de certificat", getPractice()) };
}

export default function CertificateTemplatesRoute() {
  return <CertificateTemplatesPage />;
}
