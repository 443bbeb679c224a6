"use client";

import { useMemo } from "react";
import { createFrontDeskApi } from "@/client/front-desk-api";
import { clearSession } from "@/client/session";

/** The front desk's API client, ending the session on a 401 as the staff area's own client does. */
export function useFrontDeskApi() {
  return useMemo(() => createFrontDeskApi({ onUnauthorized: clearSession }), []);
}
