import { listPatientFiles } from "@/domain/files/patient-files";
import { uploadPatientFiles } from "@/server/files/patient-file-api";
import { json, withApi } from "@/server/http";
import { fileCalls } from "@/server/openapi/files";

/** The patient's images and documents, newest exam first (doctors; audited). */
export const GET = withApi(fileCalls.list, async ({ db, params, audit }) => json({ fichiers: await listPatientFiles(db, params.id, audit) }));

/** Files added by a doctor: the multipart body streamed to the encrypted storage (decision 061). */
export const POST = withApi(fileCalls.upload, async ({ db, params, request, audit }) => json({ fichiers: await uploadPatientFiles(db, params.id, request, audit) }, 201));
