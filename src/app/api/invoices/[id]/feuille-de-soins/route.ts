import { printClaim } from "@/domain/fees/claim-form";
import { withApi } from "@/server/http";
import { claimFormCalls } from "@/server/openapi/claim-form";
import { renderClaimFormPdf } from "@/server/pdf/claim-form-pdf";

/** The receipt's feuille de soins overlay, to print on the pre-printed form (any staff member). */
export const GET = withApi(claimFormCalls.claimForm, async ({ db, params, audit }) => {
  const { print, rendered: bytes } = await printClaim(db, params.id, "feuille", audit, renderClaimFormPdf);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${print.fileName}"`, "Content-Length": String(bytes.length) },
  });
});
