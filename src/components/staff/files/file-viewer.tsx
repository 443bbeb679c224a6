"use client";

import { ChevronLeft, ChevronRight, Columns2, Download, FileText, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatSize, isDicom, isImage, isPdf, fileMessages, type PatientFile } from "@/client/patient-files";
import { fileLabel } from "@/components/staff/files/file-label";
import { useFileUrl } from "@/components/staff/files/use-file-url";
import { initialZoom, stepZoom, ZoomPane, type Zoom } from "@/components/staff/files/zoom-pane";
import { ModalDialog } from "@/components/ui/modal-dialog";

type FileViewerProps = {
  /** The files one may go through with the arrows, in the gallery's order. */
  files: PatientFile[];
  /** The file open, or null when the viewer is closed. */
  openId: number | null;
  onClose: () => void;
  /** Opens straight in 'Comparer' with this second image. */
  compareId?: number | null;
};

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.matches("input, select, textarea") || target.isContentEditable);

/**
 * The viewer (decision 062): a file full screen, in a dialog. Images zoom (buttons, wheel, two
 * fingers, double click) and move once zoomed; 'Comparer' puts two images side by side — before
 * and after, each with its date, each zoomed on its own — stacked on a phone. Keyboard: Escape
 * closes, ← → go to the previous and next file (of the active side when comparing), + and −
 * zoom, 0 sets the size back. A PDF opens in the browser's viewer in a new tab; a DICOM file is
 * only downloaded.
 */
export function FileViewer({ files, openId, onClose, compareId = null }: FileViewerProps) {
  const open = openId !== null && files.some((file) => file.id === openId);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-label="Visionneuse"
      className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-hidden bg-ink-900 p-0 text-white outline-none backdrop:bg-black/80"
    >
      {open && <ViewerContent key={openId} files={files} openId={openId} onClose={onClose} compareId={compareId} />}
    </ModalDialog>
  );
}

function ViewerContent({ files, openId, onClose, compareId }: { files: PatientFile[]; openId: number; onClose: () => void; compareId: number | null }) {
  const images = files.filter(isImage);
  const [ids, setIds] = useState<[number, number | null]>([openId, compareId]);
  const [zooms, setZooms] = useState<[Zoom, Zoom]>([initialZoom, initialZoom]);
  const [active, setActive] = useState<0 | 1>(0);
  const comparing = ids[1] !== null;
  const first = files.find((file) => file.id === ids[0]) ?? files[0]!;
  const second = comparing ? (images.find((file) => file.id === ids[1]) ?? null) : null;
  const index = files.indexOf(first);

  const setZoom = (pane: 0 | 1, zoom: Zoom) => setZooms((current) => (pane === 0 ? [zoom, current[1]] : [current[0], zoom]));

  /** Goes to the previous or next file: of the whole list alone, of the images when comparing. */
  const go = (direction: 1 | -1) => {
    const pool = comparing ? images : files;
    const currentId = ids[active] ?? ids[0];
    const at = pool.findIndex((file) => file.id === currentId);
    const next = pool[(at + direction + pool.length) % pool.length];
    if (!next || pool.length < 2) return;
    setIds((current) => (active === 0 ? [next.id, current[1]] : [current[0], next.id]));
    setZoom(active, initialZoom);
  };

  const startCompare = () => {
    const other = images.find((file) => file.id !== first.id);
    if (!isImage(first) || !other) return;
    setIds([first.id, other.id]);
    setZooms([initialZoom, initialZoom]);
  };

  // The keys act on the viewer wherever focus is (a button that went with the file it showed
  // leaves it on the page's body), except while a list is being chosen in.
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const zoomOf = zooms[active];
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "+" || event.key === "=") setZoom(active, stepZoom(zoomOf, 1));
    else if (event.key === "-" || event.key === "_") setZoom(active, stepZoom(zoomOf, -1));
    else if (event.key === "0") setZoom(active, initialZoom);
    else return;
    event.preventDefault();
  };
  const keys = useRef(onKeyDown);
  useEffect(() => {
    keys.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-3 py-2 sm:px-5">
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold">{comparing ? "Comparer deux images" : fileLabel(first)}</h2>
          <p className="text-sm text-white/70">
            {comparing ? "Avant / après, chacune zoomable" : `${first.libelle ? `${first.libelle} · ` : ""}${index + 1} sur ${files.length}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {comparing ? (
            <button type="button" className={toolClasses} onClick={() => setIds([ids[0], null])}>
              Une seule image
            </button>
          ) : (
            isImage(first) &&
            images.length > 1 && (
              <button type="button" className={toolClasses} onClick={startCompare}>
                <Columns2 className="size-4" aria-hidden="true" />
                Comparer
              </button>
            )
          )}
          <button type="button" className={iconClasses} aria-label="Fichier précédent" onClick={() => go(-1)} disabled={(comparing ? images : files).length < 2}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={iconClasses} aria-label="Fichier suivant" onClick={() => go(1)} disabled={(comparing ? images : files).length < 2}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={iconClasses} aria-label="Fermer la visionneuse" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className={comparing ? "grid min-h-0 flex-1 grid-cols-1 grid-rows-2 gap-2 p-2 md:grid-cols-2 md:grid-rows-1" : "flex min-h-0 flex-1 p-2"}>
        <Pane file={first} zoom={zooms[0]} onZoom={(zoom) => setZoom(0, zoom)} active={comparing && active === 0} onActivate={() => setActive(0)} />
        {comparing && second && (
          <div className="flex min-h-0 flex-col gap-1">
            <label className="sr-only" htmlFor="visionneuse-seconde">
              Seconde image
            </label>
            <select
              id="visionneuse-seconde"
              className="rounded-md border border-white/20 bg-ink-900 px-2 py-1.5 text-sm text-white"
              value={second.id}
              onChange={(event) => {
                setIds([ids[0], Number(event.target.value)]);
                setZoom(1, initialZoom);
              }}
            >
              {images.map((file) => (
                <option key={file.id} value={file.id}>
                  {fileLabel(file)}
                </option>
              ))}
            </select>
            <Pane file={second} zoom={zooms[1]} onZoom={(zoom) => setZoom(1, zoom)} active={active === 1} onActivate={() => setActive(1)} />
          </div>
        )}
      </div>
    </div>
  );
}

const toolClasses = "inline-flex h-9 items-center gap-1.5 rounded-full border border-white/25 px-3.5 text-sm font-semibold hover:bg-white/10";
const iconClasses = "grid size-9 place-items-center rounded-full hover:bg-white/15 disabled:opacity-40";

function Pane({ file, zoom, onZoom, active, onActivate }: { file: PatientFile; zoom: Zoom; onZoom: (zoom: Zoom) => void; active: boolean; onActivate: () => void }) {
  const image = isImage(file);
  const content = useFileUrl(file.id, { enabled: image });
  if (image) return <ZoomPane src={content.url} alt={fileLabel(file)} caption={fileLabel(file)} zoom={zoom} onZoom={onZoom} active={active} onActivate={onActivate} failed={content.failed} />;
  return <Attachment key={file.id} file={file} />;
}

/** A PDF or a DICOM file in the viewer: a card to open it in the browser's PDF viewer or download it. */
function Attachment({ file }: { file: PatientFile }) {
  const content = useFileUrl(file.id);
  const [tabBlocked, setTabBlocked] = useState(false);
  return (
    <div className="m-auto flex max-w-md flex-col items-center gap-3 rounded-xl bg-white/5 px-6 py-8 text-center">
      <FileText className="size-12 text-white/70" aria-hidden="true" />
      <p className="font-semibold break-all">{file.nomOriginal}</p>
      <p className="text-sm text-white/70">
        {formatSize(file.taille)}
        {isDicom(file) && ` · ${fileMessages.dicom}`}
      </p>
      {content.failed ? (
        <p className="text-sm text-white">{fileMessages.openFailed}</p>
      ) : !content.url ? (
        <p className="text-sm text-white/70" role="status">
          Chargement...
        </p>
      ) : (
        <div className="flex flex-wrap justify-center gap-2">
          {isPdf(file) && (
            <button
              type="button"
              className={toolClasses}
              onClick={() => {
                // The blob: address, opened by this click (no pop-up blocker), in the browser's PDF viewer.
                const tab = window.open(content.url!, "_blank");
                setTabBlocked(!tab);
              }}
            >
              Ouvrir le PDF
            </button>
          )}
          <a href={content.url} download={file.nomOriginal} className={toolClasses}>
            <Download className="size-4" aria-hidden="true" />
            Télécharger
          </a>
        </div>
      )}
      {tabBlocked && <p className="text-sm text-white/80">Le navigateur a bloqué le nouvel onglet : téléchargez le fichier.</p>}
    </div>
  );
}
