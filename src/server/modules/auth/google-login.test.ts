import { sql } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";

let oidc: OAuth2Server;
let store: TestStore;
/** The identity the local OpenID Connect server puts in its next ID token. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, identity));
  store = await createTestStore({
    seed: false,
    config: { google: { clientId: "dhaaga-test", clientSecret: "test-secret", issuer: oidc.issuer.url! } },
  });
});
afterAll(async () => {
  await store.close();
  await oidc.stop();
});

/** The cookies a response sets, by name: the whole Set-Cookie line, and the `name=value` a browser sends back. */
function cookiesOf(res: { headers: Headers }): Map<string, { line: string; pair: string }> {
  return new Map(
    res.headers.getSetCookie().map((line) => {
      const pair = line.split(";")[0]!;
      return [pair.split("=")[0]!, { line, pair }];
    }),
  );
}

/**
 * Starts sign-in as a browser would: the state cookie the shop sets for the callback, the browser
 * cookie it sets for the code exchange, and the provider's return URL.
 */
async function startSignIn(): Promise<{ cookie: string; setCookie: string; browserCookie: string; browserSetCookie: string; callback: string }> {
  const start = await store.get("/api/user/auth/google");
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const cookies = cookiesOf(start);
  const state = cookies.get("dhaaga_google_state")!;
  const browser = cookies.get("dhaaga_google_browser")!;
  const back = await fetch(authorize, { redirect: "manual" });
  const callback = new URL(back.headers.get("location")!);
  return {
    cookie: state.pair,
    setCookie: state.line,
    browserCookie: browser.pair,
    browserSetCookie: browser.line,
    callback: callback.pathname + callback.search,
  };
}

async function returnTo(callback: string, headers: Record<string, string> = {}): Promise<URL> {
  const done = await store.get(callback, headers);
  expect(done.status).toBe(302);
  return new URL(done.headers.get("location")!, "http://shop.test");
}

/** A return to /login, with the cookie the browser that started it holds for the exchange. */
interface SignedIn {
  login: URL;
  browserCookie: string;
}

/** Follows the browser's redirects: shop → OIDC server → shop callback; returns the /login URL. */
async function signIn(): Promise<SignedIn> {
  const { cookie, browserCookie, callback } = await startSignIn();
  return { login: await returnTo(callback, { cookie }), browserCookie };
}

/** The login page's exchange, from the browser that started the sign-in. */
async function exchange({ login, browserCookie }: SignedIn) {
  return store.post("/api/user/auth/exchange", { code: login.searchParams.get("code") }, { cookie: browserCookie });
}

describe("Google sign-in", () => {
  it("creates an account matched by sub, and returns a one-time code, not a token", async () => {
    identity = { sub: "google-1", email: "Ishaan@Example.in", email_verified: true, name: "Ishaan Mehta" };
    const signedIn = await signIn();
    const { login } = signedIn;
    expect(login.pathname).toBe("/login");
    const code = login.searchParams.get("code")!;
    const res = await exchange(signedIn);
    expect(res.json.success).toBe(true);
    const profile = await store.get("/api/user/profile", { token: res.json.token });
    expect(profile.json.user).toMatchObject({ name: "Ishaan Mehta", email: "ishaan@example.in" });
    // The code in the URL works once.
    expect((await exchange(signedIn)).status).toBe(401);
    const rows = await sqlRows(store.db, sql`select code_hash from login_codes`);
    expect(rows.map((r) => (r as { code_hash: string }).code_hash)).not.toContain(code);
  });

  it("signs the same person in again by sub even after the email changes at Google", async () => {
    identity = { sub: "google-2", email: "veer@example.in", email_verified: true, name: "Veer Sethi" };
    expect((await exchange(await signIn())).json.success).toBe(true);
    identity = { sub: "google-2", email: "veer.new@example.in", email_verified: true, name: "Veer Sethi" };
    const res = await exchange(await signIn());
    const profile = await store.get("/api/user/profile", { token: res.json.token });
    expect(profile.json.user.email).toBe("veer@example.in");
  });

  it("links an existing password account only when Google has verified the email", async () => {
    await store.post("/api/user/register", { name: "Tara", email: "tara@example.in", password: "garden-path-31" });
    identity = { sub: "google-attacker", email: "tara@example.in", email_verified: false };
    const { login: refused } = await signIn();
    expect(refused.searchParams.get("error")).toBe("google-unverified");
    expect(refused.searchParams.has("code")).toBe(false);

    identity = { sub: "google-tara", email: "TARA@example.in", email_verified: true };
    const res = await exchange(await signIn());
    const profile = await store.get("/api/user/profile", { token: res.json.token });
    expect(profile.json.user).toMatchObject({ name: "Tara", email: "tara@example.in" });
    const rows = await sqlRows(store.db, sql`select count(*)::int as n from users where lower(email) = 'tara@example.in'`);
    expect((rows[0] as { n: number }).n).toBe(1);
  });

  it("on linking, ends the sessions and the password made before the email's owner arrived", async () => {
    // Someone registers the victim's email first and keeps a session open (pre-account takeover).
    const squatter = await store.post("/api/user/register", { name: "Squatter", email: "owner@example.in", password: "planted-password-9" });
    expect(squatter.status).toBe(200);
    identity = { sub: "google-owner", email: "owner@example.in", email_verified: true };
    const res = await exchange(await signIn());
    expect(res.json.success).toBe(true);
    expect((await store.get("/api/user/profile", { token: squatter.json.token })).status).toBe(401);
    const login = await store.post("/api/user/login", { email: "owner@example.in", password: "planted-password-9" });
    expect(login.status).toBe(401);
    expect((await store.get("/api/user/profile", { token: res.json.token })).status).toBe(200);
    const rows = await sqlRows(store.db, sql`select password_hash from users where email = 'owner@example.in'`);
    expect(rows[0]).toMatchObject({ password_hash: null });
  });

  it("says so when the email is already linked to another Google account", async () => {
    identity = { sub: "google-first", email: "linked@example.in", email_verified: true };
    expect((await exchange(await signIn())).json.success).toBe(true);
    identity = { sub: "google-someone-else", email: "linked@example.in", email_verified: true };
    const { login: refused } = await signIn();
    expect(refused.searchParams.get("error")).toBe("google-linked");
    expect(refused.searchParams.has("code")).toBe(false);
  });

  it("refuses a callback with a forged or replayed state", async () => {
    const forged = await store.get("/api/user/auth/google/callback?code=abc&state=forged");
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/login?error=google-failed");

    identity = { sub: "google-replay", email: "replay@example.in", email_verified: true };
    const { cookie, callback } = await startSignIn();
    expect((await returnTo(callback, { cookie })).searchParams.has("code")).toBe(true);
    const replayed = await returnTo(callback, { cookie });
    expect(replayed.pathname + replayed.search).toBe("/login?error=google-failed");
  });

  it("keeps the state in a short-lived HttpOnly cookie for the callback only", async () => {
    const { setCookie } = await startSignIn();
    expect(setCookie).toMatch(/^dhaaga_google_state=[^;]+;/);
    expect(setCookie).toMatch(/Path=\/api\/user\/auth\/google\/callback/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=600/);
  });

  it("keeps the browser's key in an HttpOnly cookie for the code exchange only, cleared once used", async () => {
    identity = { sub: "google-cookie", email: "cookie@example.in", email_verified: true };
    const { browserSetCookie, browserCookie, cookie, callback } = await startSignIn();
    expect(browserSetCookie).toMatch(/^dhaaga_google_browser=[^;]+;/);
    expect(browserSetCookie).toMatch(/Path=\/api\/user\/auth\/exchange/);
    expect(browserSetCookie).toMatch(/HttpOnly/);
    expect(browserSetCookie).toMatch(/SameSite=Lax/);
    const res = await exchange({ login: await returnTo(callback, { cookie }), browserCookie });
    expect(res.status).toBe(200);
    expect(cookiesOf(res).get("dhaaga_google_browser")?.line).toMatch(/Max-Age=0/);
  });

  it("refuses a return in a browser that did not start the sign-in (login CSRF)", async () => {
    identity = { sub: "google-attacker-csrf", email: "mallory@example.in", email_verified: true };
    const attacker = await startSignIn();
    const victim = await startSignIn();
    // The attacker's return URL opened in the victim's browser: no cookie, or the victim's own.
    const bare = await returnTo(attacker.callback);
    expect(bare.pathname + bare.search).toBe("/login?error=google-failed");
    const crossed = await returnTo(attacker.callback, { cookie: victim.cookie });
    expect(crossed.pathname + crossed.search).toBe("/login?error=google-failed");
    const rows = await sqlRows(store.db, sql`select count(*)::int as n from users where google_sub = 'google-attacker-csrf'`);
    expect((rows[0] as { n: number }).n).toBe(0);
  });

  it("says Google sign-in is not set up when it is not configured", async () => {
    const plain = await createTestStore({ seed: false });
    try {
      const res = await plain.get("/api/user/auth/google");
      expect(res.headers.get("location")).toBe("/login?error=google-off");
    } finally {
      await plain.close();
    }
  }, 120_000);
});
