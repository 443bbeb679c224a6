"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { fieldControl, type EditorProps } from "@/components/staff/practice-hours/hours-form";
import { newItemId } from "@/components/staff/practice-hours/item-id";
import { WeekEditor } from "@/components/staff/practice-hours/week-editor";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { addDays } from "@/calendar/plain-date";

type PeriodsEditorProps = EditorProps & {
  /** The practice's date today (YYYY-MM-DD), for a new period. */
  today: string;
};

/** Special periods (Ramadan…): dates, and a week of their own that replaces the usual one. */
export function PeriodsEditor({ form, errorAt, today }: PeriodsEditorProps) {
  const editor = { form, errorAt };
  const { control, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "periodes", keyName: "key" });
  const live = useWatch({ control, name: "periodes" });

  const add = () =>
    append(
      // A new period starts from the usual week: usually only a few hours change.
      { id: newItemId("periode"), libelle: "", du: today, au: addDays(today, 29), semaine: structuredClone(getValues("semaine")) },
      { focusName: `periodes.${fields.length}.libelle` },
    );

  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-ink-600">Aucune période particulière : la semaine type s&apos;applique toute l&apos;année.</p>}
      {fields.map((field, index) => {
        const prefix = `periodes.${index}` as const;
        const rowId = `periode-${index}`;
        const label = live?.[index]?.libelle?.trim() || "cette période";
        return (
          <fieldset key={field.key} className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink-700">Période {index + 1}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_10rem_10rem_auto] lg:items-start">
              <Field className="min-w-0" label="Libellé" htmlFor={`${rowId}-libelle`} required error={errorAt(`${prefix}.libelle`)}>
                <input {...fieldControl(editor, `${prefix}.libelle`, `${rowId}-libelle`)} className={`${inputClasses} py-2`} placeholder="Ramadan" />
              </Field>
              <Field className="min-w-0" label="Du" htmlFor={`${rowId}-du`} required error={errorAt(`${prefix}.du`)}>
                <input type="date" {...fieldControl(editor, `${prefix}.du`, `${rowId}-du`)} className={`${inputClasses} py-2`} />
              </Field>
              <Field className="min-w-0" label="Au" htmlFor={`${rowId}-au`} required error={errorAt(`${prefix}.au`)}>
                <input type="date" {...fieldControl(editor, `${prefix}.au`, `${rowId}-au`)} className={`${inputClasses} py-2`} />
              </Field>
              <div className="flex items-end sm:col-span-2 lg:col-span-1 lg:h-full">
                <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" onClick={() => remove(index)} aria-label={`Supprimer « ${label} »`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Supprimer
                </Button>
              </div>
            </div>
            <div>
              <p className="mb-2 text-sm font-semibold text-ink-800">Horaires pendant la période</p>
              <WeekEditor base={`periodes.${index}.semaine`} form={form} errorAt={errorAt} idPrefix={`${rowId}-jour`} />
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          Ajouter une période
        </Button>
      </div>
    </div>
  );
}
