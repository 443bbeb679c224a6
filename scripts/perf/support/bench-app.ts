/** What the load scripts share about the app they start: its admin, its signing key, and logging in as that admin. */

export const benchAdmin = { email: "admin@bench.test", password: "bench-admin-password" };
export const benchJwtSecret = "bench-secret-that-is-long-enough-for-hs256-signing";
/** Required in production on PostgreSQL, like the signing key (decision 024). */
export const benchTotpKey = "bench-totp-key-that-is-long-enough-for-aes-256";

/** The admin's bearer token (the login answers it as a JSON string). */
export async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.text()).trim().replace(/^"+|"+$/g, "");
}
