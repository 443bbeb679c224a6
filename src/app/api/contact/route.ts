import { createContactMessage } from "@/domain/contact-messages/contact-messages";
import { contactMessageInput } from "@/schemas/contact-message";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { clientAddress, hitRateLimits, publicFormLimits } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/** The public contact form (anyone, rate-limited per address). */
export const POST = withApi(async ({ request }) => {
  const { db } = await getDatabase();
  await hitRateLimits(db, publicFormLimits("contact", clientAddress(request)));
  const input = await readJson(request, contactMessageInput);
  return json(await createContactMessage(db, input), 201);
});
