import { actionFailure, isApiError, serverDetail } from "@/client/staff-api";

/**
 * What a refused money call tells the desk: the action's failure and the server's reason, whether
 * about the whole call (« La caisse du jour est clôturée… ») or one field (« L'avoir dépasse ce
 * qui reste du reçu. »). A network failure reads « Erreur serveur : … » as everywhere.
 */
export function moneyFailure(failure: unknown, failed: string): string {
  const detail = serverDetail(failure) ?? (isApiError(failure) ? (Object.values(failure.fieldErrors)[0] ?? null) : null);
  const text = actionFailure(failure, failed);
  return detail && isApiError(failure) && !failure.isNetworkFailure ? `${text} ${detail}` : text;
}
