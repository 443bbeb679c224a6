import type { UseFormRegisterReturn } from "react-hook-form";
import { genderLabels, genders } from "@/schemas/patient";

type GenderFieldProps = {
  /** react-hook-form's registration of the `gender` field. */
  registration: UseFormRegisterReturn;
  /** The field's message, if any, and the id it is shown under (named by the fieldset). */
  error: string | undefined;
  errorId: string;
  className?: string;
};

/** The patient's gender (spec: H or F) as two large radio buttons, the same in every patient form. */
export function GenderField({ registration, error, errorId, className = "" }: GenderFieldProps) {
  return (
    <fieldset className={`flex flex-col gap-1.5 ${className}`} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">
        Genre<span className="ml-0.5 text-danger-600" aria-hidden="true">*</span>
      </legend>
      <div className="flex gap-3">
        {genders.map((gender) => (
          <label
            key={gender}
            className="flex h-[50px] flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 bg-white px-4 text-[15px] text-ink-900 transition-colors hover:border-ink-300 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-100"
          >
            <input type="radio" {...registration} value={gender} required className="size-4 accent-primary-700" />
            {genderLabels[gender]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
