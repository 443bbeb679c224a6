import { useRef, useState } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModalDialog } from "@/components/ui/modal-dialog";

type HarnessProps = {
  onClose?: () => void;
  /** Whether the harness closes the dialog when asked to (a controlled dialog may refuse). */
  obey?: boolean;
  initialFocus?: "second" | "dialog";
  closeOnBackdropClick?: boolean;
  label?: string;
};

/** An opener and a dialog with three buttons, as a page uses it. */
function Harness({ onClose = () => {}, obey = true, initialFocus, closeOnBackdropClick, label = "Réglages" }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir {label}
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          onClose();
          if (obey) setOpen(false);
        }}
        initialFocus={initialFocus === "second" ? second : initialFocus}
        closeOnBackdropClick={closeOnBackdropClick}
        aria-labelledby={`${label}-title`}
        aria-describedby={`${label}-text`}
      >
        <div>
          <h2 id={`${label}-title`}>{label}</h2>
          <p id={`${label}-text`}>Choisissez.</p>
          <button type="button">Un</button>
          <button ref={second} type="button">
            Deux
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Fermer
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole("button", { name: "Ouvrir Réglages" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Réglages" }) };
}

describe("ModalDialog", () => {
  it("is absent until opened, then named and described by the given elements", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ouvrir Réglages" }));
    const dialog = screen.getByRole("dialog", { name: "Réglages" });
    expect(dialog).toHaveAccessibleDescription("Choisissez.");
    expect(dialog).toHaveAttribute("open");
  });

  it("puts the focus on its first control, as showModal() does, and gives it back on closing", async () => {
    const { user, opener, dialog } = await openDialog();
    expect(within(dialog).getByRole("button", { name: "Un" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("starts on the element named by initialFocus, or on the dialog itself", async () => {
    const { dialog } = await openDialog({ initialFocus: "second" });
    expect(within(dialog).getByRole("button", { name: "Deux" })).toHaveFocus();
    render(<Harness label="Aperçu" initialFocus="dialog" />);
    await userEvent.click(screen.getByRole("button", { name: "Ouvrir Aperçu" }));
    expect(screen.getByRole("dialog", { name: "Aperçu" })).toHaveFocus();
  });

  it("asks to close on Escape, once, and stays open when the owner says no", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose, obey: false });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toBeVisible();
  });

  it("closes on Escape and gives the focus back", async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop only when asked to, never on a click inside", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose, closeOnBackdropClick: true });
    await user.click(within(dialog).getByText("Choisissez."));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop reaches the <dialog> element itself.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("ignores a click on the backdrop by default", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports a close it did not make (a form with method=dialog, the browser)", async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Tab and Shift+Tab going round inside", async () => {
    const { user, dialog } = await openDialog({ initialFocus: "dialog" });
    const [one, , close] = within(dialog).getAllByRole("button") as [HTMLElement, HTMLElement, HTMLElement];
    // From the dialog itself: Shift+Tab goes to the last element, Tab to the first.
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(one).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    dialog.focus();
    await user.tab();
    expect(one).toHaveFocus();
  });

  it("holds the page still while any dialog is open, and only until the last one closes", async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = "clip";
    render(
      <>
        <Harness label="Premier" />
        <Harness label="Second" obey={false} />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Ouvrir Premier" }));
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Ouvrir Second" }));
    await user.click(within(screen.getByRole("dialog", { name: "Premier" })).getByRole("button", { name: "Fermer" }));
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(within(screen.getByRole("dialog", { name: "Second" })).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("clip");
    document.documentElement.style.overflow = "";
  });

  it("unlocks the page and gives the focus back when unmounted open", async () => {
    const user = userEvent.setup();
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Voir
          </button>
          {shown && (
            <ModalDialog open onClose={() => setShown(false)} aria-label="Aperçu">
              <p>Rien à choisir ici.</p>
            </ModalDialog>
          )}
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Voir" }));
    // Nothing to focus inside: the dialog itself takes the focus.
    expect(screen.getByRole("dialog", { name: "Aperçu" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe("");
    expect(screen.getByRole("button", { name: "Voir" })).toHaveFocus();
  });
});
