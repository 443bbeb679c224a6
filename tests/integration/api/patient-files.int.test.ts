import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as readFileRoute, PATCH as patchFile } from "@/app/api/files/[id]/route";
import { GET as getAccessHistory } from "@/app/api/patients/[id]/access-history/route";
import { POST as anonymise } from "@/app/api/patients/[id]/anonymise/route";
import { GET as getExport } from "@/app/api/patients/[id]/export/route";
import { GET as listFiles, POST as uploadFiles } from "@/app/api/patients/[id]/files/route";
import { GET as getTimeline } from "@/app/api/patients/[id]/timeline/route";
import { POST as createLink } from "@/app/api/patients/[id]/upload-links/route";
import { DELETE as closeLink, GET as readLink } from "@/app/api/upload-links/[id]/route";
import { POST as phoneUpload } from "@/app/api/upload-links/by-token/[token]/files/route";
import { patientFiles } from "@/db/schema";
import type { AccessEventPage } from "@/schemas/audit";
import type { Timeline } from "@/schemas/consultation";
import type { PatientExport } from "@/schemas/data-protection";
import { MAX_FILE_BYTES, type PatientFile, type PatientFileList, type UploadLinkCreated, type UploadLinkStatus } from "@/schemas/patient-file";
import { getOpened } from "@/server/files/file-store";
import { folderStorage } from "@/server/files/storage";
import { withTemporaryFileStore } from "../../support/file-store";
import { FIXED_NOW, fixedClockInFile, setFixedClock } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, nextAddress, seedStaff, type StaffFixtures } from "./api-test-kit";

/**
 * The images and documents a patient brings (issue 34, decision 061), on both engines: doctors only
 * (the access history records every list and read), types recognised from the content (a renamed
 * executable is refused), 25 MB per file with nothing left of a refused one, the bytes sealed on
 * disk, thumbnails upright, labels changed, the phone upload link for its patient only and not
 * after it is closed or expired (fixed clock), and the timeline's `fichier` items.
 */

const database = withTestDatabase();
const files = withTemporaryFileStore();
fixedClockInFile();
let staff: StaffFixtures;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

const ids = (id: number) => ({ id: String(id) });
type Handler = Parameters<typeof call>[0];

let pngBytes: Buffer;
let portraitJpeg: Buffer;
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const dicomBytes = Buffer.concat([Buffer.alloc(128), Buffer.from("DICM", "latin1"), Buffer.from([2, 0, 0, 0, 0x55, 0x4c, 4, 0, 0, 0, 0, 0])]);
// A Windows executable's first bytes ("MZ", then the PE header's offset and signature), named like an X-ray.
const executable = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
})();

beforeAll(async () => {
  pngBytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  // Stored landscape (600 × 400) with EXIF orientation 6: shown upright, it is a portrait.
  portraitJpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
});

type Part = { name: string; type: string; bytes: Buffer };

/** A multipart request as a browser's FormData makes it: text fields first, then the files. */
async function send(handler: Handler, url: string, params: Record<string, string>, fields: Record<string, string>, parts: Part[], token?: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) form.append("fichier", new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const request = new Request(`http://cabinet.test${url}`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": nextAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

function upload(patientId: number, fields: Record<string, string>, parts: Part[], token = staff.medecin.token) {
  return send(uploadFiles, `/api/patients/${patientId}/files`, ids(patientId), fields, parts, token);
}

async function bytesOf(fileId: number, token = staff.medecin.token, miniature = false) {
  const response = await readFileRoute(
    new Request(`http://cabinet.test/api/files/${fileId}${miniature ? "?miniature=1" : ""}`, { headers: { authorization: `Bearer ${token}` } }),
    { params: Promise.resolve(ids(fileId)) },
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function list(patientId: number, token = staff.medecin.token) {
  return call(listFiles, { path: `/api/patients/${patientId}/files`, params: ids(patientId), token });
}

async function blobsOnDisk(): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of files().blobs.list()) keys.push(blob.key);
  return keys;
}

async function partialsOnDisk(): Promise<string[]> {
  return readdir(path.join(files().root, ".partial")).catch(() => []);
}

async function history(patientId: number) {
  const answer = await call(getAccessHistory, { path: `/api/patients/${patientId}/access-history`, params: ids(patientId), token: staff.admin.token });
  return (answer.body as AccessEventPage).items.map((event) => ({ action: event.action, actorId: event.actor?.id ?? null, details: event.details }));
}

describe("uploads by a doctor", () => {
  it("stores a PNG, a PDF and a DICOM file with their labels, types found in their content, a thumbnail for the image only", async () => {
    const patient = await insertPatient(database().db, { nom: "Alami", prenom: "Karim" });
    const { status, body } = await upload(patient.id, { nature: "radiographie", region: "genou", cote: "droit", dateExamen: "2026-10-02", libelle: "Genou droit face + profil" }, [
      { name: "genou-face.png", type: "image/png", bytes: pngBytes },
      // A browser's claimed type is not believed: the content says PDF.
      { name: "compte rendu é.pdf", type: "application/octet-stream", bytes: pdfBytes },
      { name: "coupe.dcm", type: "application/octet-stream", bytes: dicomBytes },
    ]);
    expect(status, JSON.stringify(body)).toBe(201);
    const uploaded = (body as PatientFileList).fichiers;
    expect(uploaded.map((file) => [file.nomOriginal, file.typeMime, file.taille, file.miniature])).toEqual([
      ["genou-face.png", "image/png", pngBytes.length, true],
      ["compte rendu é.pdf", "application/pdf", pdfBytes.length, false],
      ["coupe.dcm", "application/dicom", dicomBytes.length, false],
    ]);
    expect(uploaded[0]).toMatchObject({
      patientId: patient.id,
      nature: "radiographie",
      region: "genou",
      cote: "droit",
      dateExamen: "2026-10-02",
      libelle: "Genou droit face + profil",
      televersePar: { id: staff.medecin.id, nom: staff.medecin.nom },
      viaTelephone: false,
    });

    const image = await bytesOf(uploaded[0]!.id);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(pngBytes)).toBe(true);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("content-disposition")).toBe(`inline; filename="genou-face.png"; filename*=UTF-8''genou-face.png`);

    const report = await bytesOf(uploaded[1]!.id);
    expect(report.bytes.equals(pdfBytes)).toBe(true);
    expect(report.headers.get("content-disposition")).toBe(`inline; filename="compte rendu _.pdf"; filename*=UTF-8''compte%20rendu%20%C3%A9.pdf`);
    const dicom = await bytesOf(uploaded[2]!.id);
    expect(dicom.headers.get("content-type")).toBe("application/dicom");
    expect(dicom.headers.get("content-disposition")).toMatch(/^attachment; /);

    const thumbnail = await bytesOf(uploaded[0]!.id, staff.medecin.token, true);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 200 });
    expect((await bytesOf(uploaded[1]!.id, staff.medecin.token, true)).status).toBe(404);
  });

  it("turns a thumbnail upright from the photo's EXIF orientation", async () => {
    const patient = await insertPatient(database().db, { nom: "Berrada", prenom: "Nadia" });
    const { body } = await upload(patient.id, { nature: "autre" }, [{ name: "photo.jpg", type: "image/jpeg", bytes: portraitJpeg }]);
    const [photo] = (body as PatientFileList).fichiers;
    const thumbnail = await sharp((await bytesOf(photo!.id, staff.medecin.token, true)).bytes).metadata();
    // 600 × 400 turned a quarter: 400 × 600, made 320 wide.
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 480]);
  });

  it("keeps the files sealed on disk: the stored bytes are not the file's, and another key opens nothing", async () => {
    const patient = await insertPatient(database().db, { nom: "Chraibi", prenom: "Salma" });
    const { body } = await upload(patient.id, { nature: "radiographie", region: "rachis" }, [{ name: "rachis.png", type: "image/png", bytes: pngBytes }]);
    const [file] = (body as PatientFileList).fichiers;
    const [row] = await database().db.select().from(patientFiles).where(eq(patientFiles.id, file!.id));
    const onDisk = await readFile(path.join(files().root, row!.storageKey.slice(0, 2), row!.storageKey));
    expect(onDisk.length).toBeGreaterThan(pngBytes.length);
    expect(onDisk.includes(pngBytes.subarray(0, 8))).toBe(false);
    expect(onDisk.includes(pngBytes.subarray(1000, 1032))).toBe(false);
    // The same blob read with another key: it does not open.
    const stranger = { blobs: folderStorage(files().root), key: new Uint8Array(32).fill(7) };
    await expect(
      (async () => {
        for await (const chunk of await getOpened(stranger, row!.storageKey)) void chunk;
      })(),
    ).rejects.toThrow(/cannot be decrypted/);
  });

  it("refuses a renamed executable by its content, naming the file, and keeps nothing of the request", async () => {
    const patient = await insertPatient(database().db, { nom: "Daoudi", prenom: "Omar" });
    const before = await blobsOnDisk();
    const { status, body } = await upload(patient.id, { nature: "radiographie" }, [
      { name: "bonne-radio.png", type: "image/png", bytes: pngBytes },
      { name: "radio-genou.jpg", type: "image/jpeg", bytes: executable },
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.stringContaining("« radio-genou.jpg »") });
    expect((body as { message: string }).message).toContain("n'est ni une image JPEG ou PNG, ni un PDF, ni un fichier DICOM");
    expect(await blobsOnDisk()).toEqual(before);
    expect(await partialsOnDisk()).toEqual([]);
    expect((await list(patient.id)).body).toEqual({ fichiers: [] });
  });

  it("refuses a file of 25 MB and one byte with 413, and nothing of it stays on disk", async () => {
    const patient = await insertPatient(database().db, { nom: "Ennaji", prenom: "Rita" });
    const before = await blobsOnDisk();
    const big = Buffer.alloc(MAX_FILE_BYTES + 1);
    pngBytes.copy(big);
    const { status, body } = await upload(patient.id, { nature: "irm" }, [{ name: "irm-enorme.png", type: "image/png", bytes: big }]);
    expect(status).toBe(413);
    expect(body).toEqual({ message: "Le fichier « irm-enorme.png » dépasse 25 Mo : il n'a pas été enregistré." });
    expect(await blobsOnDisk()).toEqual(before);
    expect(await partialsOnDisk()).toEqual([]);
    expect((await list(patient.id)).body).toEqual({ fichiers: [] });
  });

  it("takes a file of exactly 25 MB", async () => {
    const patient = await insertPatient(database().db, { nom: "Fassi", prenom: "Hind" });
    const exact = Buffer.alloc(MAX_FILE_BYTES);
    pdfBytes.copy(exact);
    const { status, body } = await upload(patient.id, { nature: "compte_rendu" }, [{ name: "gros.pdf", type: "application/pdf", bytes: exact }]);
    expect(status, JSON.stringify(body)).toBe(201);
    const [file] = (body as PatientFileList).fichiers;
    expect(file!.taille).toBe(MAX_FILE_BYTES);
    expect((await bytesOf(file!.id)).bytes.equals(exact)).toBe(true);
  });

  it("requires a side for a region that has one, a known kind, and at least one file; nothing is kept", async () => {
    const patient = await insertPatient(database().db, { nom: "Ghazi", prenom: "Ali" });
    const before = await blobsOnDisk();
    const noSide = await upload(patient.id, { nature: "radiographie", region: "epaule" }, [{ name: "epaule.png", type: "image/png", bytes: pngBytes }]);
    expect(noSide.status).toBe(400);
    expect(noSide.body).toMatchObject({ errors: { cote: "Précisez le côté." } });
    const badKind = await upload(patient.id, { nature: "photo" }, [{ name: "x.png", type: "image/png", bytes: pngBytes }]);
    expect(badKind.status).toBe(400);
    expect(badKind.body).toMatchObject({ errors: { nature: expect.stringContaining("radiographie") } });
    const none = await upload(patient.id, { nature: "autre" }, []);
    expect(none.status).toBe(400);
    expect(await blobsOnDisk()).toEqual(before);
  });

  it("answers 403 to an assistant and an admin who is not a doctor, 404 for an unknown patient", async () => {
    const patient = await insertPatient(database().db, { nom: "Hilali", prenom: "Sara" });
    for (const token of [staff.assistant.token, staff.admin.token]) {
      expect((await upload(patient.id, { nature: "autre" }, [{ name: "a.png", type: "image/png", bytes: pngBytes }], token)).status).toBe(403);
    }
    expect((await upload(999_999, { nature: "autre" }, [{ name: "a.png", type: "image/png", bytes: pngBytes }])).status).toBe(404);
  });
});

describe("reading files: doctors only, every list and read in the access history", () => {
  it("lets MEDECIN list and read, refuses ASSISTANT (403), and records the doctor's reads", async () => {
    const patient = await insertPatient(database().db, { nom: "Idrissi", prenom: "Leila" });
    const { body } = await upload(patient.id, { nature: "radiographie", region: "hanche", cote: "gauche" }, [{ name: "hanche.png", type: "image/png", bytes: pngBytes }]);
    const [file] = (body as PatientFileList).fichiers;

    expect((await list(patient.id, staff.assistant.token)).status).toBe(403);
    expect((await bytesOf(file!.id, staff.assistant.token)).status).toBe(403);
    expect((await bytesOf(file!.id, staff.assistant.token, true)).status).toBe(403);
    const patch = await call(patchFile, { method: "PATCH", path: `/api/files/${file!.id}`, params: ids(file!.id), token: staff.assistant.token, body: { libelle: "x" } });
    expect(patch.status).toBe(403);

    const listed = await list(patient.id);
    expect(listed.status).toBe(200);
    expect((listed.body as PatientFileList).fichiers.map((entry) => entry.id)).toEqual([file!.id]);
    expect((await bytesOf(file!.id)).status).toBe(200);

    const events = await history(patient.id);
    expect(events).toEqual(
      expect.arrayContaining([
        { action: "file.upload", actorId: staff.medecin.id, details: { fileIds: [file!.id] } },
        { action: "file.read", actorId: staff.medecin.id, details: { fileIds: [file!.id], vue: "liste" } },
        { action: "file.read", actorId: staff.medecin.id, details: { fileIds: [file!.id], vue: "fichier" } },
      ]),
    );
    expect(events.filter((event) => event.actorId === staff.assistant.id)).toEqual([]);
  });

  it("lists the newest exam first, an undated file at its upload", async () => {
    const patient = await insertPatient(database().db, { nom: "Jabri", prenom: "Mehdi" });
    await upload(patient.id, { nature: "radiographie", dateExamen: "2025-03-01" }, [{ name: "ancienne.png", type: "image/png", bytes: pngBytes }]);
    await upload(patient.id, { nature: "irm", dateExamen: "2026-09-20" }, [{ name: "recente.pdf", type: "application/pdf", bytes: pdfBytes }]);
    await upload(patient.id, { nature: "autre" }, [{ name: "sans-date.pdf", type: "application/pdf", bytes: pdfBytes }]);
    const listed = (await list(patient.id)).body as PatientFileList;
    expect(listed.fichiers.map((file) => file.nomOriginal)).toEqual(["sans-date.pdf", "recente.pdf", "ancienne.png"]);
  });
});

describe("PATCH /api/files/{id}: the labels", () => {
  it("changes kind, region, side, date and label; refuses a region with a side without one; clears the side with the region", async () => {
    const patient = await insertPatient(database().db, { nom: "Kettani", prenom: "Amal" });
    const { body } = await upload(patient.id, { nature: "autre" }, [{ name: "scan.pdf", type: "application/pdf", bytes: pdfBytes }]);
    const [file] = (body as PatientFileList).fichiers;
    const patch = (changes: Record<string, unknown>) => call(patchFile, { method: "PATCH", path: `/api/files/${file!.id}`, params: ids(file!.id), token: staff.medecin.token, body: changes });

    const refused = await patch({ region: "genou" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { cote: "Précisez le côté." } });

    const labelled = await patch({ nature: "irm", region: "genou", cote: "gauche", dateExamen: "2026-10-01", libelle: "IRM genou gauche" });
    expect(labelled.status).toBe(200);
    expect(labelled.body).toMatchObject({ nature: "irm", region: "genou", cote: "gauche", dateExamen: "2026-10-01", libelle: "IRM genou gauche" } satisfies Partial<PatientFile>);
    expect((await patch({ region: null })).body).toMatchObject({ region: null, cote: null, nature: "irm" });
    expect((await patch({ libelle: null, dateExamen: null })).body).toMatchObject({ libelle: null, dateExamen: null });
    expect((await patch({ nature: "photo" })).status).toBe(400);
    expect((await history(patient.id)).filter((event) => event.action === "file.update").map((event) => event.details)).toEqual(
      expect.arrayContaining([{ fileId: file!.id, champs: ["nature", "region", "cote", "dateExamen", "libelle"] }]),
    );
  });
});

describe("the phone upload link", () => {
  async function openLink(patientId: number, token = staff.medecin.token) {
    return call(createLink, { method: "POST", path: `/api/patients/${patientId}/upload-links`, params: ids(patientId), token });
  }
  const tokenOf = (link: UploadLinkCreated) => link.url.split("/televersement/")[1]!;
  function sendByPhone(token: string, parts: Part[], fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
    return send(phoneUpload, `/api/upload-links/by-token/${token}/files`, { token }, fields, parts, undefined, headers);
  }
  const status = async (id: number) => (await call(readLink, { path: `/api/upload-links/${id}`, params: ids(id), token: staff.medecin.token })).body as UploadLinkStatus;

  it("takes a phone's photos into its patient's file only, without a login, and closes when the doctor says so", async () => {
    const patient = await insertPatient(database().db, { nom: "Lahlou", prenom: "Ines" });
    const other = await insertPatient(database().db, { nom: "Mansouri", prenom: "Adil" });
    const created = await openLink(patient.id);
    expect(created.status).toBe(201);
    const link = created.body as UploadLinkCreated;
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/televersement\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expireLe).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await status(link.id)).toEqual({ id: link.id, ouvert: true, expireLe: link.expireLe, fichiers: 0 });

    const sent = await sendByPhone(tokenOf(link), [
      { name: "IMG_0001.jpg", type: "image/jpeg", bytes: portraitJpeg },
      { name: "IMG_0002.png", type: "image/png", bytes: pngBytes },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Nothing about the patient in the answer.
    expect(sent.body).toEqual({ recus: 2 });
    expect(await status(link.id)).toMatchObject({ ouvert: true, fichiers: 2 });

    const listed = (await list(patient.id)).body as PatientFileList;
    // Undated, received together: the last sent first.
    expect(listed.fichiers.map((file) => [file.nomOriginal, file.nature, file.viaTelephone, file.televersePar])).toEqual([
      ["IMG_0002.png", "autre", true, null],
      ["IMG_0001.jpg", "autre", true, null],
    ]);
    expect((await list(other.id)).body).toEqual({ fichiers: [] });
    expect((await history(patient.id)).find((event) => event.action === "file.upload")).toEqual({
      action: "file.upload",
      actorId: null,
      details: { fileIds: listed.fichiers.map((file) => file.id).sort((a, b) => a - b), uploadLinkId: link.id, viaTelephone: true },
    });

    // The assistant may not open, read or close a link.
    expect((await openLink(patient.id, staff.assistant.token)).status).toBe(403);
    expect((await call(readLink, { path: `/api/upload-links/${link.id}`, params: ids(link.id), token: staff.assistant.token })).status).toBe(403);
    expect((await call(closeLink, { method: "DELETE", path: `/api/upload-links/${link.id}`, params: ids(link.id), token: staff.assistant.token })).status).toBe(403);

    const closed = await call(closeLink, { method: "DELETE", path: `/api/upload-links/${link.id}`, params: ids(link.id), token: staff.medecin.token });
    expect(closed.status).toBe(204);
    expect(await status(link.id)).toMatchObject({ ouvert: false, fichiers: 2 });
    const late = await sendByPhone(tokenOf(link), [{ name: "IMG_0003.png", type: "image/png", bytes: pngBytes }]);
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ message: "Ce lien de téléversement est fermé ou a expiré. Demandez un nouveau code QR au médecin." });
    expect(((await list(patient.id)).body as PatientFileList).fichiers).toHaveLength(2);
    expect((await history(patient.id)).map((event) => event.action)).toEqual(expect.arrayContaining(["upload_link.create", "upload_link.close"]));
  });

  it("stops taking files at its expiry, 10 minutes after it was opened (fixed clock)", async () => {
    const patient = await insertPatient(database().db, { nom: "Naciri", prenom: "Yara" });
    setFixedClock();
    const link = (await openLink(patient.id)).body as UploadLinkCreated;
    const expiry = new Date(link.expireLe).getTime();
    expect(expiry - FIXED_NOW.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
    expect(expiry - FIXED_NOW.getTime()).toBeLessThan(10 * 60_000 + 5_000);
    setFixedClock(new Date(expiry - 30_000));
    expect((await sendByPhone(tokenOf(link), [{ name: "a.png", type: "image/png", bytes: pngBytes }])).status).toBe(201);
    setFixedClock(new Date(expiry + 1_000));
    try {
      const expired = await sendByPhone(tokenOf(link), [{ name: "b.png", type: "image/png", bytes: pngBytes }]);
      expect(expired.status).toBe(410);
      expect(await status(link.id)).toMatchObject({ ouvert: false, fichiers: 1 });
    } finally {
      setFixedClock();
    }
  });

  it("answers 404 for a token that opens nothing, and refuses a renamed executable from a phone", async () => {
    const unknown = await sendByPhone("A".repeat(43), [{ name: "a.png", type: "image/png", bytes: pngBytes }]);
    expect(unknown.status).toBe(404);
    expect((await sendByPhone("court", [{ name: "a.png", type: "image/png", bytes: pngBytes }])).status).toBe(404);

    const patient = await insertPatient(database().db, { nom: "Ouazzani", prenom: "Reda" });
    const link = (await openLink(patient.id)).body as UploadLinkCreated;
    const refused = await sendByPhone(tokenOf(link), [{ name: "photo.jpg", type: "image/jpeg", bytes: executable }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining("« photo.jpg »") });
    // Only `nature` may come with the files: the phone cannot label a region or write to another patient.
    expect((await sendByPhone(tokenOf(link), [{ name: "a.png", type: "image/png", bytes: pngBytes }], { patientId: "1" })).status).toBe(400);
    expect((await status(link.id)).fichiers).toBe(0);
  });

  it("sends a form posted without scripts back to the page with what happened", async () => {
    const patient = await insertPatient(database().db, { nom: "Qadiri", prenom: "Lina" });
    const link = (await openLink(patient.id)).body as UploadLinkCreated;
    const html = { accept: "text/html,application/xhtml+xml" };
    const sent = await sendByPhone(tokenOf(link), [{ name: "a.png", type: "image/png", bytes: pngBytes }], {}, html);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/televersement/${tokenOf(link)}?envoyes=1`);
    const refused = await sendByPhone(tokenOf(link), [{ name: "a.jpg", type: "image/jpeg", bytes: executable }], {}, html);
    expect(refused.headers.get("location")).toBe(`/televersement/${tokenOf(link)}?erreur=type`);
  });
});

describe("the timeline's files", () => {
  it("shows doctors the patient's files at their exam's day, filtered by region; the front desk sees none", async () => {
    const patient = await insertPatient(database().db, { nom: "Rami", prenom: "Zineb" });
    const { body } = await upload(patient.id, { nature: "radiographie", region: "genou", cote: "droit", dateExamen: "2026-10-02", libelle: "Face + profil" }, [
      { name: "genou.png", type: "image/png", bytes: pngBytes },
    ]);
    const [file] = (body as PatientFileList).fichiers;
    await upload(patient.id, { nature: "compte_rendu", region: "rachis" }, [{ name: "cr.pdf", type: "application/pdf", bytes: pdfBytes }]);

    const timeline = async (token: string, region?: string) =>
      (await call(getTimeline, { path: `/api/patients/${patient.id}/timeline${region ? `?region=${region}` : ""}`, params: ids(patient.id), token })).body as Timeline;
    const doctor = await timeline(staff.medecin.token);
    expect(doctor.items.filter((item) => item.type === "fichier")).toHaveLength(2);
    expect(doctor.items.find((item) => item.type === "fichier" && item.id === file!.id)).toEqual({
      type: "fichier",
      id: file!.id,
      // Noon in Casablanca (UTC+1 then) on the exam's day.
      date: "2026-10-02T11:00:00.000Z",
      medecin: { id: staff.medecin.id, nom: staff.medecin.nom, prenom: staff.medecin.prenom },
      nature: "radiographie",
      region: "genou",
      cote: "droit",
      libelle: "Face + profil",
      typeMime: "image/png",
      miniature: true,
    });
    expect(doctor.regions).toEqual(expect.arrayContaining(["genou", "rachis"]));
    expect((await timeline(staff.medecin.token, "genou")).items.map((item) => item.type)).toEqual(["fichier"]);
    expect((await timeline(staff.assistant.token)).items.filter((item) => item.type === "fichier")).toEqual([]);
  });
});

describe("the data-protection export and anonymisation (decision 034)", () => {
  it("lists the files in every export (name, kind, date, size), their labels in a doctor's only", async () => {
    const patient = await insertPatient(database().db, { nom: "Sefrioui", prenom: "Houda" });
    await upload(patient.id, { nature: "irm", region: "epaule", cote: "gauche", dateExamen: "2026-09-30", libelle: "IRM épaule gauche" }, [
      { name: "irm-epaule.pdf", type: "application/pdf", bytes: pdfBytes },
    ]);
    const exported = async (token: string) => (await call(getExport, { path: `/api/patients/${patient.id}/export`, params: ids(patient.id), token })).body as PatientExport;
    const byAdmin = await exported(staff.admin.token);
    expect(byAdmin.fichiers).toEqual([
      {
        nomOriginal: "irm-epaule.pdf",
        nature: "irm",
        typeMime: "application/pdf",
        taille: pdfBytes.length,
        dateExamen: "2026-09-30",
        televerseLe: expect.any(String),
        viaTelephone: false,
        detail: null,
      },
    ]);
    const byDoctor = await exported(staff.medecin.token);
    expect(byDoctor.fichiers[0]!.detail).toEqual({ id: expect.any(Number), region: "epaule", cote: "gauche", libelle: "IRM épaule gauche" });
  });

  it("keeps the files of an anonymised file, readable by doctors only", async () => {
    const patient = await insertPatient(database().db, { nom: "Tahiri", prenom: "Anas" });
    const { body } = await upload(patient.id, { nature: "radiographie", region: "rachis", libelle: "Rachis de Anas Tahiri" }, [{ name: "rachis Tahiri.png", type: "image/png", bytes: pngBytes }]);
    const [file] = (body as PatientFileList).fichiers;
    const done = await call(anonymise, { path: `/api/patients/${patient.id}/anonymise`, params: ids(patient.id), token: staff.admin.token, body: { motif: "Demande d'effacement du 10/10/2026" } });
    expect(done.status).toBe(200);
    const [kept] = ((await list(patient.id)).body as PatientFileList).fichiers;
    expect(kept!.id).toBe(file!.id);
    // The name is gone from the file's name and label; the file and its other labels stay.
    expect(kept!.nomOriginal).not.toContain("Tahiri");
    expect(kept!.libelle).not.toContain("Tahiri");
    expect(kept).toMatchObject({ nature: "radiographie", region: "rachis", typeMime: "image/png" });
    expect((await bytesOf(file!.id)).bytes.equals(pngBytes)).toBe(true);
    expect((await bytesOf(file!.id, staff.admin.token)).status).toBe(403);
  });
});
