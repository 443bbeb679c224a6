import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaffCard, StaffRecords } from "@/components/staff/shell/staff-records";
import { tdClasses } from "@/components/staff/shell/staff-table";
import { PHONE_WIDTH, stubScreenWidth } from "../../../../tests/support/screen-width";

type Item = { id: number; name: string; state: string; note: string | null };
const items: Item[] = [
  { id: 1, name: "Hind Tazi", state: "Actif", note: "Accueil le matin" },
  { id: 2, name: "Omar Bennani", state: "Désactivé", note: null },
];

function Records({ wideFrom }: { wideFrom?: "lg" | "xl" }) {
  return (
    <StaffRecords
      label="Comptes"
      columns={["Nom", "Note", "État", "Actions"]}
      items={items}
      itemKey={(item) => item.id}
      wideFrom={wideFrom}
      row={(item) => (
        <tr>
          <td className={tdClasses}>{item.name}</td>
          <td className={tdClasses}>{item.note}</td>
          <td className={tdClasses}>{item.state}</td>
          <td className={tdClasses}>
            <button type="button">Modifier {item.name}</button>
          </td>
        </tr>
      )}
      card={(item) => (
        <StaffCard
          title={item.name}
          subtitle="Assistant"
          badge={<span>{item.state}</span>}
          muted={item.state === "Désactivé"}
          fields={[item.note !== null && { label: "Note", value: item.note, wide: true }]}
          actions={<button type="button">Modifier {item.name}</button>}
        />
      )}
    />
  );
}

describe("StaffRecords", () => {
  it("is a table with its columns on a wide screen", () => {
    stubScreenWidth(1440);
    render(<Records />);
    const table = screen.getByRole("table", { name: "Comptes" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Nom", "Note", "État", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("is one card per record on a phone, its state beside the name and its actions in it; no empty field", () => {
    stubScreenWidth(PHONE_WIDTH);
    render(<Records />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [first, second] = within(screen.getByRole("list", { name: "Comptes" })).getAllByRole("listitem");
    expect(first).toHaveTextContent("Hind TaziAssistantActifNoteAccueil le matinModifier Hind Tazi");
    expect(within(first!).getByRole("button", { name: "Modifier Hind Tazi" })).toBeInTheDocument();
    expect(second).toHaveTextContent("Omar BennaniAssistantDésactivéModifier Omar Bennani");
    expect(within(second!).queryByRole("term")).not.toBeInTheDocument();
  });

  it("switches at the breakpoint it is given", () => {
    stubScreenWidth(1100);
    const { unmount } = render(<Records />);
    expect(screen.getByRole("table", { name: "Comptes" })).toBeInTheDocument();
    unmount();
    render(<Records wideFrom="xl" />);
    expect(screen.getByRole("list", { name: "Comptes" })).toBeInTheDocument();
  });
});
