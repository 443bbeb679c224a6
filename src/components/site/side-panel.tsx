"use client";

import { useEffect, useRef, useState } from "react";
import { Clock3, Mail, MapPin, Phone, Siren, X } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import { LogoMark } from "@/components/site/logo";
import { NewsletterForm } from "@/components/site/newsletter-form";
import { SocialLinks } from "@/components/site/social-icon";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type SidePanelProps = {
  open: boolean;
  onClose: () => void;
  practice: Practice;
  /** Short text under the title. */
  blurb?: string;
  words?: SiteWords;
};

/**
 * The header's side panel (phone, e-mail, address, hours, newsletter, social links). A modal
 * <dialog>: the page behind is inert, Escape closes it and the browser returns focus to the
 * button that opened it.
 */
export function SidePanel({
  open,
  onClose,
  practice,
  words = siteWordsFr,
  blurb = words.panel.blurb,
}: SidePanelProps) {
  const labels = words.contact;
  const ref = useRef<HTMLDialogElement>(null);
  // The content is built on the first opening and kept: every page's HTML then carries an empty
  // <dialog> instead of ~100 elements that most visitors never open (the footer shows the same).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add("overflow-hidden");
    } else if (!open && dialog.open) {
      dialog.close();
    }
    return () => document.documentElement.classList.remove("overflow-hidden");
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="side-panel"
      aria-labelledby="side-panel-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        if (event.target === ref.current) onClose();
      }}
      className="side-panel fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-full max-w-[420px] bg-transparent p-0 backdrop:bg-primary-950/55 backdrop:backdrop-blur-[2px]"
    >
      {opened && (
        <div className="flex h-full flex-col overflow-y-auto bg-white px-7 pt-6 pb-8 shadow-raised sm:px-9">
          <div className="flex items-center justify-between">
            <div className="flex items-center gap-3">
              <LogoMark className="size-10" />
              <p id="side-panel-title" className="font-display text-lg font-extrabold text-primary-900">
                {practice.siteName}
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-100 text-ink-700 transition-colors hover:bg-primary-700 hover:text-white"
              aria-label={words.panel.close}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-5 leading-relaxed text-ink-600">{blurb}</p>

          <h2 className="mt-8 text-sm font-bold tracking-[0.14em] text-accent-600 uppercase">{words.panel.contact}</h2>
          <ul className="mt-4 space-y-4">
            <PanelItem icon={<Phone className="size-5" aria-hidden="true" />} label={labels.phone}>
              <a dir="ltr" href={`tel:${practice.phone.replace(/\s/g, "")}`} className="hover:text-primary-700">
                {practice.phone}
              </a>
            </PanelItem>
            <PanelItem icon={<Siren className="size-5" aria-hidden="true" />} label={labels.urgent}>
              <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="hover:text-primary-700">
                {practice.urgentPhone}
              </a>
            </PanelItem>
            <PanelItem icon={<Mail className="size-5" aria-hidden="true" />} label={labels.email}>
              <a href={`mailto:${practice.email}`} className="[overflow-wrap:anywhere] hover:text-primary-700">
                {practice.email}
              </a>
            </PanelItem>
            <PanelItem icon={<MapPin className="size-5" aria-hidden="true" />} label={labels.address}>
              <bdi>{practice.address}</bdi>
            </PanelItem>
            <PanelItem icon={<Clock3 className="size-5" aria-hidden="true" />} label={labels.hours}>
              {practice.openingHours.map((slot) => (
                <span key={slot.days} className="block">
                  {slot.days} : {slot.hours}
                </span>
              ))}
            </PanelItem>
          </ul>

          <h2 className="mt-8 text-sm font-bold tracking-[0.14em] text-accent-600 uppercase">{words.panel.newsletter}</h2>
          <p className="mt-2 text-sm text-ink-600">{words.panel.newsletterText}</p>
          <NewsletterForm idPrefix="side-panel" className="mt-4" words={words.newsletter} />

          <div className="mt-auto pt-8">
            <SocialLinks links={practice.socialLinks} />
          </div>
        </div>
      )}
    </dialog>
  );
}

function PanelItem({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">{icon}</span>
      <span className="flex flex-col text-[15px] text-ink-800">
        <span className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</span>
        {children}
      </span>
    </li>
  );
}
