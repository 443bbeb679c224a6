import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UploadForm } from "@/components/staff/files/upload-form";
import { fakeClockUser, mockApi, renderInSession } from "../../../../tests/support/staff-harness";

const jpeg = (name = "genou.jpg", size = 1000) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

describe("UploadForm", () => {
  it("asks for files, the kind of exam and, for a knee, the side before sending anything", async () => {
    const { fetchMock } = mockApi({});
    const send = vi.spyOn(XMLHttpRequest.prototype, "send");
    renderInSession(<UploadForm patientId={12} onUploaded={() => {}} />);
    const user = fakeClockUser();
    await user.click(screen.getByRole("button", { name: "Téléverser" }));
    expect(screen.getByText("Choisissez au moins un fichier.")).toBeInTheDocument();
    expect(screen.getByText("Indiquez le type d'examen.")).toBeInTheDocument();

    await user.upload(screen.getByLabelText("Fichiers à ajouter"), [jpeg("face.jpg"), jpeg("profil.jpg")]);
    expect(within(screen.getByRole("list", { name: "Fichiers choisis" })).getAllByRole("listitem")).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText(/Type d'examen/), "radiographie");
    await user.selectOptions(screen.getByLabelText("Région"), "genou");
    await user.click(screen.getByRole("button", { name: "Téléverser" }));
    expect(screen.getByText("Indiquez le côté pour cette région.")).toBeInTheDocument();
    expect(screen.queryByText("Choisissez au moins un fichier.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retirer profil.jpg" }));
    expect(within(screen.getByRole("list", { name: "Fichiers choisis" })).getAllByRole("listitem")).toHaveLength(1);
    // The spine has no side: none asked.
    await user.selectOptions(screen.getByLabelText("Région"), "rachis");
    expect(screen.getByRole("group", { name: "Côté" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it("refuses before sending a file over 25 MB or of another type, naming it", async () => {
    mockApi({});
    renderInSession(<UploadForm patientId={12} onUploaded={() => {}} />);
    const input = screen.getByLabelText("Fichiers à ajouter");
    const big = jpeg("scanner.jpg");
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    const exe = new File([new Uint8Array(10)], "photo.exe", { type: "application/x-msdownload" });
    // A file dropped on the zone is not filtered by the input's `accept`.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input, [big, exe, jpeg("ok.jpg")]);
    expect(screen.getByText(/« scanner\.jpg » dépasse 25 Mo\./)).toHaveTextContent("« photo.exe » n'est ni une image JPEG ou PNG, ni un PDF, ni un fichier DICOM.");
    expect(within(screen.getByRole("list", { name: "Fichiers choisis" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("ok.jpg")]);
  });

  it("sends the labels and the files with the token, and shows the server's French reason when it refuses one", async () => {
    mockApi({});
    const sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
    class FakeRequest {
      status = 0;
      responseText = "";
      upload = { addEventListener: (_: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => (this.progress = listener) };
      progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null = null;
      listeners: Record<string, () => void> = {};
      url = "";
      headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      addEventListener(name: string, listener: () => void) {
        this.listeners[name] = listener;
      }
      send(body: FormData) {
        sent.push({ url: this.url, headers: this.headers, body });
        this.progress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = 400;
        this.responseText = JSON.stringify({ message: "« photo.jpg » n'est pas une image JPEG ou PNG, un PDF ou un fichier DICOM." });
        queueMicrotask(() => this.listeners.load?.());
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    renderInSession(<UploadForm patientId={12} onUploaded={() => {}} />);
    const user = fakeClockUser();
    await user.upload(screen.getByLabelText("Fichiers à ajouter"), [jpeg("photo.jpg")]);
    await user.selectOptions(screen.getByLabelText(/Type d'examen/), "radiographie");
    await user.selectOptions(screen.getByLabelText("Région"), "genou");
    await user.click(screen.getByRole("radio", { name: "Droit" }));
    await user.type(screen.getByLabelText("Date de l'examen"), "2026-03-12");
    await user.click(screen.getByRole("button", { name: "Téléverser" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("« photo.jpg » n'est pas une image JPEG ou PNG, un PDF ou un fichier DICOM.");
    expect(sent[0]!.url).toBe("/api/patients/12/files");
    expect(sent[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(Object.fromEntries([...sent[0]!.body.entries()].map(([key, value]) => [key, typeof value === "string" ? value : (value as File).name]))).toEqual({
      nature: "radiographie",
      region: "genou",
      cote: "droit",
      dateExamen: "2026-03-12",
      fichier: "photo.jpg",
    });
    vi.unstubAllGlobals();
  });
});
