import { isPlainFormPost, phoneUploadPageAnswer, uploadThroughLink } from "@/server/files/patient-file-api";
import { json, withApi } from "@/server/http";
import { fileCalls } from "@/server/openapi/files";

/**
 * Files sent from the phone's page through an open upload link (public, rate-limited): into the
 * link's patient file only. The page's script gets JSON; a form posted without scripts is sent
 * back to the page (303) with what happened.
 */
export const POST = withApi(fileCalls.phoneUpload, async ({ db, params, request, requestId }) => {
  if (!isPlainFormPost(request)) return json({ recus: await uploadThroughLink(db, params.token, request, requestId) }, 201);
  try {
    return phoneUploadPageAnswer(params.token, { received: await uploadThroughLink(db, params.token, request, requestId) });
  } catch (error) {
    return phoneUploadPageAnswer(params.token, { error });
  }
});
