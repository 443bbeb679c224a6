"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fileQueries } from "@/components/staff/files/file-queries";

/** One `blob:` address per fetched file, shared by whatever shows it (a thumbnail in the gallery and the timeline). */
const addresses = new WeakMap<Blob, { url: string; holders: number }>();

function addressOf(blob: Blob) {
  let entry = addresses.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), holders: 0 };
    addresses.set(blob, entry);
  }
  return entry;
}

/**
 * A patient's file (or its thumbnail) as a `blob:` address (decision 062): the bytes are fetched
 * with the staff token — an <img> on the API's address would carry none — and the address is
 * revoked once nothing on screen shows it any more (checked a moment later, so that a component
 * mounted again at once, as React's strict mode does, keeps it).
 */
export function useFileUrl(id: number | null, { miniature = false, enabled = true }: { miniature?: boolean; enabled?: boolean } = {}) {
  const query = useQuery({ ...fileQueries.content(id ?? 0, miniature), enabled: enabled && id !== null });
  const blob = query.data ?? null;
  const url = useMemo(() => (blob ? addressOf(blob).url : null), [blob]);
  useEffect(() => {
    if (!blob) return;
    const entry = addressOf(blob);
    entry.holders += 1;
    return () => {
      entry.holders -= 1;
      window.setTimeout(() => {
        if (entry.holders > 0 || addresses.get(blob) !== entry) return;
        URL.revokeObjectURL(entry.url);
        addresses.delete(blob);
      }, 0);
    };
  }, [blob]);
  return { url, blob, failed: query.isError, loading: query.isPending && enabled && id !== null };
}
