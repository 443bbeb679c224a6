"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useStaffSession } from "@/components/staff/shell/staff-session";

/**
 * For the admins' screens: anyone else is sent to / (spec §8). Answers whether to show the
 * screen; the server refuses the calls to non-admins whatever the screen does.
 */
export function useAdminOnly(): boolean {
  const { isAdmin } = useStaffSession();
  const router = useRouter();
  useEffect(() => {
    if (!isAdmin) router.replace("/");
  }, [isAdmin, router]);
  return isAdmin;
}
