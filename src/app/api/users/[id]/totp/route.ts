import { resetTwoFactor } from "@/domain/two-factor/two-factor";
import { noContent, withApi } from "@/server/http";
import { twoFactorCalls } from "@/server/openapi/two-factor";

/** An admin turns another account's two-factor login off (a lost phone): 204, audited. */
export const DELETE = withApi(twoFactorCalls.reset, async ({ db, params, audit }) => {
  await resetTwoFactor(db, params.id, audit);
  return noContent();
});
