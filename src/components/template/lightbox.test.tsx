import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { galleryImages } from "@/content/template/gallery";
import { GalleryGrid } from "@/components/template/gallery-grid";
import { Lightbox } from "@/components/template/lightbox";

const [first, second] = galleryImages as [(typeof galleryImages)[0], (typeof galleryImages)[0]];

/** An opener button and the lightbox, as a page uses them, to see where focus goes. */
function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Lightbox
          images={galleryImages}
          index={index}
          onIndexChange={setIndex}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openLightbox(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Image viewer" }) };
}

const viewedImage = () => within(screen.getByRole("dialog")).getByRole("img", { name: /./ });

describe("Lightbox", () => {
  it("shows the chosen image in a modal dialog that takes the focus and holds the page still", async () => {
    const { user, dialog } = await openLightbox();
    // A native <dialog> opened with showModal(), modal without aria-modal (the page's inertness is
    // the browser's: tests/e2e/modal-dialog.spec.ts).
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(viewedImage()).toHaveAccessibleName(first.alt);
    expect(dialog).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("");
  });

  it.each([
    ["Escape", "{Escape}"],
    ["Enter", "{Enter}"],
  ])("closes on %s and gives the focus back to the opener", async (_, key) => {
    const onClose = vi.fn();
    const { user } = await openLightbox(onClose);
    await user.keyboard(key);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes with the close button", async () => {
    const { user } = await openLightbox();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on a click outside the image, not on the image itself", async () => {
    const { user, dialog } = await openLightbox();
    await user.click(viewedImage());
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(within(dialog).getByText(`1 / ${galleryImages.length}`));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("toggles the zoom with its button, where Enter presses the button instead of closing", async () => {
    const { user } = await openLightbox();
    const zoom = screen.getByRole("button", { name: "Zoom in" });
    await user.click(zoom);
    expect(screen.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
    expect(viewedImage().style.transform).toContain("scale(2)");
    screen.getByRole("button", { name: "Zoom out" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zoom in" })).toHaveAttribute("aria-pressed", "false");
    expect(viewedImage().style.transform).toContain("scale(1)");
  });

  it("toggles the zoom on a double-click on the image", async () => {
    const { user } = await openLightbox();
    await user.dblClick(viewedImage());
    expect(viewedImage().style.transform).toContain("scale(2)");
    await user.dblClick(viewedImage());
    expect(viewedImage().style.transform).toContain("scale(1)");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("rotates by 90 degrees at each press and says so", async () => {
    const { user } = await openLightbox();
    const rotate = screen.getByRole("button", { name: "Rotate 90 degrees" });
    await user.click(rotate);
    expect(viewedImage().style.transform).toContain("rotate(90deg)");
    expect(screen.getByText("Rotated 90 degrees")).toBeInTheDocument();
    await user.click(rotate);
    expect(viewedImage().style.transform).toContain("rotate(180deg)");
  });

  it("offers the image as a download", async () => {
    await openLightbox();
    const download = screen.getByRole("link", { name: "Download image" });
    expect(download).toHaveAttribute("href", first.src);
    expect(download).toHaveAttribute("download", first.src.split("/").pop());
  });

  it("keeps the focus inside while it is open", async () => {
    const { user } = await openLightbox();
    const controls = within(screen.getByRole("dialog")).getAllByRole("button");
    const last = controls[controls.length - 1]!;
    last.focus();
    await user.tab();
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it("goes to the next image, resetting zoom and rotation", async () => {
    const { user } = await openLightbox();
    await user.click(screen.getByRole("button", { name: "Rotate 90 degrees" }));
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(viewedImage()).toHaveAccessibleName(second.alt);
    expect(viewedImage().style.transform).toContain("rotate(0deg)");
    await user.keyboard("{ArrowLeft}");
    expect(viewedImage()).toHaveAccessibleName(first.alt);
  });
});

describe("GalleryGrid", () => {
  it("opens the lightbox on the clicked picture, loading it on demand", async () => {
    const user = userEvent.setup();
    render(<GalleryGrid images={galleryImages} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: second.alt }));
    const dialog = await screen.findByRole("dialog", { name: "Image viewer" });
    expect(within(dialog).getByRole("img")).toHaveAccessibleName(second.alt);
  });
});
