import type { StaffFieldProps } from "@/components/staff/shell/staff-form";
import { Field, inputClasses } from "@/components/ui/field";
import { PASSWORD_MIN_LENGTH, passwordPolicyMessages } from "@/schemas/password-policy";

/**
 * A new password's field, wherever one is chosen (an admin creating an account, one's own
 * change): the policy's hint under it (decision 023), described by its error when there is one.
 */
export function NewPasswordField({ label, field, error }: { label: string; field: StaffFieldProps; error: string | undefined }) {
  return (
    <Field label={label} htmlFor={field.id} required hint={passwordPolicyMessages.hint} error={error}>
      <input
        {...field}
        aria-describedby={field["aria-describedby"] ?? `${field.id}-hint`}
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        className={inputClasses}
      />
    </Field>
  );
}
