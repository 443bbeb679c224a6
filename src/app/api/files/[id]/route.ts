import { updateFileLabels } from "@/domain/files/patient-files";
import { fileContentResponse } from "@/server/files/patient-file-api";
import { json, withApi } from "@/server/http";
import { fileCalls } from "@/server/openapi/files";

/** A file's bytes, or its thumbnail (doctors; the file's read audited). */
export const GET = withApi(fileCalls.read, async ({ db, params, query, audit }) =>
  fileContentResponse(db, params.id, query.miniature === "1" || query.miniature === "true", audit),
);

/** A file's labels changed. */
export const PATCH = withApi(fileCalls.update, async ({ db, params, body, audit }) => json(await updateFileLabels(db, params.id, body, audit, new Date())));
