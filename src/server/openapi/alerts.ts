import { type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The staff header's alerts. */
export const alertCalls = {
  counts: {
    method: "get",
    path: "/api/front-desk/counts",
    summary: "The staff header's alerts: new requests and unread messages; for an ADMIN, accounts being guessed at, overdue backups and messages not sent for want of a provider",
    tag: "Front desk",
    access: "staff",
    success: { status: 200, description: "The counts", schema: ref("AlertCounts") },
    errors: unauthenticated,
  },
} satisfies Record<string, Operation>;
