import { randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import { PENDING_LOGIN_SECONDS, readPendingLogin, signPendingLogin } from "@/domain/two-factor/pending-login";

describe("the pending login's token (decision 038)", () => {
  const key = randomBytes(32);
  const issuedAt = new Date("2026-11-26T09:00:00Z");
  const account = { staffUserId: 42, sessionVersion: 3 };

  it("names the account and its session version, for 5 minutes, under its own audience", async () => {
    const token = await signPendingLogin(key, account, issuedAt);
    expect(decodeJwt(token)).toMatchObject({ sub: "42", sv: 3, aud: "cabinet-orthopedie/second-factor", iat: issuedAt.getTime() / 1000 });
    const read = await readPendingLogin(key, token, new Date(issuedAt.getTime() + 60_000));
    expect(read).toMatchObject({ staffUserId: 42, sessionVersion: 3, expiresAt: new Date(issuedAt.getTime() + PENDING_LOGIN_SECONDS * 1000) });
    expect(read!.jti).toMatch(/^[\w-]{8,64}$/);
  });

  it("is refused past its 5 minutes, under another key, or altered", async () => {
    const token = await signPendingLogin(key, account, issuedAt);
    expect(await readPendingLogin(key, token, new Date(issuedAt.getTime() + (PENDING_LOGIN_SECONDS + 1) * 1000))).toBeNull();
    expect(await readPendingLogin(randomBytes(32), token, issuedAt)).toBeNull();
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: "1" })).toString("base64url");
    expect(await readPendingLogin(key, `${header}.${payload}.${signature}`, issuedAt)).toBeNull();
    expect(await readPendingLogin(key, "pas.un.jeton", issuedAt)).toBeNull();
  });
});
