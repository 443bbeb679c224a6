import { practiceHoursInput } from "@/schemas/practice-hours";
import { adminOnly, badBody, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The practice's opening hours and closures (docs/decisions/020): read by anyone, replaced by an admin. */
export const practiceHoursCalls = {
  read: {
    method: "get",
    path: "/api/practice/hours",
    summary: "The opening hours, special periods and closures (public holidays pre-filled for this year and the next four)",
    tag: "Public",
    access: "public",
    accessNote:
      "Cacheable for a minute (`Cache-Control: public, max-age=60`). Religious holidays come as estimated dates (`estimee: true`) until an admin confirms or moves them.",
    success: { status: 200, description: "The whole document", schema: ref("PracticeHoursAnswer") },
    errors: {},
  },
  save: {
    method: "put",
    path: "/api/practice/hours",
    summary: "Replace the opening hours, special periods and closures",
    tag: "Practice",
    access: "admin",
    accessNote: "Audited as practice_hours.update, with counts only.",
    body: { name: "PracticeHoursInput", schema: practiceHoursInput },
    success: { status: 200, description: "The stored document", schema: ref("PracticeHoursAnswer") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly },
  },
} satisfies Record<string, Operation>;
