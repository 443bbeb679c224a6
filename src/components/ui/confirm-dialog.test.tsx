import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type HarnessProps = { onConfirm?: () => void; onCancel?: () => void; busy?: boolean };

/** A button that asks for confirmation, as the staff pages use the dialog. */
function Harness({ onConfirm = () => {}, onCancel = () => {}, busy }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer l&apos;utilisateur
      </button>
      <ConfirmDialog
        open={open}
        title="Supprimer cet utilisateur ?"
        description="Omar Bennani ne pourra plus se connecter."
        confirmLabel="Supprimer"
        tone="danger"
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openConfirm(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole("button", { name: "Supprimer l'utilisateur" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Supprimer cet utilisateur ?" }) };
}

describe("ConfirmDialog", () => {
  it("is not shown while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens named by its title, described, with the focus on the safe choice", async () => {
    const { dialog } = await openConfirm();
    expect(dialog).toHaveAccessibleDescription("Omar Bennani ne pourra plus se connecter.");
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Supprimer" })).toBeEnabled();
  });

  it("confirms with the confirm button and gives the focus back", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user, opener, dialog } = await openConfirm({ onConfirm, onCancel });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ["the cancel button", (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole("button", { name: "Annuler" }))],
    ["Escape", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    ["a click on the backdrop", (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(dialog)],
  ])("cancels with %s", async (_, cancel) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user, opener, dialog } = await openConfirm({ onConfirm, onCancel });
    await cancel(user, dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("does not cancel on a click inside its panel", async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await openConfirm({ onCancel });
    await user.click(within(dialog).getByText("Omar Bennani ne pourra plus se connecter."));
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it("keeps Tab and Shift+Tab on its two buttons", async () => {
    const { user, dialog } = await openConfirm();
    const presses = [
      [false, "Supprimer"],
      [false, "Annuler"],
      [true, "Supprimer"],
      [true, "Annuler"],
    ] as const;
    for (const [shift, focused] of presses) {
      await user.tab({ shift });
      expect(within(dialog).getByRole("button", { name: focused })).toHaveFocus();
    }
  });

  it("disables both choices while busy", async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Supprimer l'utilisateur" }));
    rerender(<Harness onConfirm={onConfirm} busy />);
    const dialog = screen.getByRole("dialog", { name: "Supprimer cet utilisateur ?" });
    const confirm = within(dialog).getByRole("button", { name: "Supprimer" });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Annuler" })).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });
});
