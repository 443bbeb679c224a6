"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "@/client/staff-api";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { documentKeys } from "@/components/staff/documents/document-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import type { MutationCallbacks } from "@/components/staff/shell/mutation-callbacks";
import type { DocumentInput, DocumentListItem, DocumentTemplate, IssuedDocument, MedicineLineInput, OrdonnanceTemplateInput, PrescriptionFavourite, TemplateUpdateInput } from "@/schemas/document";

/** A document was issued, printed or cancelled: the file's list, its timeline and its access history are read again. */
function documentsChanged(queryClient: ReturnType<typeof useQueryClient>, patientId: number) {
  void queryClient.invalidateQueries({ queryKey: documentKeys.ofPatient(patientId) });
  void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(patientId) });
  void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(patientId) });
}

export function useIssueDocument(patientId: number, callbacks: MutationCallbacks<IssuedDocument, DocumentInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (document: DocumentInput) => staffApi.documents.issue({ patientId, document }),
    onSuccess: (issued, variables, result, context) => {
      documentsChanged(queryClient, patientId);
      return callbacks.onSuccess?.(issued, variables, result, context);
    },
  });
}

export function useCancelDocument(patientId: number, callbacks: MutationCallbacks<DocumentListItem, { id: number; motif: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.cancel,
    onSuccess: (saved, variables, result, context) => {
      documentsChanged(queryClient, patientId);
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** Fetches the PDF with the token; the list then shows one more print (the next one is a DUPLICATA). */
export function usePrintDocument(patientId: number, callbacks: MutationCallbacks<Blob, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.pdf,
    onSuccess: (blob, variables, result, context) => {
      documentsChanged(queryClient, patientId);
      return callbacks.onSuccess?.(blob, variables, result, context);
    },
  });
}

export function useAddFavourite(callbacks: MutationCallbacks<PrescriptionFavourite, MedicineLineInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.addFavourite,
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.favourites() });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** 'Enregistrer comme modèle': the ordonnance's lines become one of the doctor's templates. */
export function useSaveOrdonnanceTemplate(callbacks: MutationCallbacks<DocumentTemplate, OrdonnanceTemplateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.saveTemplate,
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.templates() });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** An admin's change of a certificate's text: the documents issued after it take it. */
export function useUpdateTemplate(callbacks: MutationCallbacks<DocumentTemplate, { id: number; changes: TemplateUpdateInput }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.updateTemplate,
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.templates() });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}

/** A favourite line taken off the doctor's list (`DELETE /api/prescription-favourites/{id}`). */
export function useRemoveFavourite(callbacks: MutationCallbacks<null, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: staffApi.documents.removeFavourite,
    onSuccess: (saved, variables, result, context) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.favourites() });
      return callbacks.onSuccess?.(saved, variables, result, context);
    },
  });
}
