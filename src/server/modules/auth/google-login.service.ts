import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { GOOGLE_SIGN_IN_ERRORS } from "../../../domain/messages";
import type { GoogleIdentity, GoogleSignIn } from "../../adapters/oauth/google";
import type { Db } from "../../db/client";
import { loginCodes, oauthStates, sessions as sessionRows, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { hashToken, type SessionStore } from "./sessions.service";

export const STATE_TTL_MS = 10 * 60_000;
/** The page exchanges the code at once; a minute is plenty and keeps a leaked URL useless. */
export const LOGIN_CODE_TTL_MS = 60_000;

export const GOOGLE_NOT_SET_UP = GOOGLE_SIGN_IN_ERRORS["google-off"];
export const GOOGLE_FAILED = GOOGLE_SIGN_IN_ERRORS["google-failed"];
export const GOOGLE_EMAIL_UNVERIFIED = GOOGLE_SIGN_IN_ERRORS["google-unverified"];
export const GOOGLE_EMAIL_LINKED_ELSEWHERE = GOOGLE_SIGN_IN_ERRORS["google-linked"];
export const LOGIN_CODE_INVALID = GOOGLE_SIGN_IN_ERRORS["google-expired"];
export const LOGIN_CODE_OTHER_BROWSER = GOOGLE_SIGN_IN_ERRORS["google-other-browser"];

/** Compares a secret's hash with the one kept, in constant time. */
function sameHash(kept: string | null | undefined, given: string): boolean {
  if (!kept) return false;
  const a = Buffer.from(kept);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cookie must hold the hash of the state the callback carries. */
function bindingMatches(binding: string | undefined, state: string): boolean {
  if (!binding || !state) return false;
  return sameHash(hashToken(state), binding);
}

/**
 * Google sign-in for the shop: keeps state, nonce and PKCE verifier between the redirect and
 * the callback, matches users by Google's `sub`, links a password account only for a verified
 * email, and hands the browser a one-time login code instead of a session token.
 */
export function createGoogleLoginService(deps: { db: Db; sessions: SessionStore; google: GoogleSignIn | null; publicUrl: string }) {
  const { db, sessions, google } = deps;
  const redirectUri = `${deps.publicUrl}/api/user/auth/google/callback`;

  async function userFor(identity: GoogleIdentity): Promise<string> {
    const [bySub] = await db.select({ id: users.id }).from(users).where(eq(users.googleSub, identity.sub)).limit(1);
    if (bySub) return bySub.id;
    if (!identity.email) throw new AppError("bad_request", GOOGLE_FAILED);
    const [byEmail] = await db
      .select({ id: users.id, googleSub: users.googleSub })
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .limit(1);
    if (byEmail) {
      if (byEmail.googleSub) throw new AppError("conflict", GOOGLE_EMAIL_LINKED_ELSEWHERE);
      if (!identity.emailVerified) throw new AppError("forbidden", GOOGLE_EMAIL_UNVERIFIED);
      // Whoever made the password account may not own the email (docs/decisions/033): the
      // verified owner takes it over, and the sessions and password made before are dropped.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ googleSub: identity.sub, emailVerified: true, passwordHash: null }).where(eq(users.id, byEmail.id));
        await tx
          .update(sessionRows)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessionRows.userId, byEmail.id), isNull(sessionRows.revokedAt)));
      });
      return byEmail.id;
    }
    const [created] = await db
      .insert(users)
      .values({
        name: identity.name?.slice(0, 80) || identity.email.split("@")[0],
        email: identity.email,
        googleSub: identity.sub,
        emailVerified: identity.emailVerified,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw new AppError("conflict", GOOGLE_FAILED);
    return created.id;
  }

  return {
    configured: Boolean(google),

    /**
     * Where to send the browser, and the two secrets it must keep in cookies: the binding, so the
     * return is accepted only from the browser that started; and the browser key, so the login
     * code is exchanged only there too (decision 124). Nobody can sign a victim in as themselves,
     * neither with a return URL nor with a link carrying a code.
     */
    async start(): Promise<{ url: string; binding: string; browserKey: string }> {
      if (!google) throw new AppError("switched_off", GOOGLE_NOT_SET_UP);
      const { url, state, nonce, codeVerifier } = await google.start(redirectUri);
      const browserKey = randomBytes(32).toString("base64url");
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
      await db
        .insert(oauthStates)
        .values({ state, nonce, codeVerifier, browserHash: hashToken(browserKey), expiresAt: new Date(Date.now() + STATE_TTL_MS) });
      return { url, binding: hashToken(state), browserKey };
    },

    /** Returns a one-time login code for the page at /login to exchange. */
    async finish(callbackUrl: URL, binding: string | undefined): Promise<string> {
      if (!google) throw new AppError("switched_off", GOOGLE_NOT_SET_UP);
      const state = callbackUrl.searchParams.get("state") ?? "";
      if (!bindingMatches(binding, state)) throw new AppError("bad_request", GOOGLE_FAILED);
      // Taking the state row out makes it single-use: a replayed callback finds nothing.
      const [saved] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, new Date())))
        .returning();
      if (!saved) throw new AppError("bad_request", GOOGLE_FAILED);
      let identity: GoogleIdentity;
      try {
        identity = await google.finish(new URL(callbackUrl.href.replace(/^[^?]*/, redirectUri)), saved);
      } catch {
        throw new AppError("bad_request", GOOGLE_FAILED);
      }
      const userId = await userFor(identity);
      const code = randomBytes(32).toString("base64url");
      await db
        .insert(loginCodes)
        .values({ codeHash: hashToken(code), userId, browserHash: saved.browserHash, expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_MS) });
      return code;
    },

    /**
     * Exchanges a one-time login code for a session token, only in the browser that started the
     * sign-in (its key, from the cookie); a second try finds the code used. A code brought to
     * another browser is refused and left as it was.
     */
    async exchange(code: string, browserKey: string | undefined): Promise<string> {
      const live = and(eq(loginCodes.codeHash, hashToken(code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date()));
      const [found] = await db.select({ browserHash: loginCodes.browserHash }).from(loginCodes).where(live);
      if (!found) throw new AppError("unauthorized", LOGIN_CODE_INVALID);
      if (!browserKey || !sameHash(found.browserHash, hashToken(browserKey))) throw new AppError("unauthorized", LOGIN_CODE_OTHER_BROWSER);
      const [row] = await db.update(loginCodes).set({ usedAt: new Date() }).where(live).returning({ userId: loginCodes.userId });
      if (!row) throw new AppError("unauthorized", LOGIN_CODE_INVALID);
      return sessions.create(row.userId);
    },
  };
}

export type GoogleLoginService = ReturnType<typeof createGoogleLoginService>;
