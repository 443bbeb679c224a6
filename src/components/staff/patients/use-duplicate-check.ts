"use client";

import { useEffect, useState } from "react";
import { duplicatesOf } from "@/client/staff-api";
import type { DuplicateCandidate } from "@/schemas/patient";

/**
 * The likely duplicates a registration or an edit was refused for (409 with `X-Duplicate-Check`),
 * with the payload they were found for, so that 'Créer quand même' / 'Enregistrer quand même'
 * sends that payload again. The warning goes as soon as the user changes the form.
 */
export function useDuplicateCheck<Payload>(form: { watch: (callback: () => void) => { unsubscribe: () => void } }) {
  const [refused, setRefused] = useState<{ candidates: DuplicateCandidate[]; payload: Payload } | null>(null);

  useEffect(() => {
    const subscription = form.watch(() => setRefused(null));
    return () => subscription.unsubscribe();
  }, [form]);

  return {
    refused,
    clear: () => setRefused(null),
    /** A failed call: true when it named likely duplicates (now shown), false for any other failure. */
    caught(failure: unknown, payload: Payload): boolean {
      const candidates = duplicatesOf(failure);
      setRefused(candidates ? { candidates, payload } : null);
      return candidates !== null;
    },
  };
}
