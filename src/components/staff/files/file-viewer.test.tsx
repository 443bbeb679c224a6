import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileViewer } from "@/components/staff/files/file-viewer";
import { aPatientFile, fileBytes } from "@/components/staff/files/test-files";
import { fakeClockUser, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const before = aPatientFile({ id: 1, dateExamen: "2026-03-12", libelle: "Avant" });
const after = aPatientFile({ id: 2, dateExamen: "2026-09-30", libelle: "Après", nomOriginal: "genou-apres.png", typeMime: "image/png" });
const report = aPatientFile({ id: 3, typeMime: "application/pdf", nature: "compte_rendu", nomOriginal: "compte-rendu.pdf", miniature: false, libelle: null, taille: 2_400_000 });
const dicom = aPatientFile({ id: 4, typeMime: "application/dicom", nature: "scanner", nomOriginal: "coupe.dcm", miniature: false, libelle: null, taille: 5_000_000 });
const files = [before, after, report, dicom];

let created = 0;
beforeEach(() => {
  created = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => `blob:http://localhost/${++created}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function routes() {
  return mockApi({
    "GET /api/files/1": () => fileBytes(),
    "GET /api/files/2": () => fileBytes("image/png"),
    "GET /api/files/3": () => fileBytes("application/pdf"),
    "GET /api/files/4": () => fileBytes("application/dicom"),
  });
}


describe("FileViewer", () => {
  it("shows the image fetched with the token through a blob: address, zooms with + − 0 and goes through the files with the arrows", async () => {
    const { calls } = routes();
    const onClose = vi.fn();
    renderInSession(<FileViewer files={files} openId={1} onClose={onClose} />);
    const viewer = screen.getByRole("dialog", { name: "Visionneuse" });
    const image = await within(viewer).findByRole("img", { name: "Radiographie · Genou droit · 12/03/2026" });
    expect(image.getAttribute("src")).toMatch(/^blob:/);
    expect(calls[0]).toMatchObject({ path: "/api/files/1", authorization: expect.stringMatching(/^Bearer /) });
    expect(within(viewer).getByText("Avant · 1 sur 4")).toBeInTheDocument();

    const user = fakeClockUser();
    const zoom = () => within(viewer).getByLabelText(/^Zoom —/);
    expect(zoom()).toHaveTextContent("100 %");
    await user.keyboard("+");
    expect(zoom()).toHaveTextContent("125 %");
    await user.keyboard("++");
    expect(zoom()).toHaveTextContent("195 %");
    expect(image.style.transform).toContain("scale(1.953125)");
    await user.keyboard("-");
    expect(zoom()).toHaveTextContent("156 %");
    await user.keyboard("0");
    expect(zoom()).toHaveTextContent("100 %");
    // It never zooms out below the image's size.
    await user.keyboard("-");
    expect(zoom()).toHaveTextContent("100 %");

    await user.keyboard("{ArrowRight}");
    expect(await within(viewer).findByRole("img", { name: "Radiographie · Genou droit · 30/09/2026" })).toBeInTheDocument();
    expect(within(viewer).getByText("Après · 2 sur 4")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    // A PDF: a card to open it in the browser's viewer, or download it.
    expect(await within(viewer).findByRole("button", { name: "Ouvrir le PDF" })).toBeInTheDocument();
    expect(within(viewer).getByText("compte-rendu.pdf")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(await within(viewer).findByRole("link", { name: "Télécharger" })).toHaveAttribute("download", "coupe.dcm");
    expect(viewer).toHaveTextContent("coupe.dcm4,8 Mo · Pièce jointe — à ouvrir dans un visualiseur DICOM");
    expect(within(viewer).queryByRole("button", { name: "Ouvrir le PDF" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(await within(viewer).findByText("Avant · 1 sur 4")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(await within(viewer).findByText("coupe.dcm")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("zooms with the wheel and the buttons, and moves a zoomed image by dragging", async () => {
    routes();
    renderInSession(<FileViewer files={files} openId={1} onClose={() => {}} />);
    const image = await screen.findByRole("img", { name: /12\/03\/2026/ });
    const stage = image.parentElement!;
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(screen.getByLabelText(/^Zoom —/)).toHaveTextContent("110 %");
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: /^Zoomer —/ }));
    expect(screen.getByLabelText(/^Zoom —/)).toHaveTextContent("138 %");
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 130, clientY: 80 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(image.style.transform).toMatch(/translate\(30px, -20px\)/);
    await user.click(screen.getByRole("button", { name: /^Taille d'origine —/ }));
    expect(image.style.transform).toBe("translate(0px, 0px) scale(1)");
  });

  it("compares two images side by side, each with its date and its own zoom", async () => {
    routes();
    renderInSession(<FileViewer files={files} openId={1} onClose={() => {}} />);
    const user = fakeClockUser();
    await screen.findByRole("img", { name: /12\/03\/2026/ });
    await user.click(screen.getByRole("button", { name: "Comparer" }));
    expect(screen.getByRole("heading", { name: "Comparer deux images" })).toBeInTheDocument();
    const first = await screen.findByRole("img", { name: "Radiographie · Genou droit · 12/03/2026" });
    const second = await screen.findByRole("img", { name: "Radiographie · Genou droit · 30/09/2026" });
    await user.click(screen.getByRole("button", { name: "Zoomer — Radiographie · Genou droit · 30/09/2026" }));
    expect(second.style.transform).toContain("scale(1.25)");
    expect(first.style.transform).toContain("scale(1)");
    // The keyboard zooms the side last touched.
    fireEvent.pointerDown(first.parentElement!, { pointerId: 2, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(first.parentElement!, { pointerId: 2 });
    first.parentElement!.focus();
    fireEvent.keyDown(first, { key: "+" });
    expect(first.style.transform).toContain("scale(1.25)");
    expect(second.style.transform).toContain("scale(1.25)");
    await user.click(screen.getByRole("button", { name: "Une seule image" }));
    expect(screen.queryByRole("img", { name: /30\/09\/2026/ })).not.toBeInTheDocument();
  });
});
