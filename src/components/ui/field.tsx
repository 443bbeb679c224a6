import clsx from "clsx";

export const inputClasses =
  "block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-[15px] text-ink-900 shadow-xs placeholder:text-ink-400 transition-colors hover:border-ink-300 focus:border-primary-500 focus:ring-3 focus:ring-primary-100 focus:outline-none disabled:bg-ink-50 read-only:bg-ink-50";

type FieldProps = {
  label: string;
  htmlFor: string;
  /** Shows the red asterisk of a required field. */
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/** Label + control + optional hint or error, laid out the same everywhere. */
export function Field({ label, htmlFor, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink-800">
        {label}
        {required && (
          <span className="ms-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${htmlFor}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
