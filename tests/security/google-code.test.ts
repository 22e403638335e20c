import { count } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_SIGN_IN_ERRORS } from "../../src/domain/messages";
import { loginCodes, sessions } from "../../src/server/db/schema";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * Login CSRF with Google's one-time code: an attacker signs in with their own Google account,
 * stops at /login?code=…, and sends that link to a victim. Had the victim's browser exchanged it,
 * the victim would shop (and type addresses and cards) inside the attacker's account.
 */

let oidc: OAuth2Server;
let store: TestStore;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token) =>
    Object.assign(token.payload, { sub: "google-mallory", email: "mallory@example.in", email_verified: true }),
  );
  store = await createTestStore({
    seed: false,
    config: { google: { clientId: "dhaaga-test", clientSecret: "test-secret", issuer: oidc.issuer.url! } },
  });
});
afterAll(async () => {
  await store?.close();
  await oidc?.stop();
});

/** One browser's Google sign-in up to the return to /login: its exchange cookie and the code in the link. */
async function signInUntilCode(): Promise<{ browserCookie: string; code: string }> {
  const start = await store.get("/api/user/auth/google");
  const cookies = new Map(start.headers.getSetCookie().map((line) => [line.split("=")[0]!, line.split(";")[0]!]));
  const back = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const callback = new URL(back.headers.get("location")!);
  const done = await store.get(callback.pathname + callback.search, { cookie: cookies.get("dhaaga_google_state")! });
  const code = new URL(done.headers.get("location")!, "http://shop.test").searchParams.get("code");
  if (!code) throw new Error(`no code in ${done.headers.get("location")}`);
  return { browserCookie: cookies.get("dhaaga_google_browser")!, code };
}

const exchange = (code: string, headers: Record<string, string> = {}) => store.post("/api/user/auth/exchange", { code }, headers);

async function counts() {
  const [s] = await store.db.select({ n: count() }).from(sessions);
  const [used] = await store.db.select({ n: count(loginCodes.usedAt) }).from(loginCodes);
  return { sessions: s!.n, usedCodes: used!.n };
}

describe("Google sign-in code bound to the browser that started it", () => {
  it("refuses an attacker's code opened in a victim's browser without the sign-in cookie, and changes nothing", async () => {
    const attacker = await signInUntilCode();
    const before = await counts();
    const res = await exchange(attacker.code);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, message: GOOGLE_SIGN_IN_ERRORS["google-other-browser"] });
    expect(await counts()).toEqual(before);
  });

  it("refuses an attacker's code in a victim's browser that started a sign-in of its own, and changes nothing", async () => {
    const attacker = await signInUntilCode();
    const victim = await signInUntilCode();
    const before = await counts();
    const res = await exchange(attacker.code, { cookie: victim.browserCookie });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(GOOGLE_SIGN_IN_ERRORS["google-other-browser"]);
    expect(await counts()).toEqual(before);
    // The victim's own code still signs the victim's browser in.
    expect((await exchange(victim.code, { cookie: victim.browserCookie })).status).toBe(200);
  });

  it("refuses a forged browser cookie, and changes nothing", async () => {
    const attacker = await signInUntilCode();
    const before = await counts();
    const forged = `dhaaga_google_browser=${"A".repeat(43)}`;
    const res = await exchange(attacker.code, { cookie: forged });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(GOOGLE_SIGN_IN_ERRORS["google-other-browser"]);
    expect(await counts()).toEqual(before);
  });

  it("signs in only the browser that started, once", async () => {
    const mine = await signInUntilCode();
    const first = await exchange(mine.code, { cookie: mine.browserCookie });
    expect(first.status).toBe(200);
    expect(first.json.token).toEqual(expect.any(String));
    const again = await exchange(mine.code, { cookie: mine.browserCookie });
    expect(again.status).toBe(401);
    expect(again.json.message).toBe(GOOGLE_SIGN_IN_ERRORS["google-expired"]);
  });
});
