import { adminOnly, badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** Staff accounts: the admins' management, one's own account, and the doctors to book with. */
export const staffUserCalls = {
  readByEmail: {
    method: "get",
    path: "/api/users/email/{email}",
    summary: "A staff account by e-mail",
    tag: "Staff accounts",
    access: "staff",
    accessNote: "A staff member may read only their own account; an ADMIN any account.",
    pathParams: [{ name: "email", description: "The account's e-mail, URL-encoded", schema: { type: "string" } }],
    success: { status: 200, description: "The account (never its password)", schema: ref("StaffUser") },
    errors: { ...unauthenticated, 403: "Another staff member's account, asked by a non-ADMIN", 404: "No active account with this e-mail" },
  },
  create: {
    method: "post",
    path: "/api/users",
    summary: "Create a staff account",
    tag: "Staff accounts",
    access: "admin",
    body: "StaffUserInput",
    success: { status: 201, description: "The account, without its password", schema: ref("StaffUser") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly, 409: "An active account already has this e-mail or username" },
  },
  remove: {
    method: "delete",
    path: "/api/users/{id}",
    summary: "Delete a staff account (soft delete): its tokens stop working at once",
    tag: "Staff accounts",
    access: "admin",
    pathParams: idPath("The account's id"),
    success: { status: 204, description: "Deleted" },
    errors: {
      ...badId,
      ...unauthenticated,
      ...adminOnly,
      404: "No active account with this id",
      409: "One's own account, or the last active ADMIN",
    },
  },
  listDoctors: {
    method: "get",
    path: "/api/front-desk/doctors",
    summary: "Active MEDECIN accounts, to book an appointment with",
    tag: "Front desk",
    access: "staff",
    success: { status: 200, description: "The doctors, by name", schema: listOf("StaffRef") },
    errors: unauthenticated,
  },
} satisfies Record<string, Operation>;
