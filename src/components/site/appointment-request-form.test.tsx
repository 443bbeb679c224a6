import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { appointmentRequestMessages as messages } from "@/schemas/appointment-request";
import { appointmentFormCopyFr, type AppointmentFormCopy } from "@/content/public-forms";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // "Today" is 15 July 2026 for every test; only Date is faked so user-event keeps real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 6, 15, 10, 0));
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

const field = (label: RegExp) => screen.getByLabelText(label);
const status = () => screen.getByRole("status");

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<"nom" | "prenom" | "telephone" | "date" | "heure" | "motif", string>> = {}) {
  const all = { nom: "Benaïssa", prenom: "Amine", telephone: "06 12 34 56 78", date: "20/07/2026", heure: "14:30", motif: "Douleur au genou", ...values };
  if (all.nom) await user.type(field(/^Nom/), all.nom);
  if (all.prenom) await user.type(field(/^Prénom/), all.prenom);
  if (all.telephone) await user.type(field(/^Téléphone/), all.telephone);
  if (all.date) await user.type(field(/^Date préférée/), all.date);
  if (all.heure) await user.type(field(/^Heure préférée/), all.heure);
  if (all.motif) await user.type(field(/^Motif/), all.motif);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Envoyer la demande" }));

describe("AppointmentRequestForm", () => {
  it("marks the five required fields with a red asterisk and the required attribute, motif optional", () => {
    const { container } = render(<AppointmentRequestForm />);
    for (const label of [/^Nom/, /^Prénom/, /^Téléphone/, /^Date préférée/, /^Heure préférée/]) {
      expect(field(label)).toBeRequired();
      const asterisk = container.querySelector(`label[for="${field(label).id}"] span`);
      expect(asterisk).toHaveTextContent("*");
      expect(asterisk).toHaveClass("text-danger-600");
    }
    expect(field(/^Motif/)).not.toBeRequired();
    expect(field(/^Date préférée/)).toHaveAttribute("placeholder", "dd/mm/yyyy");
    expect(field(/^Heure préférée/)).toHaveAttribute("type", "time");
  });

  it("sends nothing and shows the message in red when everything is empty", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await submit(user);
    expect(status()).toHaveTextContent(messages.missingFields);
    expect(within(status()).getByText(messages.missingFields)).toHaveAttribute("data-tone", "error");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["nom", "prenom", "telephone", "date", "heure"] as const)("sends nothing when %s is missing, and keeps the other fields", async (missing) => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user, { [missing]: "" });
    await submit(user);
    expect(status()).toHaveTextContent(messages.missingFields);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/^Motif/)).toHaveValue("Douleur au genou");
  });

  it("treats a past or impossible date as missing and says why under the field", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user, { date: "14/07/2026" });
    expect(screen.getByText(/Date invalide ou passée/)).toBeInTheDocument();
    expect(field(/^Date préférée/)).toHaveAttribute("aria-invalid", "true");
    await submit(user);
    expect(status()).toHaveTextContent(messages.missingFields);

    await user.clear(field(/^Date préférée/));
    await user.type(field(/^Date préférée/), "31/09/2026");
    await submit(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the request with ':00' appended to the time, shows the success in blue and clears every field", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user);
    expect(field(/^Date préférée/)).toHaveValue("20/07/2026");
    await submit(user);

    expect(await screen.findByText(messages.success)).toHaveAttribute("data-tone", "success");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/appointment-requests");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({
      nom: "Benaïssa",
      prenom: "Amine",
      telephone: "06 12 34 56 78",
      datePreferee: "2026-07-20",
      heurePreferee: "14:30:00",
      motif: "Douleur au genou",
    });
    for (const label of [/^Nom/, /^Prénom/, /^Téléphone/, /^Date préférée/, /^Heure préférée/, /^Motif/]) expect(field(label)).toHaveValue("");
  });

  it("accepts today's date and sends an empty motif when none is given", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user, { date: "15/07/2026", motif: "" });
    await submit(user);
    await screen.findByText(messages.success);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ datePreferee: "2026-07-15", motif: "" });
  });

  it("shows the error and keeps the fields when the server refuses", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "Numéro de téléphone invalide." }), { status: 400 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(messages.failed)).toHaveAttribute("data-tone", "error");
    expect(field(/^Nom/)).toHaveValue("Benaïssa");
    expect(field(/^Date préférée/)).toHaveValue("20/07/2026");
    expect(field(/^Heure préférée/)).toHaveValue("14:30");
  });

  it("asks the server to refuse a closed day, and shows its reason beside the date with the spec's message", async () => {
    const reason = "Le cabinet est fermé le lundi 20 juillet 2026 (Congé annuel). Veuillez choisir une autre date.";
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: "Données invalides.", errors: { datePreferee: reason } }), { status: 400 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user);
    await submit(user);

    expect(await screen.findByText(messages.failed)).toHaveAttribute("data-tone", "error");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get("X-Closed-Day-Check")).toBe("reject");
    const date = field(/^Date préférée/);
    expect(screen.getByText(reason)).toHaveAttribute("id", "rdv-datePreferee-error");
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAttribute("aria-describedby", "rdv-datePreferee-error");
    await waitFor(() => expect(date).toHaveFocus());
    // What was typed is kept.
    expect(date).toHaveValue("20/07/2026");
    expect(field(/^Nom/)).toHaveValue("Benaïssa");
    expect(field(/^Motif/)).toHaveValue("Douleur au genou");

    // Another date clears the reason; the next answer decides the message again.
    await user.clear(date);
    await user.type(date, "22/07/2026");
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(date).not.toHaveAttribute("aria-invalid");
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    await submit(user);
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[1]![1]?.body as string)).toMatchObject({ datePreferee: "2026-07-22" });
  });

  it("shows a network failure's own message, keeps the fields, and clears the message on the next try", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText("Failed to fetch")).toBeInTheDocument();
    expect(field(/^Téléphone/)).toHaveValue("06 12 34 56 78");

    await submit(user);
    expect(status()).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Envoyer la demande" })).toBeDisabled();
    answer(new Response(null, { status: 201 }));
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
  });

  it("picks a date in the calendar, where days before today are disabled", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await user.click(screen.getByRole("button", { name: "Choisir une date dans le calendrier" }));
    const calendar = await screen.findByRole("grid", { name: "juillet 2026" });
    expect(within(calendar).getByRole("button", { name: "14 juillet 2026" })).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: "15 juillet 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Mois précédent" })).toBeDisabled();

    await user.click(within(calendar).getByRole("button", { name: "22 juillet 2026" }));
    expect(field(/^Date préférée/)).toHaveValue("22/07/2026");
    await waitFor(() => expect(screen.queryByRole("grid")).not.toBeInTheDocument());
  });

  it("moves through the calendar with the keyboard", async () => {
    const user = userEvent.setup();
    render(<AppointmentRequestForm />);
    await user.click(screen.getByRole("button", { name: "Choisir une date dans le calendrier" }));
    await screen.findByRole("grid");
    await waitFor(() => expect(screen.getByRole("button", { name: "15 juillet 2026" })).toHaveFocus());
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("button", { name: "15 juillet 2026" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{PageDown}{Enter}");
    expect(field(/^Date préférée/)).toHaveValue("22/08/2026");
  });

  it("speaks the words it is given: labels, button, messages in another language, and the success in blue", async () => {
    const copy: AppointmentFormCopy = {
      ...appointmentFormCopyFr,
      labels: { nom: "Family", prenom: "Given", telephone: "Phone", datePreferee: "Day", heurePreferee: "Hour", motif: "Why" },
      submit: "Send it",
      messages: { missingFields: "Fill the starred fields.", failed: "Not saved.", success: "Saved." },
      refusedField: "Check this field.",
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: "Données invalides.", errors: { datePreferee: "Le cabinet est fermé." } }), { status: 400 }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm copy={copy} locale="ar" />);
    await user.click(screen.getByRole("button", { name: "Send it" }));
    expect(status()).toHaveTextContent("Fill the starred fields.");

    await user.type(field(/^Family/), "Benaïssa");
    await user.type(field(/^Given/), "Amine");
    await user.type(field(/^Phone/), "0612345678");
    await user.type(field(/^Day/), "20/07/2026");
    await user.type(field(/^Hour/), "14:30");
    await user.click(screen.getByRole("button", { name: "Send it" }));
    expect(await screen.findByText("Not saved.")).toHaveAttribute("data-tone", "error");
    // The server's French reason gives way to the page's own words.
    expect(screen.getByText("Check this field.")).toHaveAttribute("id", "rdv-datePreferee-error");
    expect(screen.queryByText("Le cabinet est fermé.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send it" }));
    expect(await screen.findByText("Saved.")).toHaveAttribute("data-tone", "success");
  });

  it("with its scripts running, sends JSON as before and leaves the server function for posts made without them", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const action = vi.fn(async () => ({ outcome: "success" as const }));
    const user = userEvent.setup();
    render(<AppointmentRequestForm action={action} />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/appointment-requests");
    expect(action).not.toHaveBeenCalled();
  });

  it("without a server function, a post made before the scripts run stays a plain post to the page", () => {
    render(<AppointmentRequestForm />);
    expect(screen.getByRole("form", { name: "Demande de rendez-vous" })).toHaveAttribute("method", "post");
  });
});
