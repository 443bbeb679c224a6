"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";

type ParamValue = string | number | boolean | undefined;

/**
 * A list's filters and page, kept in the page's address (`?statut=nouvelle&page=2`): a link or a
 * reload shows the same list (decision 039). Only the keys a screen declares are read and written,
 * and text that identifies a person — a name, a phone, a birth date, an e-mail — is never one of
 * them: it stays in the component's state, since an address ends up in the browser's history, in
 * server logs and in what is shared. The address changes through the History API, which Next's
 * router follows (useSearchParams answers the new values) without asking the server for the page
 * again; `replaceState`, so that Back leaves the list rather than undoing filters one by one.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const address = searchParams.toString();
  // The router takes the new address in a transition: until it has, the screen shows what was just
  // chosen (a controlled checkbox or select would otherwise spring back for a moment).
  const [written, setWritten] = useState<{ over: string; search: string } | null>(null);
  // Once the address has moved on (to what was written, or by a link or Back), it is the truth again.
  if (written && written.over !== address) setWritten(null);
  const shown = useMemo(
    () => (written && written.over === address ? new URLSearchParams(written.search) : searchParams),
    [written, address, searchParams],
  );

  const get = useCallback((key: Key): string | null => shown.get(key), [shown]);

  /** Sets the given keys (`undefined`, `""` or `false` removes one), keeping the others. */
  const set = useCallback(
    (changes: Partial<Record<Key, ParamValue>>) => {
      const next = new URLSearchParams(window.location.search);
      for (const key of keys) {
        if (!(key in changes)) continue;
        const value = changes[key];
        if (value === undefined || value === "" || value === false) next.delete(key);
        else next.set(key, value === true ? "1" : String(value));
      }
      const query = next.toString();
      setWritten({ over: address, search: query });
      // null, as Next's guide writes it: Next copies its own state into the entry and follows the new address
      // (state that is already Next's would be taken for one of its own navigations, and not followed).
      window.history.replaceState(null, "", `${pathname}${query ? `?${query}` : ""}`);
    },
    [keys, pathname, address],
  );

  return { get, set };
}

/** The value when it is one of `options`, else undefined (an address typed by hand, an old link). */
export function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** A positive whole number (an id), else undefined. */
export function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** A calendar day written YYYY-MM-DD that exists, else undefined. */
export function plainDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** The first row of `?page=` (1-based, the first page when absent or wrong). */
export function offsetOfPage(value: string | null, pageSize: number): number {
  const page = positiveInteger(value);
  return page ? (page - 1) * pageSize : 0;
}

/** `?page=` for the page starting at `offset`; nothing for the first. */
export function pageOfOffset(offset: number, pageSize: number): number | undefined {
  return offset > 0 ? Math.floor(offset / pageSize) + 1 : undefined;
}
