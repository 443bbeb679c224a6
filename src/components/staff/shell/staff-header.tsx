"use client";

import clsx from "clsx";
import { Lock, LogOut, Stethoscope, TriangleAlert, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAlertCounts } from "@/components/staff/alerts/use-alert-counts";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { ACCOUNT_HREF, ADMIN_ONLY_TITLE, BACKUPS_HREF, isCurrentNavItem, staffNavItems, type StaffNavItem } from "@/components/staff/shell/staff-nav";
import { backupMessages } from "@/schemas/backup";
import { notificationChannelLabels, notificationMessages } from "@/schemas/notification";
import { staffRoleLabels, staffRoles, type StaffRole } from "@/schemas/staff-user";

const linkBase = "inline-flex h-10 items-center gap-2 rounded-full px-3 2xl:px-3.5 text-sm font-semibold transition-colors whitespace-nowrap";
// The links' icons and their wider padding from wide screens only: below, twelve words and their
// counts fill the row (a laptop's 1280 px) on their own.
const navIconClasses = "size-4 max-2xl:hidden";

export const LOGOUT_QUESTION = "Voulez-vous vraiment vous déconnecter ?";

export function StaffHeader({ siteName }: { siteName: string }) {
  const { isAdmin, userNom, roles, logout } = useStaffSession();
  const pathname = usePathname() ?? "";
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const roleLabel = roles.filter((role): role is StaffRole => (staffRoles as readonly string[]).includes(role)).map((role) => staffRoleLabels[role])[0];
  const nav = useRef<HTMLElement>(null);

  // On a phone the links scroll sideways in their strip: bring the current one into view, so
  // that a page reached from further along (Demandes, Messages, Journal) shows where the user is.
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const stripBox = strip.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left >= stripBox.left && box.right <= stripBox.right) return;
    strip.scrollLeft += box.left - stripBox.left - (stripBox.width - box.width) / 2;
  }, [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 print:hidden">
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 md:gap-x-5">
        {/* Takes what the row leaves (from a zero basis): on a phone the practice's name is cut short rather than the buttons pushed to a row of their own. */}
        <div className="min-w-0 flex-1 basis-0">
          <Link href="/responsable" className="flex w-fit max-w-full min-w-0 items-center gap-3 rounded-lg">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-700 text-white" aria-hidden="true">
              <Stethoscope className="size-5" />
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block font-display text-[15px] font-bold text-ink-900">Espace PRO</span>
              <span className="block truncate text-xs text-ink-500">{siteName}</span>
            </span>
          </Link>
        </div>

        {/* A row of its own at every width: eleven screens do not share one row with the name and the account. */}
        <nav ref={nav} aria-label="Espace professionnel" className="order-last -mx-1 w-[calc(100%+0.5rem)] overflow-x-auto p-1">
          <ul className="flex items-center gap-1">
            {staffNavItems.map((item) => (
              <li key={item.href}>
                <NavLink item={item} current={isCurrentNavItem(item, pathname)} allowed={!item.adminOnly || isAdmin} />
              </li>
            ))}
          </ul>
        </nav>

        {/* One's own account (password, sessions: decision 023), behind one's name; on a phone, the initial alone. */}
        <Link
          href={ACCOUNT_HREF}
          aria-current={pathname === ACCOUNT_HREF ? "page" : undefined}
          title="Mon compte"
          className={clsx(
            "flex items-center gap-2 rounded-full p-1 text-sm text-ink-600 hover:bg-ink-100 min-[1680px]:pr-3",
            pathname === ACCOUNT_HREF && "bg-primary-50",
          )}
        >
          <span className="grid size-8 place-items-center rounded-full bg-accent-100 font-semibold text-accent-800" aria-hidden="true">
            {userNom?.trim().charAt(0).toUpperCase() || <UserRound className="size-4" />}
          </span>
          <span className="sr-only">Mon compte{userNom ? ` : ${userNom}` : ""}</span>
          {userNom && (
            <span className="hidden min-[1680px]:inline" aria-hidden="true">
              <span className="font-semibold text-ink-900">{userNom}</span>
              {roleLabel && <span className="text-ink-500"> · {roleLabel}</span>}
            </span>
          )}
        </Link>

        <button type="button" onClick={() => setConfirmingLogout(true)} className={clsx(linkBase, "text-danger-700 hover:bg-danger-50")}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </button>
      </div>

      {isAdmin && <BackupWarning onBackupsPage={pathname === BACKUPS_HREF} />}
      {isAdmin && <NotSentWarning />}

      <ConfirmDialog
        open={confirmingLogout}
        title={LOGOUT_QUESTION}
        confirmLabel="Se déconnecter"
        cancelLabel="Annuler"
        onConfirm={() => {
          setConfirmingLogout(false);
          logout();
        }}
        onCancel={() => setConfirmingLogout(false)}
      />
    </header>
  );
}

function NavLink({ item, current, allowed }: { item: StaffNavItem; current: boolean; allowed: boolean }) {
  const { icon: Icon, Badge } = item;
  if (!allowed) {
    // Still focusable, so that keyboard and screen-reader users also learn why it is inactive.
    return (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        title={ADMIN_ONLY_TITLE}
        className={clsx(linkBase, "cursor-not-allowed text-ink-500")}
      >
        <Icon className={navIconClasses} aria-hidden="true" />
        {item.label}
        <Lock className="size-3.5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <Link
      href={item.href}
      aria-current={current ? "page" : undefined}
      className={clsx(linkBase, current ? "bg-primary-50 text-primary-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-900")}
    >
      <Icon className={navIconClasses} aria-hidden="true" />
      {item.label}
      {Badge && <Badge />}
    </Link>
  );
}

/**
 * The admins' warning that the data may not be safe (issue 23): no successful backup for 48 hours.
 * On every screen, under the links, until a backup succeeds; the backups page says more itself.
 */
function BackupWarning({ onBackupsPage }: { onBackupsPage: boolean }) {
  if (!useAlertCounts()?.backupOverdue || onBackupsPage) return null;
  return (
    <div role="alert" className="border-t border-danger-600/20 bg-danger-50 text-danger-700">
      <p className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">{backupMessages.overdue}</span>
        <Link href={BACKUPS_HREF} className="font-semibold underline underline-offset-2 hover:text-danger-800">
          Voir les sauvegardes
        </Link>
      </p>
    </div>
  );
}

/** The outbox, showing the messages that did not leave. */
const NOT_SENT_HREF = "/responsable/envois?statut=non_envoye";

/**
 * The admins' warning that patients are not being told (decision 043): messages were recorded in
 * the last 7 days on channels without a provider (the log driver sends nothing). On every screen,
 * as the backups' warning, until a provider is configured or a week passes without such a message.
 */
function NotSentWarning() {
  const counts = useAlertCounts();
  const count = counts?.messagesNonEnvoyes ?? 0;
  if (count === 0) return null;
  const channels = (counts?.canauxSansFournisseur ?? []).map((canal) => notificationChannelLabels[canal]).join(", ");
  return (
    <div role="alert" className="border-t border-danger-600/20 bg-danger-50 text-danger-700">
      <p className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">
          {notificationMessages.notSentWarning}
          {channels ? ` (${channels})` : ""} — {count} {count > 1 ? "messages non envoyés" : "message non envoyé"} cette semaine.
        </span>
        <Link href={NOT_SENT_HREF} className="font-semibold underline underline-offset-2 hover:text-danger-800">
          Voir les messages non envoyés
        </Link>
      </p>
    </div>
  );
}
