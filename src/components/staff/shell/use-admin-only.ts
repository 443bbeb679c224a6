"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useStaffSession } from "@/components/staff/shell/staff-session";

/**
 * For /responsable/personnels: anyone else is sent to / (spec §2, §8). Answers whether to show
 * the screen; the server refuses the calls to non-admins whatever the screen does. The product's
 * other admin screens tell a non-admin they are reserved to administrators instead: their routes
 * wrap them in AdminOnlyScreen, which never mounts them for a non-admin.
 */
export function useAdminOnly(): boolean {
  const { isAdmin } = useStaffSession();
  const router = useRouter();
  useEffect(() => {
    if (!isAdmin) router.replace("/");
  }, [isAdmin, router]);
  return isAdmin;
}
