"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { CashCloseInput, CashDay } from "@/schemas/cash-day";
import type { CreditNoteInput, InvoiceInput, IssuedInvoice, PaymentInput } from "@/schemas/invoice";

/** Receipts, the desk's lists and the day's cash (decisions 056, 057). */
export const invoiceKeys = {
  all: ["invoices"] as const,
  toBill: ["invoices", "a-facturer"] as const,
  unpaid: ["invoices", "a-regler"] as const,
  one: (id: number) => ["invoices", "one", id] as const,
  forPatient: (patientId: number) => ["invoices", "patient", patientId] as const,
  cashDay: (jour: string) => ["invoices", "cash-day", jour] as const,
};

export const invoiceQueries = {
  toBill: () => queryOptions({ queryKey: invoiceKeys.toBill, queryFn: staffApi.invoices.toBill }),
  unpaid: () => queryOptions({ queryKey: invoiceKeys.unpaid, queryFn: staffApi.invoices.unpaid }),
  one: (id: number) => queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => staffApi.invoices.get(id) }),
  /** A patient's receipts and credit notes (decision 063): read on their file, audited by the server. */
  forPatient: (patientId: number) => queryOptions({ queryKey: invoiceKeys.forPatient(patientId), queryFn: () => staffApi.invoices.forPatient(patientId) }),
  cashDay: (jour: string) => queryOptions({ queryKey: invoiceKeys.cashDay(jour), queryFn: () => staffApi.invoices.cashDay(jour) }),
};

/** Anything that moves money refreshes every list and journal of it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

export function useIssueInvoice(callbacks: MutationCallbacks<IssuedInvoice, InvoiceInput> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.issue, onSettled: refresh });
}

export function usePayInvoice(callbacks: MutationCallbacks<IssuedInvoice, { id: number; payment: PaymentInput }> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.pay, onSettled: refresh });
}

export function useIssueCreditNote(callbacks: MutationCallbacks<IssuedInvoice, { id: number; input: CreditNoteInput }> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.creditNote, onSettled: refresh });
}

export function usePrintInvoice(callbacks: MutationCallbacks<Blob, number> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.pdf, onSettled: refresh });
}

export function useSetFloat(callbacks: MutationCallbacks<CashDay, { jour: string; fondCaisse: number }> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.setFloat, onSettled: refresh });
}

export function useCloseDay(callbacks: MutationCallbacks<CashDay, { jour: string; input: CashCloseInput }> = {}) {
  const refresh = useRefresh();
  return useMutation({ ...callbacks, mutationFn: staffApi.invoices.closeDay, onSettled: refresh });
}
