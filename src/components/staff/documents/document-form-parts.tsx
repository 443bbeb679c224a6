"use client";

import type { z } from "zod";
import { paperFormats, type PaperFormat } from "@/schemas/document";

/** A form's field errors by path ("lignes.0.posologie"), as the server's `errors` names them. */
export type FieldErrors = Record<string, string>;

/** The payload checked by the server's own schema: its first message for each field. */
export function issueErrors(schema: z.ZodType, payload: unknown): FieldErrors {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** A5 (the usual ordonnance) or A4 (the usual certificate). */
export function FormatChoice({ name, value, onChange }: { name: string; value: PaperFormat; onChange: (format: PaperFormat) => void }) {
  return (
    <fieldset className="flex items-center gap-4">
      <legend className="sr-only">Format du papier</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-800">
        Format
      </span>
      {paperFormats.map((format) => (
        <label key={format} className="flex items-center gap-2 text-[15px] text-ink-800">
          <input type="radio" name={name} value={format} checked={value === format} onChange={() => onChange(format)} className="size-4 accent-primary-700" />
          {format}
        </label>
      ))}
    </fieldset>
  );
}
