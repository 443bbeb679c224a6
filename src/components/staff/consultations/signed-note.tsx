"use client";

import { Lock, MessageSquarePlus } from "lucide-react";
import { useId, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useAddAddendum } from "@/components/staff/consultations/consultation-mutations";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { consultationMessages, regionAndSide, type ConsultationNote } from "@/schemas/consultation";

/** A signed note, read only, as signed; its addenda below it, oldest first; and the form to add one. */
export function SignedNote({ note }: { note: ConsultationNote }) {
  const { timeZone } = useStaffSession();
  return (
    <div className="flex flex-col gap-5">
      <p className="inline-flex items-center gap-2 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        Signée le {formatInstant(note.signeLe, timeZone)}
        {note.signePar ? ` par Dr ${note.signePar.prenom} ${note.signePar.nom}` : ""} : la note ne change plus ; une correction s&apos;ajoute en addendum.
      </p>
      <NoteContent note={note} />
      <section aria-labelledby="addenda" className="flex flex-col gap-3">
        <h2 id="addenda" className="text-lg font-bold">
          Addenda
        </h2>
        {note.addenda.length === 0 ? (
          <p className="text-[15px] text-ink-600">Aucun addendum.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {note.addenda.map((addendum) => (
              <li key={addendum.id} className="rounded-xl border-l-4 border-primary-300 bg-primary-50/50 px-4 py-3">
                <p className="text-sm text-ink-600">
                  {formatInstant(addendum.creeLe, timeZone)} · Dr {addendum.medecin.prenom} {addendum.medecin.nom}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-ink-900">{addendum.texte}</p>
              </li>
            ))}
          </ol>
        )}
        <AddendumForm noteId={note.id} />
      </section>
    </div>
  );
}

/** Every field the doctor wrote, in the form's order; empty ones left out. */
export function NoteContent({ note }: { note: ConsultationNote }) {
  const rows: [string, string][] = [
    ["Motif", note.motif ?? ""],
    ["Antécédents", note.antecedents ?? ""],
    ["Histoire de la maladie", note.histoire ?? ""],
    ...note.examens.map((exam): [string, string] => [`Examen — ${regionAndSide(exam.region, exam.cote)}`, exam.constatations ?? "(région examinée)"]),
    ["Douleur (EVA)", note.douleur === null ? "" : `${note.douleur} / 10`],
    ["Imagerie revue", note.imagerie ?? ""],
    ["Diagnostic", note.diagnostic ?? ""],
    ["Conduite à tenir", note.conduite ?? ""],
  ];
  return (
    <dl className="flex flex-col gap-4">
      {rows
        .filter(([, text]) => text)
        .map(([term, text]) => (
          <div key={term} className="grid grid-cols-1 gap-1 md:grid-cols-[12rem_1fr] md:gap-6">
            <dt className="text-sm font-semibold text-ink-500 md:pt-0.5">{term}</dt>
            <dd className="whitespace-pre-wrap break-words text-ink-900">{text}</dd>
          </div>
        ))}
    </dl>
  );
}

function AddendumForm({ noteId }: { noteId: number }) {
  const fieldId = useId();
  const [texte, setTexte] = useState("");
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const add = useAddAddendum(noteId, {
    onSuccess: () => {
      setTexte("");
      setMessage({ text: consultationMessages.addendumAdded, tone: "success" });
    },
    onError: (failure) => setMessage({ text: actionFailure(failure, consultationMessages.addendumFailed), tone: "error" }),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!texte.trim()) return setMessage({ text: "L'addendum est obligatoire.", tone: "error" });
        setMessage(null);
        add.mutate(texte);
      }}
      className="flex flex-col gap-3 rounded-xl border border-ink-200 p-4"
    >
      <Field label="Ajouter un addendum" htmlFor={fieldId} hint="Daté et signé à votre nom ; la note ci-dessus reste telle qu'elle a été signée.">
        <textarea id={fieldId} value={texte} onChange={(event) => setTexte(event.target.value)} maxLength={5000} rows={3} className={`${inputClasses} min-h-24 resize-y`} />
      </Field>
      <StatusMessage message={message?.text} tone={message?.tone} />
      <div>
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Ajouter l&apos;addendum
        </Button>
      </div>
    </form>
  );
}
