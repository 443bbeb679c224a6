import type { Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { PracticeHoursInput, practiceHoursInput } from "@/schemas/practice-hours";

/** The hours form as its editors receive it: values typed as the PUT body, submitted as the schema's output. */
export type PracticeHoursForm = UseFormReturn<PracticeHoursInput, unknown, z.output<typeof practiceHoursInput>>;

/** The editors' view of the form: the form itself and the message at a path (a field, or a list's own). */
export type EditorProps = { form: PracticeHoursForm; errorAt: (path: string) => string | undefined };

/** register() of a field, with its id and the accessible link to its error line (`{id}-error`, as Field writes it). */
export function fieldControl({ form, errorAt }: EditorProps, path: Path<PracticeHoursInput>, id: string) {
  const message = errorAt(path);
  return { id, ...form.register(path), "aria-invalid": message ? true : undefined, "aria-describedby": message ? `${id}-error` : undefined };
}
