"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Mail, MailOpen, Reply } from "lucide-react";
import { useRef, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { useEraseMessage, useSetMessageRead } from "@/components/staff/contact-messages/message-mutations";
import { messageQueries } from "@/components/staff/contact-messages/message-queries";
import { FilterChips } from "@/components/staff/shell/filter-chips";
import { Pager } from "@/components/staff/shell/pager";
import { EraseButton } from "@/components/staff/data-protection/erase-button";
import { LoadFailure, QueryState } from "@/components/staff/shell/query-state";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { offsetOfPage, pageOfOffset, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inboxMessages, type InboxMessage } from "@/schemas/contact-message";
import { PAGE_SIZE } from "@/schemas/paging";

type ReadFilter = "all" | "unread" | "read";

const filters: { value: ReadFilter; label: string }[] = [
  { value: "all", label: "Tous" },
  { value: "unread", label: "Non lus" },
  { value: "read", label: "Lus" },
];

const readParam: Record<ReadFilter, boolean | undefined> = { all: undefined, unread: false, read: true };

/** The filter as the address writes it (`?etat=non-lus`), and the page. */
const urlValues: Record<Exclude<ReadFilter, "all">, string> = { unread: "non-lus", read: "lus" };
const urlKeys = ["etat", "page"] as const;

function unreadText(unread: number): string {
  return unread === 0 ? "Aucun message non lu" : unread === 1 ? "1 message non lu" : `${unread} messages non lus`;
}

/** /responsable/messages: the contact form's messages, newest first; opening one marks it read. */
export function MessagesInbox() {
  const { timeZone } = useStaffSession();
  const queryClient = useQueryClient();
  const url = useUrlFilters(urlKeys);
  const filter = filters.find(({ value }) => value !== "all" && urlValues[value] === url.get("etat"))?.value ?? "all";
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  // The message opened, as the list showed it, until its own read answers.
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const reader = useRef<HTMLDivElement>(null);
  const list = useQuery(messageQueries.list({ read: readParam[filter], offset, limit: PAGE_SIZE }));
  const detail = useQuery({ ...messageQueries.detail(opened?.id ?? 0), enabled: opened !== null });
  const open = opened && detail.data?.id === opened.id ? detail.data : opened;

  const setRead = useSetMessageRead();

  async function openMessage(message: InboxMessage) {
    setOpened(message);
    setRead.reset();
    // On a phone the message opens below the list: bring it into view.
    reader.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    try {
      const fresh = await queryClient.fetchQuery(messageQueries.detail(message.id));
      if (fresh.readAt === null) setRead.mutate({ id: message.id, read: true });
    } catch {
      // The reader shows the list's copy; the failed read is shown below it.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Messages</h1>
          <p className="mt-1.5 text-ink-600">Les messages envoyés par le formulaire de contact du site.</p>
        </div>
        {list.data && (
          <p className="text-sm font-semibold text-ink-700" aria-live="polite">
            {unreadText(list.data.unread)}
          </p>
        )}
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="p-4 sm:p-5">
          <FilterChips
            label="Filtrer les messages"
            className="mb-4"
            options={filters}
            value={filter}
            onChange={(next) => url.set({ etat: next === "all" ? undefined : urlValues[next], page: undefined })}
          />

          <QueryState
            query={list}
            failedMessage={inboxMessages.messagesFailed}
            emptyMessage={inboxMessages.noMessages}
            isEmpty={(page) => page.items.length === 0}
          >
            {(page) => (
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
          </QueryState>

          <Pager label="Pages des messages" page={list.data} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
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
                      <Button size="sm" variant="secondary" disabled={setRead.isPending} onClick={() => setRead.mutate({ id: open.id, read: false })}>
                        Marquer comme non lu
                      </Button>
                    )}
                    <MessageErasure key={open.id} id={open.id} onErased={() => setOpened(null)} />
                  </div>
                </div>
                {detail.isError && (
                  <LoadFailure message={inboxMessages.openFailed} onRetry={() => void openMessage(open)} retrying={detail.isFetching} />
                )}
                {setRead.isError && (
                  <p role="alert" className="text-sm font-medium text-danger-700">
                    {inboxMessages.updateFailed}
                  </p>
                )}
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

/** 'Effacer' of the message opened (ADMIN). */
function MessageErasure({ id, onErased }: { id: number; onErased: () => void }) {
  const erasure = useEraseMessage(id, { onSuccess: onErased });
  return <EraseButton what="ce message" erasure={erasure} />;
}
