import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forgetPracticeHours } from "@/client/practice-hours";
import DatePickerCalendar from "@/components/site/date-picker-calendar";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import type { PracticeHours } from "@/schemas/practice-hours";

const fetchMock = vi.fn<typeof fetch>();

/** Monday to Saturday as the site's defaults (Sunday closed), a confirmed leave and an estimated holiday. */
const hours: PracticeHours = {
  semaine: defaultWeeklyHours(),
  periodes: [],
  fermetures: [
    { id: "conge-ete", libelle: "Congé annuel", du: "2026-07-20", au: "2026-07-21", nature: "conge", estimee: false },
    { id: "ferie-2026-aid-al-mawlid-1", libelle: "Aïd al-Mawlid (1er jour)", du: "2026-07-24", au: "2026-07-24", nature: "ferie", estimee: true },
  ],
  misAJourLe: "2026-07-01T08:00:00.000Z",
};

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  forgetPracticeHours();
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

/** Today is Wednesday 15 July 2026, the day the calendar opens on. */
function renderCalendar() {
  const onSelect = vi.fn();
  const view = render(<DatePickerCalendar selected={null} min="2026-07-15" onSelect={onSelect} onClose={() => {}} />);
  return { onSelect, grid: screen.getByRole("grid", { name: "juillet 2026" }), unmount: view.unmount };
}

describe("DatePickerCalendar and the practice's hours", () => {
  it("reads the hours once, from the public API, when it first opens", async () => {
    fetchMock.mockResolvedValue(answer(hours));
    renderCalendar();
    await screen.findByText("férié probable");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/practice/hours");
  });

  it("does not offer the days the practice is closed: weekdays without hours and confirmed closures", async () => {
    fetchMock.mockResolvedValue(answer(hours));
    const user = userEvent.setup();
    const { onSelect, grid } = renderCalendar();
    const sunday = await within(grid).findByRole("button", { name: "19 juillet 2026, cabinet fermé" });
    const leave = within(grid).getByRole("button", { name: "20 juillet 2026, cabinet fermé (Congé annuel)" });

    // Reached with the keyboard (from the 15th), a closed day says why, and Enter does not pick it.
    await waitFor(() => expect(within(grid).getByRole("button", { name: "15 juillet 2026" })).toHaveFocus());
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(leave).toHaveFocus();
    expect(screen.getByText("Le cabinet est fermé le lundi 20 juillet 2026 (Congé annuel). Veuillez choisir une autre date.")).toBeInTheDocument();
    await user.keyboard("{Enter}");

    // Clicked, a closed day is not picked: it takes the focus and the note says why.
    for (const day of [leave, sunday]) {
      expect(day).toHaveAttribute("aria-disabled", "true");
      await user.click(day);
    }
    expect(onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(sunday).toHaveFocus());
    expect(screen.getByText("Le cabinet est fermé le dimanche 19 juillet 2026. Veuillez choisir une autre date.")).toBeInTheDocument();
    await user.click(within(grid).getByRole("button", { name: "18 juillet 2026" }));
    expect(onSelect).toHaveBeenCalledWith("2026-07-18");
  });

  it("shows an estimated religious holiday as probable, with a mark and the word, and lets it be picked", async () => {
    fetchMock.mockResolvedValue(answer(hours));
    const user = userEvent.setup();
    const { onSelect, grid } = renderCalendar();
    const holiday = await within(grid).findByRole("button", { name: "24 juillet 2026, férié probable (Aïd al-Mawlid (1er jour))" });
    expect(holiday).not.toHaveAttribute("aria-disabled");
    expect(holiday).toBeEnabled();
    expect(holiday).toHaveAttribute("data-day-kind", "probable");
    expect(holiday.querySelector("span[aria-hidden='true']")).not.toBeNull(); // the mark
    expect(screen.getByText("férié probable")).toBeInTheDocument(); // the legend's word

    await waitFor(() => expect(within(grid).getByRole("button", { name: "15 juillet 2026" })).toHaveFocus());
    await user.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}");
    expect(holiday).toHaveFocus();
    expect(screen.getByText("Férié probable")).toBeInTheDocument();
    expect(screen.getByText(/Aïd al-Mawlid \(1er jour\), date estimée\. Ce jour reste possible\./)).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("2026-07-24");
  });

  it("offers every day from today when the hours cannot be read, and tries again at the next opening", async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: "Service indisponible." }, 503));
    const { grid, unmount } = renderCalendar();
    await waitFor(() => expect(screen.queryByText("Chargement des jours d'ouverture…")).not.toBeInTheDocument());
    expect(within(grid).getByRole("button", { name: "19 juillet 2026" })).not.toHaveAttribute("aria-disabled");
    expect(within(grid).getByRole("button", { name: "14 juillet 2026" })).toBeDisabled();

    unmount();
    fetchMock.mockResolvedValueOnce(answer(hours));
    const reopened = renderCalendar();
    await within(reopened.grid).findByRole("button", { name: "19 juillet 2026, cabinet fermé" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts from the practice's today when the server says the visitor's day is already over there", async () => {
    // 23:30 UTC on 15 July: still the 15th for a browser whose zone data lags, the 16th in Rabat.
    fetchMock.mockResolvedValue(answer({ ...hours, aujourdHui: "2026-07-16" }));
    render(<DatePickerCalendar selected={null} min="2026-07-15" onSelect={() => {}} onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole("grid").querySelector('[data-date="2026-07-15"]')).toBeDisabled());
    expect(screen.getByRole("grid").querySelector('[data-date="2026-07-16"]')).toHaveAttribute("aria-current", "date");
  });

  it("does not pick today from its button when the practice is closed today", async () => {
    fetchMock.mockResolvedValue(answer(hours));
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DatePickerCalendar selected={null} min="2026-07-19" onSelect={onSelect} onClose={() => {}} />);
    const today = screen.getByRole("button", { name: "Aujourd'hui" });
    await waitFor(() => expect(today).toHaveAttribute("aria-disabled", "true"));
    await user.click(today);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
