import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WaitlistForm, type WaitlistFormProps } from "@/components/site/waitlist-form";
import type { WaitlistFormState } from "@/schemas/waitlist-form-state";

vi.mock("next/navigation", () => ({ usePathname: () => "/rendez-vous/liste-attente" }));

const types: WaitlistFormProps["types"] = [
  { id: 1, libelleFr: "Première consultation", libelleAr: "استشارة أولى", medecins: [{ id: 11, nom: "Dr Salma Bennani" }, { id: 12, nom: "Dr Omar Idrissi" }] },
  { id: 3, libelleFr: "Infiltration", libelleAr: "حقن", medecins: [{ id: 12, nom: "Dr Omar Idrissi" }] },
];

function renderForm(locale: "fr" | "ar", answers: WaitlistFormState[]) {
  const posted: FormData[] = [];
  const action = vi.fn(async (_previous: WaitlistFormState, form: FormData) => {
    posted.push(form);
    return answers.shift()!;
  });
  render(<WaitlistForm locale={locale} types={types} firstDay="2026-10-14" lastDay="2026-12-13" preset={{ type: "3" }} action={action} notice={<p>Notice 09-08</p>} />);
  return { posted };
}

describe("WaitlistForm", () => {
  it("starts from the link's type, lists only its doctors, keeps the range within the horizon, and goes to the code step", async () => {
    const user = userEvent.setup();
    const { posted } = renderForm("fr", [{ step: "code", outcome: null, entryId: 8, destination: "06 •• •• •• 44", canal: "sms" }]);
    const form = screen.getByRole("form", { name: "Inscription à la liste d'attente" });
    expect(within(form).getByLabelText(/Type de consultation/)).toHaveValue("3");
    const doctors = within(within(form).getByLabelText(/Médecin/)).getAllByRole("option").map((option) => option.textContent);
    expect(doctors).toEqual(["Le premier disponible", "Dr Omar Idrissi"]);
    expect(within(form).getByLabelText(/À partir du/)).toHaveAttribute("min", "2026-10-14");
    expect(within(form).getByLabelText(/Jusqu'au/)).toHaveAttribute("max", "2026-12-13");
    await user.selectOptions(within(form).getByLabelText(/Type de consultation/), "1");
    expect(within(within(form).getByLabelText(/Médecin/)).getAllByRole("option")).toHaveLength(3);

    await user.click(within(form).getByRole("button", { name: "Recevoir le code" }));
    const codeForm = await screen.findByRole("form", { name: "Vérifiez votre contact" });
    expect(codeForm).toHaveTextContent("Un code à 6 chiffres vient d'être envoyé à 06 •• •• •• 44.");
    expect(within(codeForm).getByLabelText(/Code reçu/)).toHaveAttribute("autocomplete", "one-time-code");
    expect(posted[0]!.get("intent")).toBe("join");
    expect(posted[0]!.get("type")).toBe("1");
  });

  it("in Arabic, posts the language, shows its own words beside a refused field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { posted } = renderForm("ar", [{ step: "form", outcome: "failed", values: { nom: "العلمي", contact: "05 37 22 33 44" }, fieldErrors: { contact: "Indiquez un numéro de mobile marocain (06… ou 07…) ou une adresse e-mail." } }]);
    await user.click(screen.getByRole("button", { name: "توصلوا بالرمز" }));
    await waitFor(() => expect(screen.getByText("بعض المعلومات غير صحيحة: راجعوا الخانات المشار إليها.")).toBeInTheDocument());
    expect(screen.getByText("هذه المعلومة غير مقبولة.")).toBeInTheDocument();
    expect(screen.queryByText(/Indiquez un numéro/)).toBeNull();
    expect(screen.getByLabelText(/الهاتف المحمول أو البريد الإلكتروني/)).toHaveValue("05 37 22 33 44");
    expect(posted[0]!.get("langue")).toBe("ar");
  });

  it("says how many tries are left after a wrong code, then confirms the inscription with its dates", async () => {
    const user = userEvent.setup();
    renderForm("fr", [
      { step: "code", outcome: null, entryId: 8, destination: "n•••@exemple.ma", canal: "email" },
      { step: "code", outcome: "codeWrong", triesLeft: 4, entryId: 8, destination: "n•••@exemple.ma" },
      { step: "done", outcome: null, du: "2026-10-15", au: "2026-10-17" },
    ]);
    await user.click(screen.getByRole("button", { name: "Recevoir le code" }));
    await user.type(await screen.findByLabelText(/Code reçu/), "000000");
    await user.click(screen.getByRole("button", { name: "Valider mon inscription" }));
    expect(await screen.findByText("Code incorrect : il vous reste 4 essais.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Valider mon inscription" }));
    expect(await screen.findByRole("heading", { name: "Vous êtes sur la liste d'attente" })).toBeInTheDocument();
    expect(screen.getByText("C'est noté : nous vous préviendrons dès qu'un créneau se libère entre le 15/10/2026 et le 17/10/2026.")).toBeInTheDocument();
  });
});
