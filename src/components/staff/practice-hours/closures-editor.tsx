"use client";

import { CalendarCheck, ChevronDown, ChevronUp, CircleHelp, Plus, Trash2 } from "lucide-react";
import { Fragment, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { formatCalendarDate } from "@/client/practice-dates";
import { fieldControl, type EditorProps } from "@/components/staff/practice-hours/hours-form";
import { newItemId } from "@/components/staff/practice-hours/item-id";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { closureNatureLabels, closureNatures } from "@/schemas/practice-hours";
import { addDays, addMonths } from "@/calendar/plain-date";

type ClosuresEditorProps = EditorProps & {
  /** The practice's date today (YYYY-MM-DD), for a new closure. */
  today: string;
};

/** Pre-filled religious holidays: their ids carry the Hijri year ("ferie-1447h-aid-al-fitr"). */
const isReligiousHoliday = (id: string) => /^ferie-\d+h-/.test(id);

/**
 * Which closures show at first: those of the coming twelve months. The past ones and those
 * beyond a year ahead (five years of holidays are pre-filled) are shown on demand.
 */
type Span = "past" | "coming" | "later";
const spans: readonly Span[] = ["past", "coming", "later"];

/** Where a closure falls, by the dates it had when the list was loaded or the row added. */
export function closureSpan(closure: { du: string; au: string }, today: string): Span {
  if (closure.au < today) return "past";
  return closure.du < addMonths(today, 12) ? "coming" : "later";
}

const closureFields = ["libelle", "du", "au", "nature", "id"] as const;

/**
 * The closures of the coming twelve months, by year: holidays and leave. The past ones and the
 * years after are a button away. An estimated religious holiday says so plainly ("Date estimée")
 * and offers 'Confirmer'; moving it is editing its dates, then confirming it.
 */
export function ClosuresEditor({ form, errorAt, today }: ClosuresEditorProps) {
  const { control, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "fermetures", keyName: "key" });
  const live = useWatch({ control, name: "fermetures" });
  const [opened, setOpened] = useState<Record<Span, boolean>>({ past: false, coming: true, later: false });

  // Grouped by the dates a closure had when the list was loaded or the row added: a row does not
  // jump between groups, nor hide, while its date is being typed.
  const rows = fields.map((field, index) => ({ field, index, span: closureSpan(field, today), year: field.du.slice(0, 4) }));
  const count = (span: Span) => rows.filter((row) => row.span === span).length;
  // A group with a refused field opens, so that the message is in view.
  const hasError = (span: Span) => rows.some((row) => row.span === span && closureFields.some((name) => errorAt(`fermetures.${row.index}.${name}`)));
  const shown = (span: Span) => opened[span] || hasError(span);
  const horizon = addMonths(today, 12);

  const add = () =>
    append({ id: newItemId("fermeture"), libelle: "", du: today, au: today, nature: "conge", estimee: false }, { focusName: `fermetures.${fields.length}.libelle` });

  // Always in the page, so that its button's aria-controls names it; its rows only once shown.
  const group = (span: Span) => {
    const years = shown(span) ? [...new Set(rows.filter((row) => row.span === span).map((row) => row.year))].sort() : [];
    return (
      <div id={`fermetures-${span}`} className="flex flex-col gap-5 empty:hidden">
        {years.map((year) => (
          <section key={year} aria-labelledby={`fermetures-${span}-${year}`} className="flex flex-col gap-3">
            <h3 id={`fermetures-${span}-${year}`} className="scroll-mt-24 border-b border-ink-100 pb-1 text-base font-bold text-ink-800">
              {year}
            </h3>
            <div className="hidden gap-3 px-4 text-sm font-semibold text-ink-700 xl:grid xl:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem_8.5rem_20rem]" aria-hidden="true">
              <span>Libellé</span>
              <span>Du</span>
              <span>Au</span>
              <span>Nature</span>
              <span>État</span>
            </div>
            <ul className="flex flex-col gap-2">
              {rows
                .filter((row) => row.span === span && row.year === year)
                .map(({ field, index }) => (
                  <ClosureRow
                    key={field.key}
                    index={index}
                    current={live?.[index] ?? field}
                    form={form}
                    errorAt={errorAt}
                    onRemove={() => remove(index)}
                    onConfirm={() => setValue(`fermetures.${index}.estimee`, false, { shouldDirty: true })}
                  />
                ))}
            </ul>
          </section>
        ))}
      </div>
    );
  };

  /** The button that shows or hides a group: placed before it, so that Tab goes on into what it showed. */
  const toggle = (span: "past" | "later") => {
    const n = count(span);
    if (n === 0 || hasError(span)) return null;
    const what = n === 1 ? "1 fermeture" : `${n} fermetures`;
    const label =
      span === "past"
        ? opened.past
          ? "Masquer les fermetures passées"
          : `Afficher les fermetures passées (${what})`
        : opened.later
          ? "Masquer les années suivantes"
          : `Afficher les années suivantes (${what} après le ${formatCalendarDate(addDays(horizon, -1))})`;
    return (
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="h-auto! min-h-9 py-1.5 text-left whitespace-normal!"
          aria-expanded={opened[span]}
          aria-controls={`fermetures-${span}`}
          onClick={() => setOpened({ ...opened, [span]: !opened[span] })}
        >
          {opened[span] ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
          {label}
        </Button>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {fields.length === 0 && <p className="text-ink-600">Aucune fermeture.</p>}
      {live?.some((closure) => closure?.estimee) && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <CircleHelp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Date estimée</strong> : les fêtes religieuses suivent l&apos;observation du croissant. Corrigez
            les dates si besoin, puis confirmez. D&apos;ici là, le site les annonce comme probables et ne refuse aucune demande ces jours-là.
          </span>
        </p>
      )}
      {fields.length > 0 && (
        <p className="text-sm text-ink-600">
          {count("coming") === 0
            ? `Aucune fermeture d'ici le ${formatCalendarDate(addDays(horizon, -1))}.`
            : `Les fermetures des douze prochains mois, jusqu'au ${formatCalendarDate(addDays(horizon, -1))}.`}
        </p>
      )}
      {spans.map((span) => (
        <Fragment key={span}>
          {span !== "coming" && toggle(span)}
          {group(span)}
        </Fragment>
      ))}
      <div>
        <Button variant="secondary" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une fermeture
        </Button>
      </div>
    </div>
  );
}

type ClosureValues = { id?: string; libelle?: string; estimee?: boolean };

/** A label that reads above its control on narrower screens and leaves it to the column headings from 1280 px. */
function RowLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-ink-800 xl:sr-only">
      {children}
    </label>
  );
}

function ClosureRow({
  index,
  current,
  form,
  errorAt,
  onRemove,
  onConfirm,
}: EditorProps & { index: number; current: ClosureValues; onRemove: () => void; onConfirm: () => void }) {
  const prefix = `fermetures.${index}` as const;
  const rowId = `fermeture-${index}`;
  const label = current.libelle?.trim() || "cette fermeture";
  const control = (name: "libelle" | "du" | "au" | "nature") => ({
    ...fieldControl({ form, errorAt }, `${prefix}.${name}`, `${rowId}-${name}`),
    className: `${inputClasses} min-w-0 px-3 py-2`,
  });
  const errorLine = (name: string) => {
    const message = errorAt(`${prefix}.${name}`);
    return message ? (
      <p id={`${rowId}-${name}-error`} className="text-sm text-danger-700">
        {message}
      </p>
    ) : null;
  };

  return (
    <li className={`rounded-xl border p-3 sm:p-4 xl:px-4 xl:py-2.5 ${current.estimee ? "border-amber-300 bg-amber-50" : "border-ink-200 bg-white"}`}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem_8.5rem_20rem] xl:items-start">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 md:col-span-4 xl:col-span-1">
          <RowLabel htmlFor={`${rowId}-libelle`}>Libellé</RowLabel>
          <input {...control("libelle")} placeholder="Congé annuel" />
          {errorLine("libelle")}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <RowLabel htmlFor={`${rowId}-du`}>Du</RowLabel>
          <input type="date" {...control("du")} />
          {errorLine("du")}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <RowLabel htmlFor={`${rowId}-au`}>Au</RowLabel>
          <input type="date" {...control("au")} />
          {errorLine("au")}
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
          <RowLabel htmlFor={`${rowId}-nature`}>Nature</RowLabel>
          <select {...control("nature")}>
            {closureNatures.map((nature) => (
              <option key={nature} value={nature}>
                {closureNatureLabels[nature]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 self-end sm:col-span-1 xl:flex-nowrap xl:self-center">
          {current.estimee ? (
            <>
              <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                <CircleHelp className="size-3.5" aria-hidden="true" />
                Date estimée
              </span>
              <Button variant="secondary" size="sm" className="px-3" onClick={onConfirm} aria-label={`Confirmer la date de « ${label} »`}>
                <CalendarCheck className="size-4" aria-hidden="true" />
                Confirmer
              </Button>
            </>
          ) : (
            isReligiousHoliday(current.id ?? "") && (
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-success-700">
                <CalendarCheck className="size-3.5" aria-hidden="true" />
                Date confirmée
              </span>
            )
          )}
          <Button variant="ghost" size="sm" className="px-2.5 text-danger-700 hover:bg-danger-50" onClick={onRemove} aria-label={`Supprimer « ${label} »`} title="Supprimer">
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="xl:hidden">Supprimer</span>
          </Button>
        </div>
      </div>
      {errorLine("id")}
    </li>
  );
}
