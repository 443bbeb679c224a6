import { closeUploadLink, uploadLinkStatus } from "@/domain/files/upload-links";
import { json, noContent, withApi } from "@/server/http";
import { fileCalls } from "@/server/openapi/files";

/** An upload link's state (the staff screen polls it). */
export const GET = withApi(fileCalls.readLink, async ({ db, params }) => json(await uploadLinkStatus(db, params.id, new Date())));

/** Closed now. */
export const DELETE = withApi(fileCalls.closeLink, async ({ db, params, audit }) => {
  await closeUploadLink(db, params.id, audit, new Date());
  return noContent();
});
