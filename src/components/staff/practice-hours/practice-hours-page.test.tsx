import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PracticeHoursPage } from "@/components/staff/practice-hours/practice-hours-page";
import { type PracticeHours } from "@/schemas/practice-hours";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { fakeClockInEachTest, fakeClockUser, flakyRoute, json, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/responsable/horaires" }));

fakeClockInEachTest(new Date("2026-03-02T10:00:00Z"));

beforeEach(() => {
  router.replace.mockReset();
});

const admin = { isAdmin: true, roles: ["ADMIN"] };

/**
 * What the server answers before any save: the default week and 2026's holidays, cut down to
 * seven (three fixed, the four religious ones) to keep the rendered form light in jsdom.
 */
function stored(): PracticeHours {
  const hours = defaultPracticeHours({ fromYear: 2026, years: 1 });
  const kept = ["nouvel-an", "nouvel-an-amazigh", "fete-du-travail"];
  return { ...hours, fermetures: hours.fermetures.filter((closure) => closure.estimee || kept.some((key) => closure.id === `ferie-2026-${key}`)) };
}

/** The document a PUT should carry for `hours`: the answer without misAJourLe. */
function sent(hours: PracticeHours) {
  const { misAJourLe: _, ...document } = hours;
  return document;
}

const saveButton = () => screen.getByRole("button", { name: "Enregistrer" });

// Whole forms in jsdom: a few seconds each on a busy machine.
describe("PracticeHoursPage", { timeout: 20_000 }, () => {
  it("sends a non-admin to / without reading the hours", async () => {
    const { calls } = mockApi({});
    renderInSession(<PracticeHoursPage />, { isAdmin: false });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(screen.queryByRole("heading", { name: "Horaires et fermetures" })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows a failed load with 'Réessayer', which reads again", async () => {
    const hours = flakyRoute(stored());
    mockApi({ "GET /api/practice/hours": hours.route });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de charger les horaires.");
    expect(screen.queryByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument();

    hours.recover();
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("button", { name: "Enregistrer" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Ouvert le lundi" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Ouvert le dimanche" })).not.toBeChecked();
  });

  it("shows the week, the site's preview and the estimated holidays as such", async () => {
    mockApi({ "GET /api/practice/hours": () => json(stored()) });
    renderInSession(<PracticeHoursPage />, admin);

    expect(await screen.findByLabelText("Lundi, ouverture")).toHaveValue("09:00");
    expect(screen.getByLabelText("Samedi, fermeture")).toHaveValue("13:00");
    const preview = screen.getByRole("region", { name: "Aperçu sur le site" });
    expect(within(preview).getByText("Lundi - Vendredi").nextSibling).toHaveTextContent("09:00 - 18:00");
    expect(within(preview).getByText("Samedi").nextSibling).toHaveTextContent("09:00 - 13:00");

    const closures = screen.getByRole("region", { name: "Fermetures et jours fériés" });
    // The four religious holidays of 2026, each marked and confirmable; one note explains why.
    expect(within(closures).getAllByRole("button", { name: /^Confirmer la date de « / })).toHaveLength(4);
    expect(within(closures).getAllByText("Date estimée")).toHaveLength(5);
    expect(within(closures).getByText(/les fêtes religieuses suivent l'observation du croissant/)).toBeInTheDocument();
    expect(within(closures).getByRole("button", { name: "Confirmer la date de « Aïd al-Fitr »" })).toBeInTheDocument();
    expect(screen.getByText("Horaires par défaut : jamais enregistrés.")).toBeInTheDocument();
  });

  it("saves the edited document: a changed closing time, a second range, a confirmed holiday, a removed one", async () => {
    const initial = stored();
    const { calls } = mockApi({
      "GET /api/practice/hours": () => json(initial),
      "PUT /api/practice/hours": (_url, init) => json({ ...(JSON.parse(String(init.body)) as object), misAJourLe: "2026-03-02T10:00:05.000Z" }),
    });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    fireEvent.change(await screen.findByLabelText("Lundi, fermeture"), { target: { value: "12:30" } });
    await user.click(screen.getByRole("button", { name: "Ajouter une plage le lundi" }));
    fireEvent.change(screen.getByLabelText("Lundi, ouverture (plage 2)"), { target: { value: "14:30" } });
    await user.click(screen.getByRole("checkbox", { name: "Ouvert le samedi" }));
    await user.click(screen.getByRole("button", { name: "Confirmer la date de « Aïd al-Fitr »" }));
    await user.click(screen.getByRole("button", { name: "Supprimer « Nouvel an amazigh »" }));
    expect(screen.getByText("Modifications non enregistrées.")).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText("Horaires enregistrés avec succès.")).toBeInTheDocument();
    const expected = sent(initial);
    expected.semaine["1"] = [{ debut: "09:00", fin: "12:30" }, { debut: "14:30", fin: "18:00" }];
    expected.semaine["6"] = [];
    expected.fermetures = expected.fermetures
      .filter((closure) => closure.libelle !== "Nouvel an amazigh")
      .map((closure) => (closure.libelle === "Aïd al-Fitr" ? { ...closure, estimee: false } : closure));
    const put = calls.find((call) => call.method === "PUT");
    expect(put).toMatchObject({ path: "/api/practice/hours", body: expected });
    expect(screen.queryByRole("button", { name: "Confirmer la date de « Aïd al-Fitr »" })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Horaires enregistrés avec succès.")).not.toBeInTheDocument();
    expect(screen.getByText(/^Dernier enregistrement : 02\/03\/2026 10:00\.$/)).toBeInTheDocument();
  });

  it("shows the schema's message beside the field and sends nothing", async () => {
    const { calls } = mockApi({ "GET /api/practice/hours": () => json(stored()) });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    const closing = await screen.findByLabelText("Mardi, fermeture");
    fireEvent.change(closing, { target: { value: "08:00" } });
    await user.click(saveButton());

    const message = await screen.findByText("L'heure de fin doit être après l'heure de début.");
    expect(closing).toHaveAttribute("aria-invalid", "true");
    expect(closing).toHaveAttribute("aria-describedby", message.id);
    expect(screen.getByText("Erreur lors de l'enregistrement des horaires.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("adds a closure whose blank label the schema refuses beside it", async () => {
    const { calls } = mockApi({ "GET /api/practice/hours": () => json(stored()) });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    await user.click(await screen.findByRole("button", { name: "Ajouter une fermeture" }));
    await user.click(saveButton());
    const label = screen.getAllByLabelText(/^Libellé/).find((input) => (input as HTMLInputElement).value === "")!;
    expect(label).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(label.getAttribute("aria-describedby")!)).toHaveTextContent("Le libellé est obligatoire.");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("shows a refusal by the server: the failure message, and its explanation beside the field", async () => {
    mockApi({
      "GET /api/practice/hours": () => json(stored()),
      "PUT /api/practice/hours": () => json({ message: "Données invalides.", errors: { "semaine.3": "Les plages horaires du mercredi se chevauchent." } }, 400),
    });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    await user.click(await screen.findByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Erreur lors de l'enregistrement des horaires.")).toBeInTheDocument();
    const message = screen.getByText("Les plages horaires du mercredi se chevauchent.");
    expect(screen.getByLabelText("Mercredi, fermeture")).toHaveAttribute("aria-describedby", message.id);
  });
});
