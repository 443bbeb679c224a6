"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { FileText, Printer, Ruler, TriangleAlert } from "lucide-react";
import Link from "next/link";
import type { Path } from "react-hook-form";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, staffApi } from "@/client/staff-api";
import { claimFormQueries, useSaveClaimFormLayout } from "@/components/staff/claim-form/claim-form-queries";
import { openPdf } from "@/components/staff/documents/open-pdf";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { useStatusMessage } from "@/client/use-status-message";
import { type ClaimFormLayout, type ClaimFormLayoutAnswer, claimFormFieldLabels, claimFormLayoutInput, claimFormMessages, paperFormats } from "@/schemas/claim-form";

/**
 * /responsable/feuille-de-soins (decision 060): where the doctor's part of the pre-printed
 * feuille de soins is printed, in millimetres from the sheet's top-left corner. Every staff
 * member sees it and prints the test sheet; an admin changes and saves it (the server refuses
 * anyone else whatever the screen shows).
 */
export function ClaimFormPage() {
  const layout = useQuery(claimFormQueries.layout());
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link href="/responsable/actes" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
            ← Actes et tarifs
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Feuille de soins</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          La partie du médecin (dates, lettres-clés et coefficients, honoraires, nom et INPE) s&apos;imprime directement sur la feuille de soins
          pré-imprimée de la CNSS, de la CNOPS ou d&apos;une mutuelle. Chaque position se règle en millimètres depuis le coin supérieur gauche de la
          feuille : x vers la droite, y vers le bas.
        </p>
      </div>
      <QueryState query={layout} failedMessage={claimFormMessages.loadFailed} emptyMessage="" isEmpty={() => false}>
        {(answer) => <LayoutForm answer={answer} />}
      </QueryState>
    </div>
  );
}

/** The staff inputs' look, with room for three to a row on a phone and the "mm" at the end. */
const mmInputClasses = `${inputClasses.replace("px-4", "ps-3 pe-8")} tabular-nums`;

const toNumber = (value: unknown) => (value === "" || value === null || value === undefined ? Number.NaN : Number(String(value).replace(",", ".")));

function withoutAnswerFields(answer: ClaimFormLayoutAnswer): ClaimFormLayout {
  const { estimation: _estimation, misAJourLe: _misAJourLe, ...layout } = answer;
  return layout;
}

function LayoutForm({ answer }: { answer: ClaimFormLayoutAnswer }) {
  const { isAdmin, timeZone } = useStaffSession();
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({ schema: claimFormLayoutInput, defaultValues: withoutAnswerFields(answer), idPrefix: "gabarit" });
  const save = useSaveClaimFormLayout({
    onMutate: startAttempt,
    onSuccess: (saved) => {
      form.reset(withoutAnswerFields(saved));
      status.show(claimFormMessages.saved);
    },
    onError: (failure) => showFailure(actionFailure(failure, claimFormMessages.saveFailed), failure),
  });
  const printStatus = useStatusMessage();
  const testPrint = useMutation({ mutationFn: staffApi.claimForm.testPrint, onError: (failure) => printStatus.show(actionFailure(failure, "Impossible de préparer l'impression d'essai.")) });
  const current = save.data ?? answer;

  const mm = (name: Path<ClaimFormLayout>, label: string, step = 0.5) => {
    const props = field(name);
    const message = error(name);
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={props.id} className="text-sm font-medium text-ink-700">
          {label}
        </label>
        <div className="relative">
          <input
            {...props}
            {...form.register(name, { setValueAs: toNumber })}
            type="number"
            inputMode="decimal"
            step={step}
            min={0}
            disabled={!isAdmin}
            className={mmInputClasses}
          />
          {step !== 1 && (
            <span className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-xs text-ink-500" aria-hidden="true">
              mm
            </span>
          )}
        </div>
        {message && (
          <p id={`${props.id}-error`} className="text-sm text-danger-700">
            {message}
          </p>
        )}
      </div>
    );
  };

  const group = (legend: string, hint: string | null, children: React.ReactNode) => (
    <fieldset className="rounded-xl border border-ink-200 p-4">
      <legend className="px-1 text-[15px] font-semibold text-ink-900">{legend}</legend>
      {hint && <p className="mb-3 text-sm text-ink-600">{hint}</p>}
      <div className="grid grid-cols-3 gap-2 sm:gap-3">{children}</div>
    </fieldset>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <StaffPanel id="gabarit-positions" title="Positions des champs" icon={Ruler} description={isAdmin ? "Toutes les valeurs sont en millimètres." : "Seul un administrateur peut modifier le gabarit."}>
        {current.estimation && (
          <div className="mb-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note" aria-label="Valeurs estimées">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p className="text-sm">
              <strong>Valeurs de départ estimées</strong>, jamais mesurées sur votre feuille de soins. Avant d&apos;imprimer sur de vraies feuilles, faites
              une impression d&apos;essai sur papier ordinaire, posez-la sur une feuille vierge à contre-jour, corrigez les positions ici puis
              enregistrez.
            </p>
          </div>
        )}
        <form method="post" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-5">
          <fieldset className="rounded-xl border border-ink-200 p-4">
            <legend className="px-1 text-[15px] font-semibold text-ink-900">Feuille</legend>
            <label htmlFor="gabarit-format" className="text-sm font-medium text-ink-700">
              Format du papier (portrait)
            </label>
            <select {...field("format")} disabled={!isAdmin} className={`${inputClasses} mt-1 max-w-48`}>
              {paperFormats.map((format) => (
                <option key={format} value={format}>
                  {format === "A4" ? "A4 (210 × 297 mm)" : "A5 (148 × 210 mm)"}
                </option>
              ))}
            </select>
            {error("format") && <p className="mt-1 text-sm text-danger-700">{error("format")}</p>}
          </fieldset>
          {group(
            "Tableau des actes",
            "Une ligne par acte : la date, la lettre-clé et le coefficient (« K 20 », « Cs »), le montant (aligné à droite dans sa largeur). y : le haut de la première ligne ; écart : d'une ligne à la suivante ; lignes : combien la feuille en a.",
            <>
              {mm("actes.y", "y (1re ligne)")}
              {mm("actes.pas", "Écart")}
              {mm("actes.lignes", "Lignes", 1)}
            </>,
          )}
          {(["date", "cotation", "montant"] as const).map((column) => (
            <div key={column}>
              {group(
                `Colonne « ${claimFormFieldLabels[column]} »`,
                null,
                <>
                  {mm(`actes.${column}.x`, "x")}
                  {mm(`actes.${column}.largeur`, "Largeur")}
                </>,
              )}
            </div>
          ))}
          {(["total", "medecin", "inpe"] as const).map((key) => (
            <div key={key}>
              {group(
                claimFormFieldLabels[key],
                key === "medecin" ? "« Dr Prénom NOM » : écrit plus petit s'il ne tient pas dans la largeur." : null,
                <>
                  {mm(`${key}.x`, "x")}
                  {mm(`${key}.y`, "y")}
                  {mm(`${key}.largeur`, "Largeur")}
                </>,
              )}
            </div>
          ))}
          {isAdmin && (
            <div className="flex flex-col gap-3">
              <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer le gabarit" busyLabel="Enregistrement..." busy={save.isPending} />
              {!status.message && (
                <p className="text-sm text-ink-600">
                  {form.formState.isDirty
                    ? "Modifications non enregistrées."
                    : current.misAJourLe
                      ? `Dernier enregistrement : ${formatInstant(current.misAJourLe, timeZone)}.`
                      : "Valeurs estimées : jamais enregistrées."}
                </p>
              )}
            </div>
          )}
        </form>
      </StaffPanel>
      <StaffPanel id="gabarit-essai" title="Impression d'essai" icon={Printer} className="order-first lg:order-none">
        <div className="flex flex-col gap-3 text-sm text-ink-700">
          <p>Sur papier ordinaire : le cadre de chaque champ avec son nom, une règle graduée en millimètres en haut et à gauche.</p>
          <p className="rounded-lg bg-danger-50 p-3 font-semibold text-danger-800">Imprimez à 100 % (taille réelle), sans « ajuster à la page ».</p>
          <p>L&apos;essai montre le gabarit enregistré{form.formState.isDirty ? " : enregistrez d'abord vos modifications" : ""}.</p>
          <StatusMessage message={printStatus.message} />
          <Button
            variant="secondary"
            disabled={testPrint.isPending}
            aria-busy={testPrint.isPending}
            onClick={() => {
              const tab = window.open("", "_blank");
              testPrint.mutate(undefined, { onSuccess: (blob) => openPdf(blob, "feuille-de-soins-essai.pdf", tab), onError: () => tab?.close() });
            }}
          >
            <FileText className="size-4" aria-hidden="true" />
            Impression d&apos;essai
          </Button>
        </div>
      </StaffPanel>
    </div>
  );
}
