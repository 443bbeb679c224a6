"use client";

import { useQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { useState } from "react";
import { actionFailure, isApiError } from "@/client/staff-api";
import { useUpdateTemplate } from "@/components/staff/documents/document-mutations";
import { documentQueries } from "@/components/staff/documents/document-queries";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { certificateKindLabels, type CertificateKind, type DocumentTemplate } from "@/schemas/document";

/** The fields a certificate's text may name: filled from the patient and the doctor's form. */
const placeholders = "{patient}, {dateNaissance}, {cin}, {du}, {au}, {jours}, {ittJours}, {dateAccident}, {dateReprise}, {sport}, {conclusion}, {constatations}";

/**
 * /responsable/modeles (admins, decision 053): the text of each certificate kind. A change holds
 * for the certificates issued after it; those already given keep the text they were issued with.
 */
export function CertificateTemplatesPage() {
  return (
    <AdminOnlyScreen>
      <CertificateTemplates />
    </AdminOnlyScreen>
  );
}

function CertificateTemplates() {
  const query = useQuery(documentQueries.templates());
  const certificates = (query.data ?? []).filter((template) => template.genre !== "ordonnance");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Modèles de certificat</h1>
        <p className="mt-1 text-[15px] text-ink-600">
          Le texte de chaque certificat. Entre accolades, ce qui est rempli à l&apos;établissement : {placeholders}. Les certificats déjà remis gardent leur texte.
        </p>
      </div>
      {query.isPending ? (
        <p role="status" className="text-ink-600">
          Chargement des modèles...
        </p>
      ) : query.isError ? (
        <LoadFailure message="Impossible de récupérer les modèles." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        certificates.map((template) => <TemplateForm key={template.id} template={template} />)
      )}
    </div>
  );
}

function TemplateForm({ template }: { template: DocumentTemplate }) {
  const [titre, setTitre] = useState(template.titre ?? "");
  const [texte, setTexte] = useState(template.texte ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateTemplate({
    onSuccess: () => {
      setErrors({});
      setMessage("Modèle enregistré avec succès.");
    },
    onError: (error) => {
      setMessage(actionFailure(error, "Erreur lors de l'enregistrement du modèle."));
      if (isApiError(error)) setErrors(error.fieldErrors);
    },
  });
  const id = `modele-${template.id}`;
  return (
    <StaffPanel id={`${id}-titre-panneau`} title={certificateKindLabels[template.genre as CertificateKind]} icon={ScrollText}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: template.id, changes: { titre, texte } });
        }}
      >
        <Field label="Titre imprimé" htmlFor={`${id}-titre`} required error={errors.titre}>
          <input id={`${id}-titre`} value={titre} onChange={(event) => setTitre(event.target.value)} maxLength={150} className={inputClasses} />
        </Field>
        <Field label="Texte" htmlFor={`${id}-texte`} required error={errors.texte}>
          <textarea id={`${id}-texte`} value={texte} onChange={(event) => setTexte(event.target.value)} rows={7} maxLength={4000} className={inputClasses} />
        </Field>
        <StatusMessage message={message} />
        <Button type="submit" className="self-end" disabled={save.isPending}>
          {save.isPending ? "Enregistrement..." : "Enregistrer"}
        </Button>
      </form>
    </StaffPanel>
  );
}
