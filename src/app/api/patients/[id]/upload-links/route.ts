import { createUploadLink, uploadLinkUrl } from "@/domain/files/upload-links";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { fileCalls } from "@/server/openapi/files";

/** A phone upload link for the patient (10 minutes); its address is given this once. */
export const POST = withApi(fileCalls.createLink, async ({ db, params, audit }) => {
  const link = await createUploadLink(db, params.id, audit, new Date());
  return json({ id: link.id, url: uploadLinkUrl(env().PRACTICE_SITE_URL, link.token), expireLe: link.expiresAt.toISOString() }, 201);
});
