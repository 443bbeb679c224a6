/**
 * What a public form's post without scripts answers (decision 032): the page is rendered again
 * with this state, so the form shows the message in its own language and, on failure, keeps what
 * was typed. Zod-free: the browser forms import it.
 */

export type PublicFormOutcome = "success" | "missingFields" | "failed";

export type PublicFormState<Field extends string> = {
  /** null until the form has been posted. */
  outcome: PublicFormOutcome | null;
  /** What was typed, given back on failure only (a success clears the form, as with scripts). */
  values?: Partial<Record<Field, string>>;
  /** The server's reasons per field (French, as the API's), shown beside the fields. */
  fieldErrors?: Partial<Record<string, string>>;
};

/** `consentementRappels`: the optional reminders box, posted as "on" when ticked (decision 034). */
export type AppointmentFormField = "nom" | "prenom" | "telephone" | "datePreferee" | "heurePreferee" | "motif" | "consentementRappels";
export type ContactFormField = "nomComplet" | "email" | "sujet" | "message";

export type AppointmentFormState = PublicFormState<AppointmentFormField> & {
  /** The date typed is no calendar date: the form says so beside it, in its own words. */
  dateRejected?: boolean;
};
export type ContactFormState = PublicFormState<ContactFormField>;

/** A server function a form posts to without scripts (React's form action, useActionState). */
export type PublicFormAction<State> = (previous: State, form: FormData) => Promise<State>;

export const unsentFormState = { outcome: null } as const satisfies PublicFormState<never>;
