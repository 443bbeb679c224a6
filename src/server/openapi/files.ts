import { regions, sides } from "@/schemas/consultation";
import { fileLabelsInput, fileNatures, fileReadQuery, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from "@/schemas/patient-file";
import { badBody, badId, badQuery, idPath, type JsonSchema, type Operation, rateLimited, ref, unauthenticated } from "@/server/openapi/operation";
import { clientAddress, phoneUploadLimits } from "@/server/rate-limit";

/**
 * The images and documents a patient brings (issue 34, decision 061): uploads (multipart,
 * streamed), the files' bytes and labels, and the phone upload link with its public upload.
 */

const doctorsOnly = { 403: "Accès réservé aux médecins. (the account is not a doctor)" };
const patientPath = idPath("The patient's id");
const filePath = idPath("The file's id");
const linkPath = idPath("The upload link's id");
const tokenPath = [
  {
    name: "token",
    description: "The upload link's token (43 characters, base64url), as /televersement/{token} carries it (masked in the access log)",
    schema: { type: "string" },
    personal: true,
  },
] as const;

const accepted = "JPEG, PNG, PDF or DICOM, recognised from the content (a DICOM file: `DICM` at byte 128), never from the name or the type the client claims";
const sizeNote = `each at most ${MAX_FILE_BYTES} bytes (25 MB): the next byte aborts the upload (413) and nothing of the request is kept; at most ${MAX_FILES_PER_UPLOAD} files`;
const binaryPart: JsonSchema = { type: "string", contentMediaType: "application/octet-stream" };
const fileParts: JsonSchema = { type: "array", items: binaryPart, minItems: 1, maxItems: MAX_FILES_PER_UPLOAD, description: `One part per file (${accepted}); ${sizeNote}` };
const partTypes = { fichier: { contentType: "image/jpeg, image/png, application/pdf, application/dicom, application/octet-stream" } };
const refusals = {
  400: "A file whose content is not an accepted type (the message names it), no file, an unknown field, a label a rule refuses (`errors` names it), or a malformed body",
  413: "A file over 25 MB (the message names it): nothing of the request is kept",
  415: "Not multipart/form-data",
};

export const fileCalls = {
  upload: {
    method: "post",
    path: "/api/patients/{id}/files",
    summary: "Add images or documents to the patient's file (multipart/form-data, streamed to the encrypted storage)",
    tag: "Files",
    access: "doctor",
    accessNote:
      "The text fields (labels for every file of the request) come first, then the `fichier` parts. The body is streamed part by part and never buffered (not by the proxy, not in memory); each file is sealed with AES-256-GCM as it arrives. JPEG and PNG get a thumbnail. `cote` is required for a region that has a side. Audited as file.upload.",
    pathParams: patientPath,
    multipart: {
      schema: {
        type: "object",
        required: ["nature", "fichier"],
        properties: {
          nature: { type: "string", enum: [...fileNatures] },
          region: { type: "string", enum: [...regions, ""] },
          cote: { type: "string", enum: [...sides, ""], description: "Required for genou, epaule, hanche, main_poignet, pied_cheville" },
          dateExamen: { type: "string", description: "The exam's date, YYYY-MM-DD" },
          libelle: { type: "string", maxLength: 200 },
          fichier: fileParts,
        },
      },
      encoding: partTypes,
    },
    success: { status: 201, description: "The files recorded, in the order sent", schema: ref("PatientFileList") },
    errors: { ...badId, ...refusals, ...unauthenticated, ...doctorsOnly, 404: "Patient non trouvé", 409: "The file was merged into another one" },
  },
  list: {
    method: "get",
    path: "/api/patients/{id}/files",
    summary: "The patient's images and documents, newest exam (or upload) first",
    tag: "Files",
    access: "doctor",
    accessNote: "Audited as file.read (vue liste, the files' ids): in the patient's access history.",
    pathParams: patientPath,
    success: { status: 200, description: "The files", schema: ref("PatientFileList") },
    errors: { ...badId, ...unauthenticated, ...doctorsOnly, 404: "Patient non trouvé" },
  },
  read: {
    method: "get",
    path: "/api/files/{id}",
    summary: "A file's bytes (decrypted), or its thumbnail with `miniature=1`",
    tag: "Files",
    access: "doctor",
    accessNote:
      "Sent with its recognised Content-Type, `Content-Disposition: inline` (attachment for DICOM) and `Cache-Control: private, no-store`. The thumbnail is WebP, 320 px wide at most, for JPEG and PNG only (404 otherwise: `miniature` is false in PatientFile). A file's read is audited as file.read (vue fichier); thumbnails are not recorded one by one: the list that shows them is.",
    pathParams: filePath,
    query: fileReadQuery,
    success: {
      status: 200,
      description: "The file or its thumbnail",
      contentTypes: ["image/jpeg", "image/png", "application/pdf", "application/dicom", "image/webp"],
      schema: { type: "string", contentMediaType: "application/octet-stream" },
      headers: {
        "Content-Disposition": { description: "inline; filename*=UTF-8''radio-genou.jpg (attachment for DICOM)", schema: { type: "string" } },
        "Cache-Control": { description: "private, no-store", schema: { type: "string" } },
      },
    },
    errors: { ...badId, ...badQuery, ...unauthenticated, ...doctorsOnly, 404: "Fichier non trouvé (or no thumbnail)" },
  },
  update: {
    method: "patch",
    path: "/api/files/{id}",
    summary: "Change a file's labels: kind, region, side, exam date, label",
    tag: "Files",
    access: "doctor",
    accessNote: "`null` clears an optional label; a region that has a side needs one (as it will be after the change). Audited as file.update (the fields' names).",
    pathParams: filePath,
    body: { name: "FileLabelsInput", schema: fileLabelsInput },
    success: { status: 200, description: "The file as labelled", schema: ref("PatientFile") },
    errors: { ...badBody, ...badId, ...unauthenticated, ...doctorsOnly, 404: "Fichier non trouvé" },
  },
  createLink: {
    method: "post",
    path: "/api/patients/{id}/upload-links",
    summary: "Open a phone upload link for the patient: 10 minutes, that patient only, no login",
    tag: "Files",
    access: "doctor",
    accessNote:
      "No body. `url` (`${PRACTICE_SITE_URL}/televersement/{token}`) is what the QR code carries, shown this once: only the token's SHA-256 is stored. Audited as upload_link.create.",
    pathParams: patientPath,
    success: { status: 201, description: "The link", schema: ref("UploadLinkCreated") },
    errors: { ...badId, ...unauthenticated, ...doctorsOnly, 404: "Patient non trouvé", 409: "The file was merged into another one" },
  },
  readLink: {
    method: "get",
    path: "/api/upload-links/{id}",
    summary: "An upload link's state: open or not, and how many files came through it (the staff screen polls it)",
    tag: "Files",
    access: "doctor",
    pathParams: linkPath,
    success: { status: 200, description: "The link's state", schema: ref("UploadLinkStatus") },
    errors: { ...badId, ...unauthenticated, ...doctorsOnly, 404: "Lien de téléversement non trouvé" },
  },
  closeLink: {
    method: "delete",
    path: "/api/upload-links/{id}",
    summary: "Close an upload link now (the phone's page then says it is closed)",
    tag: "Files",
    access: "doctor",
    accessNote: "Closing a closed or expired link changes nothing. Audited as upload_link.close.",
    pathParams: linkPath,
    success: { status: 204, description: "Closed" },
    errors: { ...badId, ...unauthenticated, ...doctorsOnly, 404: "Lien de téléversement non trouvé" },
  },
  phoneUpload: {
    method: "post",
    path: "/api/upload-links/by-token/{token}/files",
    summary: "Send files through an open upload link (the phone's page): into that link's patient file only",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: (request: Request) => [phoneUploadLimits(clientAddress(request))],
    accessNote: `Multipart like the doctors' upload, \`fichier\` parts and optionally \`nature\` (\`autre\` by default); ${sizeNote}. Nothing about the patient is answered. A form posted by a browser without scripts (Accept: text/html) is answered 303 back to /televersement/{token}. Audited as file.upload with no actor and the link's id.`,
    multipart: {
      schema: {
        type: "object",
        required: ["fichier"],
        properties: { nature: { type: "string", enum: [...fileNatures] }, fichier: fileParts },
      },
      encoding: partTypes,
    },
    success: { status: 201, description: "How many files were received", schema: ref("PhoneUploadReceived") },
    errors: {
      ...refusals,
      ...rateLimited,
      404: "Lien de téléversement non trouvé (unknown or malformed token)",
      410: "Ce lien de téléversement est fermé ou a expiré",
    },
  },
} satisfies Record<string, Operation>;
