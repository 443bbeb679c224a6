"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { bookingKeys } from "@/components/staff/booking/booking-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { BookingSettings, BookingSettingsInput, VisitType, VisitTypeInput } from "@/schemas/booking";

/** The booking rules saved: the answer is what the page shows. */
export function useSaveBookingSettings(callbacks: MutationCallbacks<BookingSettings, BookingSettingsInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.booking.saveSettings,
    onSuccess: (saved, variables, result, context) => {
      queryClient.setQueryData(bookingKeys.settings(), saved);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** A visit type added (no id) or replaced: the list is read again (its order may change). */
export function useSaveVisitType(callbacks: MutationCallbacks<VisitType, { id: number | null; type: VisitTypeInput }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: ({ id, type }: { id: number | null; type: VisitTypeInput }) =>
      id === null ? staffApi.booking.createVisitType(type) : staffApi.booking.updateVisitType({ id, type }),
    onSuccess: async (saved, variables, result, context) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.visitTypes() });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
