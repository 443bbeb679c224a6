import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closureSpan } from "@/components/staff/practice-hours/closures-editor";
import { PracticeHoursPage } from "@/components/staff/practice-hours/practice-hours-page";
import { AdminOnlyScreen } from "@/components/staff/shell/admin-only-screen";
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
  it("tells a non-admin the page is reserved to administrators, without reading the hours", async () => {
    const { calls } = mockApi({});
    renderInSession(
      <AdminOnlyScreen>
        <PracticeHoursPage />
      </AdminOnlyScreen>,
      { isAdmin: false },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeInTheDocument();
    expect(screen.getByText(/La page « Horaires » n'est accessible qu'aux administrateurs du cabinet\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l'espace professionnel" })).toHaveAttribute("href", "/responsable");
    expect(screen.queryByRole("heading", { name: "Horaires et fermetures" })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(router.replace).not.toHaveBeenCalled();
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
    // The 14th of January is past on the 2nd of March: shown on demand.
    expect(screen.queryByRole("button", { name: "Supprimer « Nouvel an amazigh »" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Afficher les fermetures passées (2 fermetures)" }));
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

  it("shows the closures of the coming twelve months; the past ones and the years after on demand, from the keyboard; all are saved", { timeout: 60_000 }, async () => {
    // Three years of holidays (a new installation pre-fills five), on the 2nd of March 2026.
    const initial = defaultPracticeHours({ fromYear: 2026, years: 3 });
    const inSpan = (span: string) => initial.fermetures.filter((closure) => closureSpan(closure, "2026-03-02") === span);
    const [coming, past, later] = [inSpan("coming"), inSpan("past"), inSpan("later")];
    const { calls } = mockApi({
      "GET /api/practice/hours": () => json(initial),
      "PUT /api/practice/hours": (_url, init) => json({ ...(JSON.parse(String(init.body)) as object), misAJourLe: "2026-03-02T10:00:05.000Z" }),
    });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();

    const closures = await screen.findByRole("region", { name: "Fermetures et jours fériés" });
    const removeButtons = () => within(closures).getAllByRole("button", { name: /^Supprimer « / });
    const shownNames = () => removeButtons().map((button) => button.getAttribute("aria-label")!.replace(/^Supprimer « (.*) »$/, "$1"));
    expect(within(closures).getByText("Les fermetures des douze prochains mois, jusqu'au 01/03/2027.")).toBeInTheDocument();
    // From the 2nd of March 2026 to the 1st of March 2027: 2026's rest and 2027's first holidays, nothing of 2028.
    expect(coming.length).toBeGreaterThan(10);
    expect(shownNames()).toEqual(coming.map((closure) => closure.libelle));
    expect(within(closures).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["2026", "2027"]);

    const laterButton = within(closures).getByRole("button", { name: `Afficher les années suivantes (${later.length} fermetures après le 01/03/2027)` });
    expect(laterButton).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(laterButton.getAttribute("aria-controls")!)).toBeInTheDocument();
    laterButton.focus();
    await user.keyboard("{Enter}");
    expect(laterButton).toHaveAttribute("aria-expanded", "true");
    expect(laterButton).toHaveAccessibleName("Masquer les années suivantes");
    expect(shownNames()).toEqual([...coming, ...later].map((closure) => closure.libelle));
    expect(within(closures).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["2026", "2027", "2027", "2028"]);
    // Tab goes on from the button into what it showed.
    await user.tab();
    expect(document.activeElement).toHaveAttribute("name", `fermetures.${initial.fermetures.indexOf(later[0]!)}.libelle`);
    laterButton.focus();
    await user.keyboard(" ");
    expect(laterButton).toHaveAttribute("aria-expanded", "false");
    expect(removeButtons()).toHaveLength(coming.length);

    await user.click(within(closures).getByRole("button", { name: `Afficher les fermetures passées (${past.length} fermetures)` }));
    expect(shownNames()).toEqual([...past, ...coming].map((closure) => closure.libelle));

    // What is not shown is still saved as it was.
    await user.click(screen.getByRole("button", { name: `Supprimer « ${coming[0]!.libelle} »` }));
    await user.click(saveButton());
    expect(await screen.findByText("Horaires enregistrés avec succès.")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect((put?.body as { fermetures: unknown[] }).fermetures).toEqual(initial.fermetures.filter((closure) => closure !== coming[0]));
  });

  it("opens the years after when the server refuses one of their closures, so that the message is in view", async () => {
    const initial = defaultPracticeHours({ fromYear: 2026, years: 3 });
    const hidden = initial.fermetures.findIndex((closure) => closure.du >= "2028-01-01");
    mockApi({
      "GET /api/practice/hours": () => json(initial),
      "PUT /api/practice/hours": () => json({ message: "Données invalides.", errors: { [`fermetures.${hidden}.au`]: "La date de fin doit être le même jour que la date de début ou après." } }, 400),
    });
    renderInSession(<PracticeHoursPage />, admin);
    const user = fakeClockUser();
    await user.click(await screen.findByRole("button", { name: "Enregistrer" }));
    const message = await screen.findByText("La date de fin doit être le même jour que la date de début ou après.");
    const field = document.getElementsByName(`fermetures.${hidden}.au`)[0];
    expect(field).toHaveAttribute("aria-describedby", message.id);
  });
});
