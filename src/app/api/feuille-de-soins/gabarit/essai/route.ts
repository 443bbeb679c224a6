import { readClaimFormLayout } from "@/domain/fees/claim-form-layout";
import { withApi } from "@/server/http";
import { claimFormCalls } from "@/server/openapi/claim-form";
import { renderClaimFormTestPdf } from "@/server/pdf/claim-form-pdf";

/** The test print on plain paper (any staff member): no patient data in it. */
export const GET = withApi(claimFormCalls.testPrint, async ({ db }) => {
  const { estimation, misAJourLe: _misAJourLe, ...layout } = await readClaimFormLayout(db);
  const bytes = await renderClaimFormTestPdf(layout, { estimation, now: new Date() });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="feuille-de-soins-essai.pdf"', "Content-Length": String(bytes.length), "Cache-Control": "no-store" },
  });
});
