import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { appointmentFormCopyAr } from "@/content/ar/public-forms";
import type { HoursDocument } from "@/calendar/opening-hours";

/** Issue 32: the hint beside the preferred time outside opening hours, never a refusal; the Arabic form's language. */

const fetchMock = vi.fn<typeof fetch>();
// Typing a whole form takes a few seconds on a loaded machine: more than the components' default.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  // "Today" is Wednesday 15 July 2026; only Date is faked so user-event keeps real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 6, 15, 10, 0));
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

const weekday = [
  { debut: "09:00", fin: "12:30" },
  { debut: "15:00", fin: "18:00" },
];
const hours: HoursDocument = {
  semaine: { "1": weekday, "2": weekday, "3": weekday, "4": weekday, "5": weekday, "6": [{ debut: "09:00", fin: "12:30" }], "7": [] },
  periodes: [],
  fermetures: [],
};

async function fillFrench(user: ReturnType<typeof userEvent.setup>, date: string, time: string, { whole = true } = {}) {
  if (whole) {
    await user.type(screen.getByLabelText(/^Nom/), "Benaïssa");
    await user.type(screen.getByLabelText(/^Prénom/), "Amine");
    await user.type(screen.getByLabelText(/^Téléphone/), "0612345678");
  }
  await user.type(screen.getByLabelText(/^Date préférée/), date);
  await user.type(screen.getByLabelText(/^Heure préférée/), time);
}

describe("AppointmentRequestForm's opening-hours hint", () => {
  it("says the day's hours beside a Friday 23:30, and sends the request all the same", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm hours={hours} />);
    await fillFrench(user, "17/07/2026", "23:30");
    const time = screen.getByLabelText(/^Heure préférée/);
    expect(time).toHaveAccessibleDescription(
      "Cette heure est en dehors des heures d'ouverture (le vendredi : 09:00 - 12:30, 15:00 - 18:00). Vous pouvez tout de même envoyer votre demande : le secrétariat vous proposera un horaire.",
    );
    expect(time).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    expect(await screen.findByText("Demande de rendez-vous enregistrée avec succès.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ datePreferee: "2026-07-17", heurePreferee: "23:30:00" });
    // The French form sends the spec's payload: no language.
    expect(body).not.toHaveProperty("langue");
  });

  it("counts the closing time as outside (Saturday 12:45 after 12:30), and says nothing within the hours", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm hours={hours} />);
    await fillFrench(user, "18/07/2026", "12:45", { whole: false });
    const time = screen.getByLabelText(/^Heure préférée/);
    expect(time).toHaveAccessibleDescription(/^Cette heure est en dehors des heures d'ouverture \(le samedi : 09:00 - 12:30\)/);
    await user.clear(time);
    await user.type(time, "12:30");
    expect(time).toHaveAccessibleDescription(/le samedi : 09:00 - 12:30/);
    await user.clear(time);
    await user.type(time, "10:15");
    expect(time).not.toHaveAccessibleDescription(/./);
    expect(screen.queryByText(/en dehors des heures/)).not.toBeInTheDocument();
  });

  it("gives no hint without the practice's hours", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fillFrench(user, "17/07/2026", "23:30", { whole: false });
    expect(screen.queryByText(/en dehors des heures/)).not.toBeInTheDocument();
  });

  it("writes the hint in Arabic on the Arabic form, and sends its language", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    const { container } = render(<AppointmentRequestForm hours={hours} copy={appointmentFormCopyAr} locale="ar" />);
    const input = (name: string) => container.querySelector<HTMLInputElement>(`#rdv-${name}`)!;
    await user.type(input("nom"), "العلمي");
    await user.type(input("prenom"), "أمين");
    await user.type(input("telephone"), "0612345678");
    await user.type(input("datePreferee"), "17/07/2026");
    await user.type(input("heurePreferee"), "23:30");
    expect(input("heurePreferee")).toHaveAccessibleDescription("هذا الوقت خارج أوقات عمل العيادة (الجمعة: 09:00-12:30، 15:00-18:00). يمكنكم رغم ذلك إرسال طلبكم، وسنقترح عليكم موعدًا مناسبًا.");
    // Posted without scripts too: a hidden field.
    expect(container.querySelector('input[type="hidden"][name="langue"]')).toHaveValue("ar");
    await user.click(screen.getByRole("button", { name: appointmentFormCopyAr.submit }));
    expect(await screen.findByText(appointmentFormCopyAr.messages.success)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ langue: "ar", heurePreferee: "23:30:00" });
  });
});
