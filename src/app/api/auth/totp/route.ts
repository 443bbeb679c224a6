import { twoFactorStatus } from "@/domain/two-factor/two-factor";
import { json, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { twoFactorSettings } from "@/server/two-factor";

/** One's own two-factor login: on or off, since when, recovery codes left, whether it is compulsory. */
export const GET = withApi(twoFactorCalls.status, async ({ db, actor }) => json(await twoFactorStatus(db, actor, twoFactorSettings())));
