import { ClipboardList, UsersRound, type LucideIcon } from "lucide-react";
import { type ComponentType } from "react";

/**
 * The staff header's links, in the spec's order (Logout is the header's own button). Add a
 * screen to the staff area by adding an item here.
 */
export type StaffNavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown to everyone but only followable by admins (spec §2: inactive, with a title, otherwise). */
  adminOnly?: boolean;
  /** Rendered after the label when the item is followable, e.g. a count of new items. */
  Badge?: ComponentType;
  /** Whether the item is the current screen; by default an exact path match. */
  isCurrent?: (pathname: string) => boolean;
};

export const ADMIN_ONLY_TITLE = "Accès réservé à l'administrateur";

export const staffNavItems: StaffNavItem[] = [
  { href: "/responsable/personnels", label: "Personels", icon: UsersRound, adminOnly: true },
  {
    href: "/responsable",
    label: "Responsable",
    icon: ClipboardList,
    isCurrent: (pathname) => pathname === "/responsable" || pathname.startsWith("/responsable/patients/"),
  },
];

export function isCurrentNavItem(item: StaffNavItem, pathname: string): boolean {
  return item.isCurrent ? item.isCurrent(pathname) : pathname === item.href;
}
