import type { Metadata } from "next";
import { connection } from "next/server";
import { Container } from "@/components/ui/container";
import { verifyDocument } from "@/domain/documents/medical-documents";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { getPractice } from "@/server/practice";

/**
 * /verifier/{code}, where a document's QR code leads (issue 34, decision 053): a pharmacist or an
 * employer learns whether such a document was issued, when, by which doctor and whether it was
 * cancelled — nothing about the patient or what it says. Never indexed.
 */
export function generateMetadata(): Metadata {
  return { title: `Vérification d'un document - ${getPractice().siteName}`, robots: { index: false, follow: false } };
}

export default async function VerifyDocumentPage({ params }: { params: Promise<{ code: string }> }) {
  await connection();
  const { code } = await params;
  const { db } = await getDatabase();
  const found = await verifyDocument(db, code, env().PRACTICE_TIME_ZONE);
  return (
    <section className="bg-primary-50/40 py-16 sm:py-24">
      <Container className="max-w-2xl">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">Vérification d&apos;un document</h1>
        <div className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-raised sm:p-8" role="status">
          {found === null ? (
            <>
              <p className="text-xl font-bold text-danger-700">Aucun document ne correspond à ce code.</p>
              <p className="mt-3 text-[15px] text-ink-700">
                Vérifiez l&apos;adresse lue sur le QR code. Un document qui ne se retrouve pas ici n&apos;a pas été délivré par le cabinet.
              </p>
            </>
          ) : (
            <>
              <p className={found.annule ? "text-xl font-bold text-danger-700" : "text-xl font-bold text-success-700"}>
                {found.annule ? "Ce document a été délivré par le cabinet, puis annulé." : "Ce document a bien été délivré par le cabinet."}
              </p>
              <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-[15px]">
                <dt className="font-semibold text-ink-600">Document</dt>
                <dd className="text-ink-900">
                  {found.nature} n° {found.numero}
                </dd>
                <dt className="font-semibold text-ink-600">Délivré le</dt>
                <dd className="text-ink-900">{found.emisLe}</dd>
                <dt className="font-semibold text-ink-600">Par</dt>
                <dd className="text-ink-900">{found.medecin}</dd>
                <dt className="font-semibold text-ink-600">État</dt>
                <dd className="text-ink-900">{found.annule ? "Annulé : il ne doit pas être utilisé." : "Valide"}</dd>
              </dl>
              <p className="mt-6 text-sm text-ink-600">
                Pour le secret médical, cette page ne dit rien du patient ni du contenu du document : comparez le numéro et la date avec le document présenté.
              </p>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
