import { printClaim } from "@/domain/fees/claim-form";
import { withApi } from "@/server/http";
import { claimFormCalls } from "@/server/openapi/claim-form";
import { renderAttestationPdf } from "@/server/pdf/attestation-pdf";

/** The attestation of fees paid on the letterhead, for a patient without a form (any staff member). */
export const GET = withApi(claimFormCalls.attestation, async ({ db, params, audit }) => {
  const { print, rendered: bytes } = await printClaim(db, params.id, "attestation", audit, renderAttestationPdf);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${print.fileName}"`, "Content-Length": String(bytes.length) },
  });
});
