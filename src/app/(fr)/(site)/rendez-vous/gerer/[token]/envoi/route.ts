import { linkPagePath, postManageForm } from "@/server/appointment-link-page";

/** The page's forms hold a few short fields: anything longer is not one of them. */
const MAX_FORM_BYTES = 4 * 1024;

/**
 * The forms of the patient's appointment page, French and Arabic (decision 050): a plain form post
 * (application/x-www-form-urlencoded) answered with a 303 to the page, which shows what happened.
 * Not a Server Action: the page sends no Referer (Referrer-Policy: no-referrer), so the browser
 * posts its forms with `Origin: null`, which Next refuses for an action; here the token in the
 * path is the credential, so a post from elsewhere could do nothing its holder could not.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const declared = Number(request.headers.get("content-length") ?? 0);
  const body = declared > MAX_FORM_BYTES ? "" : await request.text().catch(() => "");
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  // Anything but the page's own small urlencoded form changes nothing: back to the page.
  const form = contentType.startsWith("application/x-www-form-urlencoded") && body.length <= MAX_FORM_BYTES ? new URLSearchParams(body) : new URLSearchParams();
  const target = form.has("operation") ? await postManageForm(token, form, request.headers) : linkPagePath(token, form.get("langue") === "ar" ? "ar" : "fr");
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
