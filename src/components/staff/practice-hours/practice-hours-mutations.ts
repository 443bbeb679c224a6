"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { practiceHoursKeys } from "@/components/staff/practice-hours/practice-hours-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { PracticeHoursAnswer, PracticeHoursInput } from "@/schemas/practice-hours";

/** The opening hours and closures saved: the answer is what the page and the agenda show. */
export function useSavePracticeHours(callbacks: MutationCallbacks<PracticeHoursAnswer, PracticeHoursInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.practiceHours.save,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(practiceHoursKeys.all, saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
