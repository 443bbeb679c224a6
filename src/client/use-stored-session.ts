"use client";

import { useSyncExternalStore } from "react";
import { getToken, storageKeys, subscribeSession } from "@/client/session";

const readItem = (key: string) => () => window.localStorage.getItem(key);
const readUserNom = readItem(storageKeys.userNom);
const readUserId = readItem(storageKeys.userId);
const unknownOnServer = () => undefined;

/**
 * The session kept in localStorage, live: a change in this tab or another re-renders.
 * Each value is `undefined` while storage cannot be read yet (server render and hydration), so
 * that a guard can tell "not known yet" from "no token".
 */
export function useStoredSession(): {
  token: string | null | undefined;
  userNom: string | null | undefined;
  userId: number | null | undefined;
} {
  const token = useSyncExternalStore(subscribeSession, getToken, unknownOnServer);
  const userNom = useSyncExternalStore(subscribeSession, readUserNom, unknownOnServer);
  const rawUserId = useSyncExternalStore(subscribeSession, readUserId, unknownOnServer);
  const id = Number(rawUserId);
  const userId = rawUserId === undefined ? undefined : rawUserId !== null && Number.isInteger(id) && id > 0 ? id : null;
  return { token, userNom, userId };
}
