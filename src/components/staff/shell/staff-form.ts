"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { serverDetail, isApiError } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";

/** What `field(name)` gives an input: register()'s props, its id, and its error's accessible link. */
export type StaffFieldProps = UseFormRegisterReturn & { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * A staff form on react-hook-form, checked in the browser by the very zod schema the server
 * validates the payload with (src/schemas): a field's rule and its French message exist once.
 * The server's own refusals land in the same places: per-field messages beside their fields,
 * anything else as the form's detail line, and the spec's status message for 3 s.
 */
export function useStaffForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  idPrefix,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Field ids read `{idPrefix}-{name}`; their error line `{idPrefix}-{name}-error` (see Field). */
  idPrefix: string;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const status = useStatusMessage();
  const [detail, setDetail] = useState<string | null>(null);
  const { errors } = form.formState;

  /** The message of a field, nested ones included ("medecin.id"). */
  const error = (name: string): string | undefined => {
    const entry: { message?: unknown } | undefined = get(errors, name);
    return typeof entry?.message === "string" ? entry.message : undefined;
  };

  /** register() plus the id and the accessible link to the field's error line. */
  const field = (name: Path<Input>): StaffFieldProps => {
    const id = `${idPrefix}-${name}`;
    const message = error(name);
    return { id, ...form.register(name), "aria-invalid": message ? true : undefined, "aria-describedby": message ? `${id}-error` : undefined };
  };

  /** Before a new attempt: the last attempt's server messages no longer hold. */
  const startAttempt = () => setDetail(null);

  /** A refused or failed call: the status message, then the server's explanations where they belong. */
  const showFailure = (statusMessage: string, failure: unknown) => {
    status.show(statusMessage);
    setDetail(serverDetail(failure));
    if (!isApiError(failure)) return;
    for (const [path, message] of Object.entries(failure.fieldErrors)) form.setError(path as Path<Input>, { type: "server", message });
  };

  return { form, field, error, status, detail, startAttempt, showFailure };
}
