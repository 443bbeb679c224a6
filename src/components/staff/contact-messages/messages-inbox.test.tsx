import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MessagesInbox } from "@/components/staff/contact-messages/messages-inbox";
import { flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";
import type { InboxMessage } from "@/schemas/contact-message";
import { visit } from "../../../../tests/support/next-navigation";

vi.mock("next/navigation", () => import("../../../../tests/support/next-navigation"));
beforeEach(() => visit("/responsable/messages"));

const unread: InboxMessage = {
  id: 3,
  nomComplet: "Nadia Berrada",
  email: "nadia@exemple.ma",
  sujet: "Horaires du samedi",
  message: "Bonjour,\nle cabinet est-il ouvert le samedi matin ?",
  createdAt: "2026-06-15T09:05:00Z",
  readAt: null,
  readBy: null,
};

describe("MessagesInbox", () => {
  it("opens a message in full and marks it read by the user", async () => {
    let current = unread;
    const { calls } = mockApi({
      "GET /api/contact-messages": () => json({ items: [current], total: 1, unread: current.readAt ? 0 : 1 }),
      "GET /api/contact-messages/3": () => json(current),
      "PATCH /api/contact-messages/3": () => {
        current = { ...unread, readAt: "2026-06-15T10:00:00Z", readBy: { id: 7, nom: "Tazi", prenom: "Hind" } };
        return json(current);
      },
    });
    renderInSession(<MessagesInbox />);
    const user = userEvent.setup();

    expect(await screen.findByText("1 message non lu")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Liste des messages" });
    await user.click(within(list).getByRole("button", { name: /Nadia Berrada/ }));

    const article = await screen.findByRole("article", { name: "Horaires du samedi" });
    expect(article).toHaveTextContent("le cabinet est-il ouvert le samedi matin ?");
    expect(within(article).getByRole("link", { name: "nadia@exemple.ma" })).toHaveAttribute("href", "mailto:nadia@exemple.ma");
    expect(await within(article).findByText("Lu par Hind Tazi le 15/06/2026 11:00")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ read: true });
    expect(await screen.findByText("Aucun message non lu")).toBeInTheDocument();
  });

  it("filters unread messages on the server", async () => {
    const { calls } = mockApi({ "GET /api/contact-messages": () => json({ items: [], total: 0, unread: 0 }) });
    renderInSession(<MessagesInbox />);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucun message.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Non lus" }));
    expect(calls.at(-1)?.path).toBe("/api/contact-messages?read=false&offset=0&limit=50");
  });

  it("tells a failure from an empty inbox, and 'Réessayer' reads it again", async () => {
    const inbox = flakyRoute({ items: [unread], total: 1, unread: 1 });
    mockApi({ "GET /api/contact-messages": inbox.route });
    renderInSession(<MessagesInbox />);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Impossible de récupérer les messages.");
    expect(screen.queryByText("Aucun message.")).not.toBeInTheDocument();

    inbox.recover();
    await userEvent.setup().click(within(failure).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("button", { name: /Nadia Berrada/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
