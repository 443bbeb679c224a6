"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import clsx from "clsx";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A load that failed: what did not come, and a way to ask again. Distinct from an empty list. */
export function LoadFailure({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-danger-700">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw className={clsx("size-4", retrying && "motion-safe:animate-spin")} aria-hidden="true" />
        Réessayer
      </Button>
    </div>
  );
}

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown with 'Réessayer' when the load failed. */
  failedMessage: string;
  /** Shown when the load succeeded with nothing in it. */
  emptyMessage: string;
  isEmpty: (data: T) => boolean;
  loadingMessage?: string;
  children: (data: T) => React.ReactNode;
};

/**
 * The four states of a list read from the server: loading, failed (with 'Réessayer'), empty,
 * and the data. While another page or filter loads, the list shown so far stays, marked busy.
 */
export function QueryState<T>({ query, failedMessage, emptyMessage, isEmpty, loadingMessage = "Chargement...", children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <p className="py-8 text-center text-ink-600" role="status">
        {loadingMessage}
      </p>
    );
  }
  if (query.isError && !query.isPlaceholderData) {
    return <LoadFailure message={failedMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const data = query.data as T;
  if (isEmpty(data)) return <p className="py-8 text-center text-ink-600">{emptyMessage}</p>;
  return <div aria-busy={query.isPlaceholderData || undefined}>{children(data)}</div>;
}
