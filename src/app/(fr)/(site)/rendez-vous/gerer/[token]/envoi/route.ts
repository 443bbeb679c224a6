import { postManageForm } from "@/server/appointment-link-page";

/**
 * The forms of the patient's appointment page, French and Arabic (decision 050): a plain form post
 * (application/x-www-form-urlencoded) answered with a 303 to the page, which shows what happened.
 * Not a Server Action: the page sends no Referer (Referrer-Policy: no-referrer), so the browser
 * posts its forms with `Origin: null`, which Next refuses for an action; here the token in the
 * path is the credential, so a post from elsewhere could do nothing its holder could not.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const form = await request.formData().catch(() => new FormData());
  const target = await postManageForm(token, form, request.headers);
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
