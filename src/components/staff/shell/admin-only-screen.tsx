"use client";

import { ArrowLeft, Lock } from "lucide-react";
import { usePathname } from "next/navigation";
import { staffNavItems } from "@/components/staff/shell/staff-nav";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { ButtonLink } from "@/components/ui/button";

export const adminOnlyMessages = {
  title: "Page réservée aux administrateurs",
  back: "Retour à l'espace professionnel",
} as const;

/**
 * An admins' screen (backups, hours, journal, outbox, rights register): anyone else who types its
 * address is told it is reserved to the administrators, with a way back, and the screen itself
 * never mounts (none of its calls leave). /responsable/personnels keeps the spec's redirect to /
 * (spec §2, §8): it uses useAdminOnly, not this. The server refuses the calls to non-admins anyway.
 */
export function AdminOnlyScreen({ children }: { children: React.ReactNode }) {
  const { isAdmin } = useStaffSession();
  return isAdmin ? children : <ReservedToAdmins />;
}

function ReservedToAdmins() {
  const pathname = usePathname();
  const screen = staffNavItems.find((item) => item.href === pathname)?.label;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <span className="grid size-11 place-items-center rounded-full bg-primary-50 text-primary-700" aria-hidden="true">
        <Lock className="size-5" />
      </span>
      <h1 className="text-2xl font-bold">{adminOnlyMessages.title}</h1>
      <p className="text-ink-700">
        {screen ? <>La page « {screen} » n&apos;est accessible qu&apos;aux administrateurs du cabinet.</> : <>Cette page n&apos;est accessible qu&apos;aux administrateurs du cabinet.</>}{" "}
        Si vous en avez besoin, demandez à un administrateur.
      </p>
      <ButtonLink href="/responsable" variant="secondary">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {adminOnlyMessages.back}
      </ButtonLink>
    </div>
  );
}
