"use client";

import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { KeyRound, Pencil, RotateCcw, ShieldOff, UserX, Users } from "lucide-react";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, isApiError, type ListedStaffAccount } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { FilterChips } from "@/components/staff/shell/filter-chips";
import { QueryState } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffCard, StaffRecords } from "@/components/staff/shell/staff-records";
import { stickyTdClasses, tdClasses } from "@/components/staff/shell/staff-table";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { AccountSummary } from "@/components/staff/staff-users/account-summary";
import { EditAccountDialog } from "@/components/staff/staff-users/edit-account-dialog";
import { PasswordResetDialogs } from "@/components/staff/staff-users/password-reset-dialogs";
import { useDeactivateStaffUser, useRestoreStaffUser } from "@/components/staff/staff-users/staff-user-mutations";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { TwoFactorBadge, TwoFactorResetDialog, twoFactorResetMessages } from "@/components/staff/two-factor/two-factor-reset";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import { staffAccountMessages, staffRoleLabel } from "@/schemas/staff-user";

type StateFilter = "active" | "deactivated" | "all";

const filters: { value: StateFilter; label: string }[] = [
  { value: "active", label: "Actifs" },
  { value: "deactivated", label: "Désactivés" },
  { value: "all", label: "Tous" },
];

const shown: Record<StateFilter, (account: ListedStaffAccount) => boolean> = {
  active: (account) => account.deletedAt === null,
  deactivated: (account) => account.deletedAt !== null,
  all: () => true,
};

const emptyText: Record<StateFilter, string> = {
  active: staffAccountMessages.noActiveAccounts,
  deactivated: staffAccountMessages.noDeactivatedAccounts,
  all: staffAccountMessages.noAccounts,
};

const columns = ["Nom", "Prénom", "Identifiant", "E-mail", "Rôle", "Dernière connexion", "Double auth.", "État", "Actions"] as const;

/** "Administrateur · consulte" for an ADMIN who also sees patients; the role's name otherwise. */
export function roleText(account: ListedStaffAccount): string {
  return account.role === "ADMIN" && account.estMedecin ? `${staffRoleLabel(account.role)} · consulte` : staffRoleLabel(account.role);
}

/**
 * A row action's failure as the list says it: its own words and the server's reason (a row has
 * no fields to put a per-field reason beside), or 'Erreur serveur : {message}' off the network.
 */
function failureText(failure: unknown, failed: string): string {
  return isApiError(failure) && !failure.isNetworkFailure ? `${failed} ${failure.message}` : actionFailure(failure, failed);
}

/**
 * 'Comptes du personnel' (admins, below the spec's two forms): every account, active or
 * deactivated, and what an admin does with one — edit, deactivate (the spec's delete), reactivate,
 * reset the password. The admin's own row cannot be deactivated: the server refuses it anyway.
 */
export function StaffAccountsPanel() {
  const { timeZone, userId } = useStaffSession();
  const accounts = useQuery(staffUserQueries.accounts());
  const [filter, setFilter] = useState<StateFilter>("active");
  const [editing, setEditing] = useState<ListedStaffAccount | null>(null);
  const [deactivating, setDeactivating] = useState<ListedStaffAccount | null>(null);
  const [resetting, setResetting] = useState<ListedStaffAccount | null>(null);
  const [resettingTotp, setResettingTotp] = useState<ListedStaffAccount | null>(null);
  const status = useStatusMessage();

  const deactivate = useDeactivateStaffUser({
    onSuccess: () => status.show(staffAccountMessages.deactivated),
    onError: (failure) => status.show(failureText(failure, staffAccountMessages.deactivateFailed)),
    onSettled: () => setDeactivating(null),
  });

  const restore = useRestoreStaffUser({
    onSuccess: () => status.show(staffAccountMessages.restored),
    onError: (failure) => status.show(failureText(failure, staffAccountMessages.restoreFailed)),
  });

  const busyId = deactivate.isPending ? deactivate.variables?.id : restore.isPending ? restore.variables?.id : undefined;
  const actionProps: Omit<AccountActionsProps, "account"> = {
    userId,
    busyId,
    onEdit: setEditing,
    onDeactivate: setDeactivating,
    onRestore: (account) => restore.mutate(account),
    onResetPassword: setResetting,
    onResetTwoFactor: setResettingTotp,
  };

  return (
    <StaffPanel id="comptes-personnel" title="Comptes du personnel" icon={Users} description="Modifier, désactiver ou réactiver un compte, réinitialiser un mot de passe.">
      <div className="flex flex-col gap-4">
        <FilterChips label="Afficher les comptes" options={filters} value={filter} onChange={setFilter} />
        <StatusMessage message={status.message} />
        <QueryState
          query={accounts}
          failedMessage={staffAccountMessages.listFailed}
          emptyMessage={emptyText[filter]}
          isEmpty={(list) => !list.some(shown[filter])}
        >
          {(list) => (
            <StaffRecords
              label="Liste des comptes du personnel"
              columns={columns}
              items={list.filter(shown[filter])}
              itemKey={(account) => account.id}
              // Nine columns and four actions: a table from 1280 px, cards below.
              wideFrom="xl"
              stickyFirstColumn
              row={(account) => (
                <AccountRow account={account} isSelf={account.id === userId} timeZone={timeZone}>
                  <AccountActions account={account} {...actionProps} />
                </AccountRow>
              )}
              card={(account) => (
                <AccountCard account={account} isSelf={account.id === userId} timeZone={timeZone}>
                  <AccountActions account={account} {...actionProps} stacked />
                </AccountCard>
              )}
            />
          )}
        </QueryState>
      </div>

      <EditAccountDialog
        account={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          status.show(staffAccountMessages.updated);
        }}
      />
      <PasswordResetDialogs
        account={resetting}
        onClose={() => setResetting(null)}
        onFailure={(failure) => status.show(failureText(failure, staffAccountMessages.resetFailed))}
      />
      <TwoFactorResetDialog
        account={resettingTotp}
        onClose={() => setResettingTotp(null)}
        onDone={() => status.show(twoFactorResetMessages.done)}
        onFailure={(failure) => status.show(failureText(failure, twoFactorResetMessages.failed))}
      />
      <ConfirmDialog
        open={deactivating !== null}
        tone="danger"
        title="Désactiver ce compte ?"
        description={
          deactivating && (
            <p>
              <AccountSummary account={deactivating} /> ne pourra plus se connecter et ses sessions en cours sont fermées. Le compte pourra
              être réactivé.
            </p>
          )
        }
        confirmLabel="Désactiver"
        busy={deactivate.isPending}
        onConfirm={() => deactivating && deactivate.mutate(deactivating)}
        onCancel={() => setDeactivating(null)}
      />
    </StaffPanel>
  );
}

type AccountProps = { account: ListedStaffAccount; isSelf: boolean; timeZone: string; children: React.ReactNode };

const lastLogin = (account: ListedStaffAccount, timeZone: string) => (account.lastLoginAt ? formatInstant(account.lastLoginAt, timeZone) : "Jamais");

function StateBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge label="Actif" tone="bg-accent-100 text-accent-800 ring-accent-200" />
  ) : (
    <StatusBadge label="Désactivé" tone="bg-ink-100 text-ink-700 ring-ink-200" />
  );
}

/** An account on a wide screen: a row of the table, its actions in the last column. */
function AccountRow({ account, isSelf, timeZone, children }: AccountProps) {
  const active = account.deletedAt === null;
  return (
    <tr className={active ? "bg-white" : "bg-ink-50"}>
      <td className={stickyTdClasses}>
        <span className="font-semibold text-ink-900">{account.nom}</span>
        {isSelf && <span className="text-ink-500"> (vous)</span>}
      </td>
      <td className={tdClasses}>{account.prenom}</td>
      <td className={tdClasses}>{account.username}</td>
      <td className={tdClasses}>{account.email}</td>
      <td className={tdClasses}>{roleText(account)}</td>
      <td className={tdClasses}>{lastLogin(account, timeZone)}</td>
      <td className={tdClasses}>
        <TwoFactorBadge enabled={account.totpEnabled} />
      </td>
      <td className={tdClasses}>
        <StateBadge active={active} />
      </td>
      <td className={`${tdClasses} py-2`}>{children}</td>
    </tr>
  );
}

/** The same account on a phone or a tablet: a card with its state beside the name and its actions at the bottom. */
function AccountCard({ account, isSelf, timeZone, children }: AccountProps) {
  const active = account.deletedAt === null;
  return (
    <StaffCard
      muted={!active}
      title={
        <>
          {account.nom} {account.prenom}
          {isSelf && <span className="font-normal text-ink-500"> (vous)</span>}
        </>
      }
      subtitle={roleText(account)}
      badge={<StateBadge active={active} />}
      fields={[
        { label: "Identifiant", value: account.username },
        { label: "Double auth.", value: <TwoFactorBadge enabled={account.totpEnabled} /> },
        { label: "E-mail", value: account.email, wide: true },
        { label: "Dernière connexion", value: lastLogin(account, timeZone), wide: true },
      ]}
      actions={children}
    />
  );
}

type AccountActionsProps = {
  account: ListedStaffAccount;
  userId: number | null;
  busyId: number | undefined;
  onEdit: (account: ListedStaffAccount) => void;
  onDeactivate: (account: ListedStaffAccount) => void;
  onRestore: (account: ListedStaffAccount) => void;
  onResetPassword: (account: ListedStaffAccount) => void;
  onResetTwoFactor: (account: ListedStaffAccount) => void;
  /** In a card: the buttons wrap to the card's width, and so do their long labels. */
  stacked?: boolean;
};

/** What an admin does with an account. The admin's own account cannot be deactivated nor reset from here. */
function AccountActions({ account, userId, busyId, onEdit, onDeactivate, onRestore, onResetPassword, onResetTwoFactor, stacked = false }: AccountActionsProps) {
  const isSelf = account.id === userId;
  const active = account.deletedAt === null;
  const busy = busyId === account.id;
  const button = clsx("px-3", stacked ? "h-auto! min-h-9 py-1.5 text-left whitespace-normal!" : "h-8");
  return (
    <div
      className={stacked ? "mt-auto flex flex-wrap gap-2 border-t border-ink-100 pt-3" : "flex w-64 flex-wrap gap-1.5"}
      role="group"
      aria-label={`Actions pour ${account.prenom} ${account.nom}`}
    >
      <Button size="sm" variant="secondary" className={button} onClick={() => onEdit(account)} disabled={busy}>
        <Pencil className="size-3.5 shrink-0" aria-hidden="true" />
        Modifier
      </Button>
      {active && !isSelf && (
        <Button size="sm" variant="secondary" className={clsx(button, "text-danger-700")} onClick={() => onDeactivate(account)} disabled={busy}>
          <UserX className="size-3.5 shrink-0" aria-hidden="true" />
          Désactiver
        </Button>
      )}
      {!active && (
        <Button size="sm" variant="secondary" className={button} onClick={() => onRestore(account)} disabled={busy} aria-busy={busy || undefined}>
          <RotateCcw className="size-3.5 shrink-0" aria-hidden="true" />
          Réactiver
        </Button>
      )}
      {active && !isSelf && (
        <Button size="sm" variant="secondary" className={button} onClick={() => onResetPassword(account)} disabled={busy}>
          <KeyRound className="size-3.5 shrink-0" aria-hidden="true" />
          Réinitialiser le mot de passe
        </Button>
      )}
      {active && !isSelf && account.totpEnabled && (
        <Button size="sm" variant="secondary" className={button} onClick={() => onResetTwoFactor(account)} disabled={busy}>
          <ShieldOff className="size-3.5 shrink-0" aria-hidden="true" />
          Réinitialiser la double authentification
        </Button>
      )}
    </div>
  );
}
