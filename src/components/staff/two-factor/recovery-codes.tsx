"use client";

import { Check, Copy, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";

type RecoveryCodesProps = {
  codes: string[];
  /** "J'ai noté mes codes": the codes are not shown again. */
  onDone: () => void;
};

const copyFailed = "La copie a échoué : sélectionnez les codes et copiez-les vous-même.";

/** A window with the codes alone, printed (the page behind has the staff area around them). */
function printCodes(codes: string[], title: string): boolean {
  const popup = window.open("", "_blank", "width=640,height=720");
  if (!popup) return false;
  const doc = popup.document;
  doc.title = title;
  const heading = doc.createElement("h1");
  heading.textContent = title;
  const note = doc.createElement("p");
  note.textContent = "Chaque code ne sert qu'une fois. Gardez cette feuille en lieu sûr.";
  const list = doc.createElement("ol");
  for (const code of codes) {
    const item = doc.createElement("li");
    item.textContent = code;
    item.style.font = "18px/1.8 monospace";
    list.append(item);
  }
  doc.body.style.fontFamily = "sans-serif";
  doc.body.append(heading, note, list);
  popup.focus();
  popup.print();
  popup.close();
  return true;
}

/**
 * The ten recovery codes, shown once (after the enrolment, or new ones): to copy or print, then
 * put away. Each code opens the account once when the phone is not at hand.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState("");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
      setMessage("");
    } catch {
      setMessage(copyFailed);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-[15px] text-accent-900">
        <p className="font-semibold">Notez ces codes de secours maintenant : ils ne seront plus affichés.</p>
        <p className="mt-1 text-sm">
          Sans votre téléphone, chacun d&apos;eux permet de vous connecter une seule fois à la place du code de l&apos;application.
        </p>
      </div>
      <ol aria-label="Codes de secours" className="grid grid-cols-2 gap-2">
        {codes.map((code) => (
          <li key={code} className="rounded-lg border border-ink-200 bg-ink-50 px-2 py-2 text-center font-mono text-[15px] tracking-wider text-ink-900 sm:text-[17px]">
            {code}
          </li>
        ))}
      </ol>
      <StatusMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? "Codes copiés" : "Copier les codes"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (!printCodes(codes, "Codes de secours")) setMessage("L'impression n'a pas pu s'ouvrir : autorisez les fenêtres de ce site, ou copiez les codes.");
          }}
        >
          <Printer className="size-4" aria-hidden="true" />
          Imprimer
        </Button>
        <Button onClick={onDone}>J&apos;ai noté mes codes</Button>
      </div>
    </div>
  );
}
