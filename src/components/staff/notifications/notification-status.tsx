import { formatInstant } from "@/client/practice-dates";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { notificationStatusLabels, type NotificationAnswer, type NotificationStatus } from "@/schemas/notification";

const statusTones: Record<NotificationStatus, string> = {
  en_attente: "bg-primary-50 text-primary-700 ring-primary-200",
  envoye: "bg-accent-100 text-accent-800 ring-accent-200",
  // Nothing left (decision 043): a warning, not a success.
  non_envoye: "bg-amber-50 text-amber-900 ring-amber-400/50",
  echec: "bg-danger-50 text-danger-700 ring-danger-600/30",
};

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  // The long "Non envoyé — aucun fournisseur configuré" may wrap on a phone's card.
  return <StatusBadge label={notificationStatusLabels[status]} tone={statusTones[status]} className={status === "non_envoye" ? "whitespace-normal" : undefined} />;
}

/** What staff need to know beside the state: when it went, why it failed, when it is tried again. */
export function notificationDetail(message: NotificationAnswer, timeZone: string): string {
  if (message.statut === "envoye") return message.envoyeLe ? `Envoyé le ${formatInstant(message.envoyeLe, timeZone)}` : "";
  if (message.statut === "non_envoye") return message.erreur ?? "Aucun fournisseur configuré pour ce canal : rien n'est parti";
  const attempts = message.tentatives > 0 ? ` (${message.tentatives} ${message.tentatives === 1 ? "essai" : "essais"})` : "";
  if (message.statut === "echec") return `${message.erreur ?? "Échec de l'envoi"}${attempts}`;
  const next = message.prochainEssai ? `Envoi prévu le ${formatInstant(message.prochainEssai, timeZone)}` : "Envoi imminent";
  return message.erreur ? `${next} — dernier essai : ${message.erreur}${attempts}` : next;
}
