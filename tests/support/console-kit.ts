import { TOTP } from "otpauth";
import { createTestStore, type TestStore } from "./test-store";

/** Signing in to the console from API tests, through the same calls the console's pages make. */

export const OWNER = { name: "Asha Rao", email: "owner@dhaaga.test", password: "Indigo-Block-Print-42" };

export function cookieOf(res: { headers: Headers }): string {
  const set = res.headers.get("set-cookie") ?? "";
  // "__Host-dhaaga_console" on an https store.
  const match = set.match(/((?:__Host-)?dhaaga_console)=([^;]*)/);
  if (!match) throw new Error(`no console cookie in ${set}`);
  return `${match[1]}=${match[2]}`;
}

/** A code for the step `ahead` periods from now: each sign-in takes a later one (codes work once). */
export function totpCode(secret: string, ahead = 0): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + ahead * 30_000 });
}

export function consoleClient(store: TestStore) {
  const origin = store.config.publicUrl;
  const secrets = new Map<string, string>();
  const signIns = new Map<string, number>();
  return {
    origin,
    /** A console call with a cookie; writes carry the console's Origin unless told otherwise. */
    call(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
      const h: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : { origin }), ...headers };
      return store.call(method, path, method === "GET" ? undefined : (body ?? {}), h);
    },
    async createOwner(owner = OWNER) {
      const link = await store.services.consoleAuth.ownerSetupLink();
      if (!link) throw new Error("the store already has an owner");
      const token = new URL(link).searchParams.get("token")!;
      const res = await store.post("/api/admin-auth/setup", { token, ...owner }, { origin });
      if (res.status !== 201) throw new Error(`setup failed: ${res.text}`);
      return res.json.admin;
    },
    /** Password, then the second factor (enrolling on first sign-in); answers the session cookie. */
    async signIn(account: { email: string; password: string } = OWNER): Promise<{ cookie: string; recoveryCodes?: string[] }> {
      const login = await store.post("/api/admin-auth/login", { email: account.email, password: account.password }, { origin });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const cookie = cookieOf(login);
      if (login.json.enrolment) secrets.set(account.email, login.json.enrolment.secret);
      const secret = secrets.get(account.email);
      if (!secret) throw new Error("no TOTP key known for this account");
      // The server accepts the codes of the steps next to now, each once: two sign-ins per account.
      const ahead = signIns.get(account.email) ?? 0;
      if (ahead > 1) throw new Error("sign each account in at most twice per test file, then reuse its cookie");
      signIns.set(account.email, ahead + 1);
      const code = await store.post("/api/admin-auth/second-factor", { code: totpCode(secret, ahead) }, { origin, cookie });
      if (code.status !== 200) throw new Error(`second factor failed: ${code.text}`);
      return { cookie, recoveryCodes: code.json.recoveryCodes };
    },
    secretOf: (email: string) => secrets.get(email),
  };
}

/** A store whose owner is set up and signed in to the console: where most console test files start. */
export async function ownerConsole(options?: Parameters<typeof createTestStore>[0]) {
  const store = await createTestStore(options);
  const kit = consoleClient(store);
  await kit.createOwner();
  const { cookie } = await kit.signIn();
  return { store, kit, cookie };
}
