import type { StaffFieldProps } from "@/components/staff/shell/staff-form";
import { Field, inputClasses } from "@/components/ui/field";

type AppointmentNoteFieldsProps = {
  motif: StaffFieldProps;
  observation: StaffFieldProps;
  errors: { motif?: string; observation?: string };
  /** Grid classes of each field (e.g. to span the form's two columns). */
  className?: string;
  observationRows?: number;
};

/** An appointment's motif (required) and observation (optional), as every booking form asks them. */
export function AppointmentNoteFields({ motif, observation, errors, className, observationRows = 3 }: AppointmentNoteFieldsProps) {
  return (
    <>
      <Field label="Motif" htmlFor={motif.id} required error={errors.motif} className={className}>
        <input {...motif} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Observation" htmlFor={observation.id} hint="Facultatif" error={errors.observation} className={className}>
        <textarea {...observation} rows={observationRows} className={inputClasses} />
      </Field>
    </>
  );
}
