import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { doctors } from "@/content/template/doctors";
import { DoctorsBrowser } from "@/components/template/doctors-browser";

const list = () => screen.getByRole("list", { name: "Doctors" });
const shownNames = () => within(list()).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const filterButton = (name: string) => screen.getByRole("button", { name });

describe("DoctorsBrowser", () => {
  it("shows every doctor at first, 'All' selected, with the counter", () => {
    render(<DoctorsBrowser doctors={doctors} />);
    expect(screen.getByText("Sort by")).toBeInTheDocument();
    expect(filterButton("All")).toHaveAttribute("aria-pressed", "true");
    expect(shownNames()).toHaveLength(doctors.length);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${doctors.length} items`);
  });

  it("keeps only the chosen category and counts what it shows", async () => {
    const user = userEvent.setup();
    render(<DoctorsBrowser doctors={doctors} />);
    await user.click(filterButton("Cardiology"));
    const cardiologists = doctors.filter((doctor) => doctor.category === "cardiology").map((doctor) => doctor.name);
    expect(shownNames()).toEqual(cardiologists);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${cardiologists.length} items`);
    expect(filterButton("Cardiology")).toHaveAttribute("aria-pressed", "true");
    expect(filterButton("All")).toHaveAttribute("aria-pressed", "false");

    await user.click(filterButton("Psychiatry"));
    expect(shownNames()).toEqual(doctors.filter((doctor) => doctor.category === "psychiatry").map((doctor) => doctor.name));
  });

  it("restores the full list with 'All'", async () => {
    const user = userEvent.setup();
    render(<DoctorsBrowser doctors={doctors} />);
    await user.click(filterButton("Others"));
    expect(shownNames().length).toBeLessThan(doctors.length);
    await user.click(filterButton("All"));
    expect(shownNames()).toEqual(doctors.map((doctor) => doctor.name));
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${doctors.length} items`);
  });

  it("switches between the grid and the list view, grid first", async () => {
    const user = userEvent.setup();
    render(<DoctorsBrowser doctors={doctors} />);
    const [first] = doctors;
    expect(screen.getByRole("button", { name: "Grid view" })).toHaveAttribute("aria-pressed", "true");
    // The list view shows each doctor's description; the grid keeps cards short.
    expect(screen.queryByText(first!.description)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "List view" }));
    expect(screen.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
    expect(list()).toHaveAttribute("data-view", "list");
    expect(screen.getByText(first!.description)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Grid view" }));
    expect(list()).toHaveAttribute("data-view", "grid");
  });

  it("links each card to the doctor's own page", () => {
    render(<DoctorsBrowser doctors={doctors} />);
    const [first] = doctors;
    expect(screen.getByRole("link", { name: first!.name })).toHaveAttribute("href", `/doctors/${first!.id}`);
  });
});
