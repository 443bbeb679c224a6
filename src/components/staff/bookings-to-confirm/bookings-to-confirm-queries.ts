import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** The online bookings waiting for the front desk (decision 052): read again like the header's counts. */
export const bookingsToConfirmKeys = { all: ["bookings-to-confirm"] as const };

export const bookingsToConfirmQueries = {
  list: () =>
    queryOptions({
      queryKey: bookingsToConfirmKeys.all,
      queryFn: staffApi.booking.toConfirm,
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
    }),
};
