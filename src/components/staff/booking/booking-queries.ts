import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";

/** Online booking's reads (decision 047): the visit types and the rules. */
export const bookingKeys = {
  all: ["booking"] as const,
  visitTypes: () => [...bookingKeys.all, "visit-types"] as const,
  settings: () => [...bookingKeys.all, "settings"] as const,
};

export const bookingQueries = {
  visitTypes: () => queryOptions({ queryKey: bookingKeys.visitTypes(), queryFn: staffApi.booking.visitTypes }),
  settings: () => queryOptions({ queryKey: bookingKeys.settings(), queryFn: staffApi.booking.settings }),
};
