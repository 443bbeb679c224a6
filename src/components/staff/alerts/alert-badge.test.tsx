import { act, screen, waitFor } from "@testing-library/react";
import Link from "next/link";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingsToConfirmBadge, LoginGuessingBadge, NewRequestsBadge, UnreadMessagesBadge } from "@/components/staff/alerts/alert-badge";
import { alertKeys, COUNTS_REFRESH_MS } from "@/components/staff/alerts/use-alert-counts";
import { json, mockApi, renderInSession, useFakeClock } from "../../../../tests/support/staff-harness";
import type { AlertCounts } from "@/schemas/alerts";

afterEach(() => {
  vi.useRealTimers();
});

/** The header's two links with their badges, as the staff header renders them. */
function HeaderLinks() {
  return (
    <nav aria-label="Espace professionnel">
      <Link href="/responsable/demandes">
        Demandes
        <NewRequestsBadge />
      </Link>
      <Link href="/responsable/messages">
        Messages
        <UnreadMessagesBadge />
      </Link>
    </nav>
  );
}

function serveCounts(counts: AlertCounts) {
  return mockApi({ "GET /api/front-desk/counts": () => json(counts) });
}

const link = (name: RegExp) => screen.getByRole("link", { name });
/** The link's name as a screen reader hears it: the label, then the count in words (the digits are hidden from it). */
const spoken = (label: string, count: string) => new RegExp(`^${label}\\s*\\(${count}\\)$`);
/** The number drawn on the badge. */
const shown = (name: RegExp) => link(name).querySelector("[aria-hidden='true']")?.textContent;

describe("Alert badges", () => {
  it("warns the admins on the Journal link of accounts whose password is being guessed at", async () => {
    serveCounts({ newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 0, loginGuessing: 1 });
    renderInSession(
      <Link href="/responsable/journal">
        Journal
        <LoginGuessingBadge />
      </Link>,
      { isAdmin: true },
    );
    await waitFor(() => expect(link(/^Journal/)).toHaveAccessibleName(spoken("Journal", "1 compte visé par des tentatives de connexion")));
  });

  it("shows how many requests are new and messages unread, spelled out for screen readers", async () => {
    serveCounts({ newRequests: 3, unreadMessages: 1, reservationsAConfirmer: 0 });
    renderInSession(<HeaderLinks />);

    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "3 nouvelles demandes")));
    expect(shown(/^Demandes/)).toBe("3");
    expect(link(/^Messages/)).toHaveAccessibleName(spoken("Messages", "1 message non lu"));
    expect(shown(/^Messages/)).toBe("1");
  });

  it("shows nothing at zero, and the badge goes once the last new request has been handled", async () => {
    let counts: AlertCounts = { newRequests: 1, unreadMessages: 0, reservationsAConfirmer: 0 };
    mockApi({ "GET /api/front-desk/counts": () => json(counts) });
    const { queryClient } = renderInSession(<HeaderLinks />);
    expect(link(/^Demandes/)).toHaveAccessibleName("Demandes");

    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "1 nouvelle demande")));
    // Same answer: no unread message, no badge.
    expect(link(/^Messages/)).toHaveAccessibleName("Messages");
    expect(shown(/^Messages/)).toBeUndefined();

    counts = { newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 0 };
    // What every change of a request or a message does once it succeeded.
    act(() => void queryClient.invalidateQueries({ queryKey: alertKeys.all }));
    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName("Demandes"));
    expect(shown(/^Demandes/)).toBeUndefined();
  });

  it("caps what is shown at 99+ while screen readers still hear the exact count", async () => {
    serveCounts({ newRequests: 150, unreadMessages: 99, reservationsAConfirmer: 0 });
    renderInSession(<HeaderLinks />);

    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "150 nouvelles demandes")));
    expect(shown(/^Demandes/)).toBe("99+");
    expect(shown(/^Messages/)).toBe("99");
    expect(link(/^Messages/)).toHaveAccessibleName(spoken("Messages", "99 messages non lus"));
  });

  it("counts the online bookings waiting for the front desk on the « À confirmer » link, as the new requests", async () => {
    serveCounts({ newRequests: 0, unreadMessages: 0, reservationsAConfirmer: 2 });
    renderInSession(
      <Link href="/responsable/reservations-a-confirmer">
        À confirmer
        <BookingsToConfirmBadge />
      </Link>,
    );
    await waitFor(() => expect(link(/^À confirmer/)).toHaveAccessibleName(spoken("À confirmer", "2 réservations en ligne à confirmer")));
    expect(shown(/^À confirmer/)).toBe("2");
  });

  it("asks once for both badges, again every minute, and right after a change made in this tab", async () => {
    useFakeClock();
    let counts: AlertCounts = { newRequests: 2, unreadMessages: 0, reservationsAConfirmer: 0 };
    const { calls } = mockApi({ "GET /api/front-desk/counts": () => json(counts) });
    const { queryClient } = renderInSession(<HeaderLinks />);

    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "2 nouvelles demandes")));
    expect(calls).toHaveLength(1);

    counts = { newRequests: 3, unreadMessages: 0, reservationsAConfirmer: 0 };
    act(() => vi.advanceTimersByTime(COUNTS_REFRESH_MS - 1000));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "3 nouvelles demandes")));
    expect(calls).toHaveLength(2);

    counts = { newRequests: 2, unreadMessages: 0, reservationsAConfirmer: 0 };
    // What every change of a request or a message does once it succeeded.
    act(() => void queryClient.invalidateQueries({ queryKey: alertKeys.all }));
    await waitFor(() => expect(link(/^Demandes/)).toHaveAccessibleName(spoken("Demandes", "2 nouvelles demandes")));
    expect(calls).toHaveLength(3);
  });
});
