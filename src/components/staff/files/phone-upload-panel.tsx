"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Smartphone } from "lucide-react";
import { toString as qrCodeSvg } from "qrcode";
import { useEffect, useRef, useState } from "react";
import { fileMessages, type UploadLink } from "@/client/patient-files";
import { actionFailure, staffApi } from "@/client/staff-api";
import { consultationKeys } from "@/components/staff/consultations/consultation-queries";
import { documentQueries } from "@/components/staff/documents/document-queries";
import { fileKeys } from "@/components/staff/files/file-queries";
import { Button } from "@/components/ui/button";

/** "09:41" left of the link's ten minutes. */
const countdown = (milliseconds: number) => {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
};

type PhoneUploadPanelProps = { patientId: number; /** How often the link's state is read (ms). */ pollMs?: number };

/**
 * 'Téléverser depuis un téléphone' (decision 062): a one-time link for this patient, shown as a
 * QR code with the minutes it has left; the phone that opens it sends photos of films and reports
 * without logging in. The screen reads the link's state every few seconds, says how many files
 * arrived and shows them in the gallery; the doctor closes the link when done (or it expires).
 * As for the documents' QR codes (decision 053), it says when PRACTICE_SITE_URL is a local
 * address a phone cannot reach.
 */
export function PhoneUploadPanel({ patientId, pollMs = 3000 }: PhoneUploadPanelProps) {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<UploadLink | null>(null);
  const [closed, setClosed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [svg, setSvg] = useState<{ url: string; text: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const received = useRef(0);
  const documents = useQuery({ ...documentQueries.ofPatient(patientId), enabled: link !== null });
  const local = documents.data?.verification.locale ?? false;

  const create = useMutation({
    mutationFn: () => staffApi.files.createLink(patientId),
    onSuccess: (created) => {
      received.current = 0;
      setLink(created);
      setClosed(false);
      setFailure(null);
      setNow(Date.now());
    },
    onError: (error) => setFailure(actionFailure(error, fileMessages.linkFailed)),
  });
  const close = useMutation({
    mutationFn: (id: UploadLink["id"]) => staffApi.files.closeLink(id),
    onSuccess: () => {
      setLink(null);
      setClosed(true);
    },
    onError: (error) => setFailure(actionFailure(error, "Impossible de fermer le lien.")),
  });

  const remaining = link ? new Date(link.expireLe).getTime() - now : 0;
  const state = useQuery({
    queryKey: fileKeys.link(link?.id ?? ""),
    queryFn: () => staffApi.files.link(link!.id),
    enabled: link !== null,
    refetchInterval: pollMs,
    gcTime: 0,
  });
  const count = state.data?.fichiers ?? 0;

  // New files from the phone: the gallery and the timeline read again.
  useEffect(() => {
    if (count <= received.current) return;
    received.current = count;
    void queryClient.invalidateQueries({ queryKey: fileKeys.ofPatient(patientId) });
    void queryClient.invalidateQueries({ queryKey: consultationKeys.timelineOf(patientId) });
  }, [count, patientId, queryClient]);

  // The link ended by itself (expiry, or closed on the server): the panel says so.
  const expired = link !== null && (remaining <= 0 || state.data?.ouvert === false);
  const live = expired ? null : link;

  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [live]);

  useEffect(() => {
    if (!live) return;
    let current = true;
    void qrCodeSvg(live.url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((text) => {
      if (current) setSvg({ url: live.url, text });
    });
    return () => {
      current = false;
    };
  }, [live]);

  if (!live) {
    return (
      <div className="flex flex-col gap-2">
        <div>
          <Button size="sm" variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
            <Smartphone className="size-4" aria-hidden="true" />
            Téléverser depuis un téléphone
          </Button>
        </div>
        {closed && <p className="text-sm text-ink-600">{fileMessages.linkClosed}</p>}
        {expired && <p className="text-sm text-ink-600">{fileMessages.linkExpired}</p>}
        {failure && (
          <p className="text-sm text-danger-700" role="alert">
            {failure}
          </p>
        )}
      </div>
    );
  }

  return (
    <section aria-label="Téléversement depuis un téléphone" className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/40 p-4 sm:flex-row sm:items-start">
      <div
        role="img"
        aria-label="QR code du lien de téléversement"
        className="mx-auto size-44 shrink-0 rounded-lg bg-white p-1.5 sm:mx-0 [&>svg]:size-full"
        // The SVG the qrcode package writes from the link's own address.
        dangerouslySetInnerHTML={svg?.url === live.url ? { __html: svg.text } : undefined}
      />
      <div className="flex min-w-0 flex-col gap-2 text-[15px]">
        <p className="font-semibold text-ink-900">Scannez ce QR code avec le téléphone qui photographie les films ou les comptes rendus.</p>
        <p className="text-ink-700">
          Le lien est valable pour ce patient seulement, encore <span className="font-semibold tabular-nums">{countdown(remaining)}</span>.
        </p>
        <p className="font-semibold text-primary-800" role="status" aria-live="polite">
          {fileMessages.received(count)}
        </p>
        <p className="text-sm break-all text-ink-500">{live.url}</p>
        {local && <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{fileMessages.localAddress(new URL(live.url).origin)}</p>}
        {failure && (
          <p className="text-sm text-danger-700" role="alert">
            {failure}
          </p>
        )}
        <div>
          <Button size="sm" variant="secondary" onClick={() => close.mutate(live.id)} disabled={close.isPending}>
            Fermer le lien
          </Button>
        </div>
      </div>
    </section>
  );
}
