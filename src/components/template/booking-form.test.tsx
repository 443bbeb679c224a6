import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { appointmentRequestMessages } from "@/schemas/appointment-request";
import { BookingForm, composeMotif, splitFullName } from "@/components/template/booking-form";

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

// The visitor's clock, fixed (Date only): Wednesday 14 October 2026, 11:00 local. The form takes
// dates from that day up to a year ahead; three weeks later is well inside.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 9, 14, 11, 0), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const visitDate = "2026-11-04";

async function fillFullForm(user: ReturnType<typeof userEvent.setup>, name = "Amina El Idrissi") {
  await user.click(screen.getByRole("radio", { name: "Cardiology" }));
  await user.type(screen.getByLabelText(/Full name/), name);
  await user.type(screen.getByLabelText(/Phone number/), "0612345678");
  await user.type(screen.getByLabelText(/Medical record number/), "MR-1042");
  await user.type(screen.getByLabelText(/Preferred date/), visitDate);
  await user.type(screen.getByLabelText(/Preferred time/), "10:30");
  await user.type(screen.getByLabelText(/Reason for visit/), "Palpitations");
}

describe("splitFullName", () => {
  it("splits on the first space: first name, then the rest as last name", () => {
    expect(splitFullName("  Amina   El Idrissi ")).toEqual({ prenom: "Amina", nom: "El Idrissi" });
    expect(splitFullName("Amina")).toEqual({ prenom: "Amina", nom: "" });
  });
});

describe("composeMotif", () => {
  it("puts the form's extra answers before the patient's words", () => {
    expect(composeMotif({ category: "Cardiology", record: " MR-1 ", specialization: "", reason: "Douleur" }, "Médecin : Dr. X")).toBe(
      "Médecin : Dr. X — Catégorie : Cardiology — N° de dossier : MR-1 — Douleur",
    );
  });
});

describe("BookingForm", () => {
  it("sends an appointment request and clears the form on success", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<BookingForm variant="full" />);
    await fillFullForm(user);
    await user.click(screen.getByRole("button", { name: "Book appointment" }));

    expect(await screen.findByText(appointmentRequestMessages.success)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/appointment-requests");
    expect(JSON.parse(String(init.body))).toEqual({
      nom: "El Idrissi",
      prenom: "Amina",
      telephone: "0612345678",
      datePreferee: visitDate,
      heurePreferee: "10:30:00",
      motif: "Catégorie : Cardiology — N° de dossier : MR-1042 — Palpitations",
    });
    expect(screen.getByLabelText(/Full name/)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Cardiology" })).not.toBeChecked();
  });

  it("keeps the answers and shows the main form's error when the request fails", async () => {
    mockFetch(new Response(null, { status: 500 }));
    const user = userEvent.setup();
    render(<BookingForm variant="full" />);
    await fillFullForm(user);
    await user.click(screen.getByRole("button", { name: "Book appointment" }));
    expect(await screen.findByText(appointmentRequestMessages.failed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Amina El Idrissi");
  });

  it("asks for a last name instead of sending a one-word name", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<BookingForm variant="full" />);
    await fillFullForm(user, "Amina");
    await user.click(screen.getByRole("button", { name: "Book appointment" }));
    expect(screen.getByText("Please enter your first and last name.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the hero form's specialization with the request", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    render(<BookingForm variant="hero" />);
    await user.type(screen.getByLabelText(/Full name/), "Karim Benali");
    await user.type(screen.getByLabelText(/Contact number/), "0611223344");
    await user.selectOptions(screen.getByLabelText("Specialization"), "Neurology");
    await user.type(screen.getByLabelText(/Preferred date/), visitDate);
    await user.type(screen.getByLabelText(/Preferred time/), "09:00");
    await user.click(screen.getByRole("button", { name: "Book appointment" }));
    await screen.findByText(appointmentRequestMessages.success);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ nom: "Benali", prenom: "Karim", motif: "Spécialité : Neurology" });
  });
});
