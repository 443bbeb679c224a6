import type { StaffFieldProps } from "@/components/staff/shell/staff-form";
import { Field, inputClasses } from "@/components/ui/field";
import { staffRoleLabels, staffRoles } from "@/schemas/staff-user";

type AccountFieldProps = {
  /** The form's `field(name)` (useStaffForm), for the fields this component draws. */
  field: (name: "nom" | "prenom" | "email" | "role") => StaffFieldProps;
  error: (name: string) => string | undefined;
  /** The form's idPrefix: a field's id is `{idPrefix}-{name}`. */
  idPrefix: string;
};

/** The role of an account, ASSISTANT first (the spec's default, §9), by its French name. */
export function RoleField({ field, error, idPrefix, hint }: AccountFieldProps & { hint?: string }) {
  const role = field("role");
  return (
    <Field label="Rôle" htmlFor={`${idPrefix}-role`} required hint={hint} error={error("role")}>
      <select
        {...role}
        aria-describedby={role["aria-describedby"] ?? (hint ? `${idPrefix}-role-hint` : undefined)}
        required
        className={inputClasses}
      >
        {staffRoles.map((value) => (
          <option key={value} value={value}>
            {staffRoleLabels[value]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Nom, prénom and e-mail of an account, as the add form and the edit dialog ask for them. */
export function NameAndEmailFields({ field, error, idPrefix }: AccountFieldProps) {
  return (
    <>
      <Field label="Nom" htmlFor={`${idPrefix}-nom`} required error={error("nom")}>
        <input {...field("nom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Prénom" htmlFor={`${idPrefix}-prenom`} required error={error("prenom")}>
        <input {...field("prenom")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="E-mail" htmlFor={`${idPrefix}-email`} required error={error("email")}>
        <input {...field("email")} type="email" required autoComplete="off" className={inputClasses} />
      </Field>
    </>
  );
}
