"use client";

import clsx from "clsx";
import { Mail, MailOpen, Reply } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { Pager } from "@/components/front-desk/pager";
import { useFrontDeskApi } from "@/components/front-desk/use-front-desk-api";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PAGE_SIZE } from "@/schemas/paging";
import { type InboxMessage, inboxMessages, type InboxPage } from "@/schemas/contact-message";

type ReadFilter = "all" | "unread" | "read";

const filters: { value: ReadFilter; label: string }[] = [
  { value: "all", label: "Tous" },
  { value: "unread", label: "Non lus" },
  { value: "read", label: "Lus" },
];

const readParam: Record<ReadFilter, boolean | undefined> = { all: undefined, unread: false, read: true };

/** /responsable/messages: the contact form's messages, newest first; opening one marks it read. */
export function MessagesInbox() {
  const { timeZone } = useStaffSession();
  const api = useFrontDeskApi();
  const [filter, setFilter] = useState<ReadFilter>("all");
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<InboxPage | null | undefined>(undefined);
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [version, setVersion] = useState(0);
  const reader = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    void api.listMessages({ read: readParam[filter], offset, limit: PAGE_SIZE }).then((result) => {
      if (!cancelled) setPage(result);
    });
    return () => {
      cancelled = true;
    };
  }, [api, filter, offset, version]);

  async function openMessage(message: InboxMessage) {
    setOpen(message);
    // On a phone the message opens below the list: bring it into view.
    reader.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    // Read again from the server: opening a message is an access of its own in the audit trail.
    const fresh = await api.getMessage(message.id);
    if (fresh) setOpen(fresh);
    if ((fresh ?? message).readAt === null) {
      const read = await api.setMessageRead(message.id, true);
      if (read) {
        setOpen(read);
        setVersion((current) => current + 1);
      }
    }
  }

  async function markUnread(message: InboxMessage) {
    const unread = await api.setMessageRead(message.id, false);
    if (unread) {
      setOpen(unread);
      setVersion((current) => current + 1);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Messages</h1>
          <p className="mt-1.5 text-ink-600">Les messages envoyés par le formulaire de contact du site.</p>
        </div>
        {page && (
          <p className="text-sm font-semibold text-ink-700" aria-live="polite">
            {page.unread === 0 ? "Aucun message non lu" : page.unread === 1 ? "1 message non lu" : `${page.unread} messages non lus`}
          </p>
        )}
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="p-4 sm:p-5">
          <div role="group" aria-label="Filtrer les messages" className="mb-4 flex gap-1.5">
            {filters.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={filter === option.value}
                onClick={() => {
                  setFilter(option.value);
                  setOffset(0);
                }}
                className={clsx(
                  "h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors",
                  filter === option.value
                    ? "border-primary-700 bg-primary-700 text-white"
                    : "border-ink-200 bg-white text-ink-700 hover:border-primary-300 hover:bg-primary-50",
                )}
              >
                {option.label}
              </button>
            ))}
          </div>

          {page === undefined ? (
            <p className="py-8 text-center text-ink-600" role="status">
              Chargement...
            </p>
          ) : page === null ? (
            <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
              {inboxMessages.messagesFailed}
            </p>
          ) : page.items.length === 0 ? (
            <p className="py-8 text-center text-ink-600">{inboxMessages.noMessages}</p>
          ) : (
            <ul aria-label="Liste des messages" className="-mx-1 flex flex-col gap-1">
              {page.items.map((message) => {
                const unread = message.readAt === null;
                const selected = open?.id === message.id;
                return (
                  <li key={message.id}>
                    <button
                      type="button"
                      onClick={() => void openMessage(message)}
                      aria-current={selected ? "true" : undefined}
                      className={clsx(
                        "flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors",
                        selected ? "bg-primary-50 ring-1 ring-primary-200" : "hover:bg-ink-50",
                      )}
                    >
                      {unread ? (
                        <Mail className="mt-0.5 size-4 shrink-0 text-primary-700" aria-label="Non lu" />
                      ) : (
                        <MailOpen className="mt-0.5 size-4 shrink-0 text-ink-500" aria-label="Lu" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span className={clsx("truncate text-sm", unread ? "font-bold text-ink-900" : "font-medium text-ink-700")}>
                            {message.nomComplet}
                          </span>
                          <span className="shrink-0 text-xs text-ink-500">{formatInstant(message.createdAt, timeZone)}</span>
                        </span>
                        <span className={clsx("block truncate text-sm", unread ? "font-semibold text-ink-900" : "text-ink-700")}>
                          {message.sujet}
                        </span>
                        <span className="block truncate text-xs text-ink-500">{message.message}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}

          {page && (
            <Pager
              label="Pages des messages"
              offset={offset}
              shown={page.items.length}
              total={page.total}
              pageSize={PAGE_SIZE}
              onChange={setOffset}
            />
          )}
        </Card>

        <div ref={reader} className="scroll-mt-24">
          <Card className="p-5 sm:p-6">
            {open ? (
              <article aria-labelledby="message-sujet" className="flex flex-col gap-4">
                <div>
                  <h2 id="message-sujet" className="text-xl font-bold break-words">
                    {open.sujet}
                  </h2>
                  <p className="mt-1 text-sm text-ink-600">
                    De <span className="font-semibold text-ink-900">{open.nomComplet}</span> &lt;
                    <a href={`mailto:${open.email}`} className="text-primary-700 hover:underline">
                      {open.email}
                    </a>
                    &gt; · reçu le {formatInstant(open.createdAt, timeZone)}
                  </p>
                </div>
                <p className="rounded-xl bg-ink-50 p-4 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-ink-900">{open.message}</p>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink-500">
                    {open.readAt
                      ? `Lu${open.readBy ? ` par ${open.readBy.prenom} ${open.readBy.nom}` : ""} le ${formatInstant(open.readAt, timeZone)}`
                      : "Non lu"}
                  </p>
                  <div className="flex gap-2">
                    <a
                      href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.sujet}`)}`}
                      className="inline-flex h-9 items-center gap-2 rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
                    >
                      <Reply className="size-4" aria-hidden="true" />
                      Répondre
                    </a>
                    {open.readAt && (
                      <Button size="sm" variant="secondary" onClick={() => void markUnread(open)}>
                        Marquer comme non lu
                      </Button>
                    )}
                  </div>
                </div>
              </article>
            ) : (
              <p className="py-10 text-center text-ink-500">Sélectionnez un message pour l&apos;afficher en entier.</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
