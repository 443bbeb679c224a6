import { CalendarCheck, CalendarDays, ClipboardList, Clock, DatabaseBackup, FolderHeart, Inbox, Mail, Scale, ScrollText, Send, UsersRound, type IconComponent } from "@/components/ui/icons";
import { type ComponentType } from "react";
import { BackupOverdueBadge, BookingsToConfirmBadge, LoginGuessingBadge, NewRequestsBadge, PatientChangesBadge, UnreadMessagesBadge } from "@/components/staff/alerts/alert-badge";

/**
 * The staff header's links, in the spec's order (Logout is the header's own button). Add a
 * screen to the staff area by adding an item here.
 */
export type StaffNavItem = {
  href: string;
  label: string;
  icon: IconComponent;
  /** Shown to everyone but only followable by admins (spec §2: inactive, with a title, otherwise). */
  adminOnly?: boolean;
  /** Rendered after the label when the item is followable, e.g. a count of new items. */
  Badge?: ComponentType;
  /** Whether the item is the current screen; by default an exact path match. */
  isCurrent?: (pathname: string) => boolean;
};

export const ADMIN_ONLY_TITLE = "Accès réservé à l'administrateur";

/** Every staff member's own account (password, sessions): linked from the header's name, not from this list. */
export const ACCOUNT_HREF = "/responsable/compte";

/** The backups (admins): a nav link, and where the header's warning leads. */
export const BACKUPS_HREF = "/responsable/sauvegardes";

export const staffNavItems: StaffNavItem[] = [
  { href: "/responsable/personnels", label: "Personels", icon: UsersRound, adminOnly: true },
  {
    href: "/responsable",
    label: "Responsable",
    icon: ClipboardList,
    isCurrent: (pathname) => pathname === "/responsable" || pathname.startsWith("/responsable/patients/"),
  },
  // Every patient's file, paged (issue 21, decision 025); a file itself stays under Responsable.
  { href: "/responsable/patients", label: "Patients", icon: FolderHeart },
  // The practice's day (issue 20), then the front desk (docs/decisions/009): after the spec's links.
  { href: "/responsable/agenda", label: "Agenda", icon: CalendarDays, Badge: PatientChangesBadge },
  {
    href: "/responsable/demandes",
    label: "Demandes",
    icon: Inbox,
    Badge: NewRequestsBadge,
    isCurrent: (pathname) => pathname === "/responsable/demandes" || pathname.startsWith("/responsable/demandes/"),
  },
  // Online bookings waiting for the front desk (issue 33, decision 052), counted like the new requests.
  { href: "/responsable/reservations-a-confirmer", label: "À confirmer", icon: CalendarCheck, Badge: BookingsToConfirmBadge },
  { href: "/responsable/messages", label: "Messages", icon: Mail, Badge: UnreadMessagesBadge },
  { href: "/responsable/journal", label: "Journal", icon: ScrollText, adminOnly: true, Badge: LoginGuessingBadge },
  { href: "/responsable/horaires", label: "Horaires", icon: Clock, adminOnly: true },
  // What the practice sent to patients and the team (issue 24): states and failures.
  { href: "/responsable/envois", label: "Envois", icon: Send, adminOnly: true },
  // Whether the data is safe (issue 23): the backups and the last success.
  { href: BACKUPS_HREF, label: "Sauvegardes", icon: DatabaseBackup, adminOnly: true, Badge: BackupOverdueBadge },
  // The register of rights requests of law 09-08 (issue 25).
  { href: "/responsable/droits", label: "Droits", icon: Scale, adminOnly: true },
];

export function isCurrentNavItem(item: StaffNavItem, pathname: string): boolean {
  return item.isCurrent ? item.isCurrent(pathname) : pathname === item.href;
}
