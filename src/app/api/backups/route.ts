import { requireRole, requireStaff } from "@/server/auth";
import { readBackupOverview, takeBackupNow } from "@/server/backups";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** The backups of this instance's folder, the last daily runs and whether the last success is too old (ADMIN). */
export const GET = withApi(async ({ request }) => {
  requireRole(await requireStaff(request), "ADMIN");
  return json(await readBackupOverview());
});

/** A backup written now by the running server (ADMIN): 201 the file; 409 while another one runs. */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  return json(await takeBackupNow({ actorId: actor.id, requestId }), 201);
});
