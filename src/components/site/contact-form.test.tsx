import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/site/contact-form";
import { contactMessages as messages } from "@/schemas/contact-message";
import { contactFormCopyFr } from "@/content/public-forms";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

const labels = ["Nom complet", "E-mail", "Sujet", "Message"] as const;
const values = { "Nom complet": "Nadia Lahlou", "E-mail": "nadia@example.ma", Sujet: "Compte rendu", Message: "Bonjour, pourriez-vous m'envoyer le compte rendu ?" };

async function fill(user: ReturnType<typeof userEvent.setup>, skip?: (typeof labels)[number]) {
  for (const label of labels) if (label !== skip) await user.type(screen.getByLabelText(label), values[label]);
}
const submitButton = () => screen.getByRole("button", { name: /Envoyer le message|Envoi\.\.\./ });

describe("ContactForm", () => {
  it("turns native validation off and uses an e-mail input", () => {
    render(<ContactForm />);
    expect(screen.getByRole("form", { name: "Formulaire de contact" })).toHaveAttribute("novalidate");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
  });

  it.each(labels)("asks for every field and sends nothing when %s is empty", async (skip) => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, skip);
    await user.click(submitButton());
    expect(await screen.findByText(messages.missingFields)).toHaveAttribute("data-tone", "error");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts blank text as empty", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, "Sujet");
    await user.type(screen.getByLabelText("Sujet"), "   ");
    await user.click(submitButton());
    expect(screen.getByText(messages.missingFields)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Envoi...' and is disabled while sending, then shows the success in blue and clears the fields", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent(messages.sending);
    expect(submitButton()).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(JSON.parse(init?.body as string)).toEqual({
      nomComplet: values["Nom complet"],
      email: values["E-mail"],
      sujet: values.Sujet,
      message: values.Message,
    });

    answer(new Response(null, { status: 201 }));
    expect(await screen.findByText(messages.success)).toHaveAttribute("data-tone", "success");
    expect(submitButton()).toHaveTextContent("Envoyer le message");
    expect(submitButton()).toBeEnabled();
    for (const label of labels) expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it("shows 'Erreur lors de l'envoi.' and keeps the fields when the server refuses", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(messages.failed)).toHaveAttribute("data-tone", "error");
    expect(screen.getByLabelText("Message")).toHaveValue(values.Message);
    expect(submitButton()).toBeEnabled();
  });

  it("shows a network error's own message and clears the previous message on the next try", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText("Failed to fetch")).toBeInTheDocument();
    expect(screen.getByLabelText("Nom complet")).toHaveValue(values["Nom complet"]);

    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    await user.click(submitButton());
    expect(screen.queryByText("Failed to fetch")).not.toBeInTheDocument();
  });

  it("speaks the words it is given, the success in blue without the word 'succès'", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const copy = {
      ...contactFormCopyFr,
      labels: { nomComplet: "Full name", email: "Mail", sujet: "Subject", message: "Text" },
      submit: "Send",
      messages: { ...contactFormCopyFr.messages, success: "Sent." },
    };
    const user = userEvent.setup();
    render(<ContactForm copy={copy} locale="ar" />);
    for (const [label, value] of [["Full name", "Nadia Lahlou"], ["Mail", "nadia@example.ma"], ["Subject", "Compte rendu"], ["Text", "Bonjour"]] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Sent.")).toHaveAttribute("data-tone", "success");
  });

  it("with its scripts running, sends JSON as before and leaves the server function for posts made without them", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const action = vi.fn(async () => ({ outcome: "success" as const }));
    const user = userEvent.setup();
    render(<ContactForm action={action} />);
    expect(screen.getByRole("form", { name: "Formulaire de contact" })).not.toHaveAttribute("method", "post");
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/contact", expect.objectContaining({ method: "POST" }));
    expect(action).not.toHaveBeenCalled();
  });
});
