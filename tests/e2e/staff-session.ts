import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** A staff session made through the API, and a page opened in it as the login page leaves it (spec §6: token, userId, userNom). */
export type StaffSessionData = { token: string; userId: string; userNom: string };

export async function logIn(request: APIRequestContext, account: { email: string; password: string }): Promise<StaffSessionData> {
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status(), `login of ${account.email}`).toBe(200);
  const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  const user = await request.get(`/api/users/email/${encodeURIComponent(account.email)}`, { headers: { Authorization: `Bearer ${token}` } });
  const { id, nom } = (await user.json()) as { id: number; nom: string };
  return { token, userId: String(id), userNom: nom };
}

export async function openAs(page: Page, session: StaffSessionData, pathname: string) {
  await page.goto("/login");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", s.userId);
    localStorage.setItem("userNom", s.userNom);
  }, session);
  await page.goto(pathname);
}
