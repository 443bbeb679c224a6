/**
 * Requests Next would answer with a 500 and the server of src/server/node-server.ts answers
 * itself (issue 22): a malformed percent-encoding in a path (400) and TRACE (405), under /api
 * (JSON) and elsewhere (a page). Shared by the integration test of that server and the browser test.
 */
export const refusedRequests = [
  { method: "GET", path: "/api/patients/%E0%A4%A", status: 400, json: true },
  { method: "GET", path: "/doctors/%", status: 400, json: false },
  { method: "TRACE", path: "/api/health", status: 405, json: true },
  { method: "TRACE", path: "/contact", status: 405, json: false },
];

/** The text of the page answered outside /api, by status. */
export const refusalPageText: Record<number, string> = { 400: "Requête invalide", 405: "Méthode non autorisée" };
