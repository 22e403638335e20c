import { isIndia } from "../../../domain/cards";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { MESSAGES, VERIFY_MESSAGES } from "../../../domain/messages";
import { requireUser, tokenOf } from "../../http/auth";
import { AppError, notFound } from "../../http/errors";
import { byUser, rateLimit } from "../../http/rate-limit-middleware";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { devMailboxOpen, readOutbox } from "../../adapters/mail/dev-mailbox";
import { GOOGLE_EMAIL_LINKED_ELSEWHERE, LOGIN_CODE_TTL_MS, STATE_TTL_MS } from "../auth/google-login.service";
import { byBodyEmail, byEmailAndAddress, ACCOUNT_LIMITS as L } from "./account-limits";
import {
  ExchangeBody,
  VerifyEmailBody,
  LoginBody,
  ProfileWriteBody,
  RegisterBody,
  RemoveBody,
  ResetBody,
  SendOtpBody,
  VerifyOtpBody,
} from "../../../contracts/users";
import { hashPassword } from "./users.service";

export const DEV_MAILBOX_CLOSED = "The development mailbox is off, or open only on the machine the store runs on.";

/** Holds the hash of the OAuth state, sent back only to the callback. */
const GOOGLE_COOKIE = "dhaaga_google_state";
const GOOGLE_COOKIE_PATH = "/api/user/auth/google/callback";
/** Holds the key of the browser that started a Google sign-in, sent back only to the code exchange. */
const BROWSER_COOKIE = "dhaaga_google_browser";
const BROWSER_COOKIE_PATH = "/api/user/auth/exchange";

/** Why the Google return failed, as a short key the login page turns into a sentence. */
function googleErrorKey(err: unknown): string {
  if (err instanceof AppError && err.message === GOOGLE_EMAIL_LINKED_ELSEWHERE) return "linked";
  if (err instanceof AppError && err.code === "forbidden") return "unverified";
  if (err instanceof AppError && err.code === "switched_off") return "off";
  return "failed";
}

export function userRoutes() {
  return new Hono<AppEnv>()
    .post(
      "/register",
      rateLimit(L.signupIp, { validBody: RegisterBody }),
      rateLimit(L.signupAccount, { by: byBodyEmail, validBody: RegisterBody }),
      async (c) => {
        const input = await jsonBody(c, RegisterBody);
        const { token, userId } = await c.var.services.users.register(input);
        if (input.marketing) await c.var.services.consents.record(userId, "marketing", true, "signup");
        await c.var.services.emailVerification.sendLink(userId);
        return c.json({ success: true, token, message: "Account created." });
      },
    )
    .post(
      "/login",
      rateLimit(L.loginIp, { validBody: LoginBody }),
      rateLimit(L.loginPair, { by: byEmailAndAddress, validBody: LoginBody, resetOnSuccess: true }),
      async (c) => {
        const input = await jsonBody(c, LoginBody);
        const { token } = await c.var.services.users.login(input);
        return c.json({ success: true, token, message: "Logged in." });
      },
    )
    .post("/logout", async (c) => {
      const token = tokenOf(c);
      if (token) await c.var.services.sessions.revoke(token);
      return c.json({ success: true, message: MESSAGES.loggedOut });
    })
    .get("/profile", requireUser, async (c) => {
      const user = await c.var.services.users.profile(c.var.user.id);
      if (!user) return c.json({ success: false, message: MESSAGES.noUserData }, 404);
      return c.json({ success: true, user });
    })
    .get("/credit", requireUser, async (c) => c.json({ success: true, ...(await c.var.services.returns.credit(c.var.user.id)) }))
    .post("/verify-email", rateLimit(L.verifyLinkIp), async (c) => {
      const { token } = await jsonBody(c, VerifyEmailBody);
      await c.var.services.emailVerification.verify(token);
      return c.json({ success: true, message: VERIFY_MESSAGES.done });
    })
    .post("/verify-email/resend", requireUser, rateLimit(L.verifyResendAccount, { by: byUser }), async (c) => {
      await c.var.services.emailVerification.sendLink(c.var.user.id);
      return c.json({ success: true, message: VERIFY_MESSAGES.linkSent });
    })
    .post("/profile", requireUser, async (c) => {
      const input = await jsonBody(c, ProfileWriteBody);
      const { users } = c.var.services;
      if (input.card) {
        const id = await users.addCard(c.var.user.id, input.card);
        return c.json({ success: true, id, message: MESSAGES.cardAdded });
      }
      const a = input.address!;
      // An Indian address needs a PIN India Post knows, in its own state (an empty state is the PIN's).
      const place = isIndia(a.country)
        ? c.var.services.delivery.checkAddress({ pin: a.zip, state: a.state }, { pin: "address.zip", state: "address.state" })
        : null;
      const id = await users.addAddress(c.var.user.id, place && !a.state ? { ...a, state: place.state } : a);
      return c.json({ success: true, id, message: MESSAGES.addressAdded });
    })
    .post("/profile/address/remove", requireUser, async (c) => {
      const { id } = await jsonBody(c, RemoveBody);
      if (!(await c.var.services.users.removeAddress(c.var.user.id, id))) throw notFound("Address not found.", "id");
      return c.json({ success: true, message: "Address removed." });
    })
    .post("/profile/card/remove", requireUser, async (c) => {
      const { id } = await jsonBody(c, RemoveBody);
      if (!(await c.var.services.users.removeCard(c.var.user.id, id))) throw notFound("Card not found.", "id");
      return c.json({ success: true, message: "Card removed." });
    })
    .post(
      "/reset-password/send-otp",
      rateLimit(L.otpSendIp, { validBody: SendOtpBody }),
      rateLimit(L.otpSendPair, { by: byEmailAndAddress, validBody: SendOtpBody }),
      async (c) => {
        const { email } = await jsonBody(c, SendOtpBody);
        await c.var.services.passwordReset.sendCode(email);
        return c.json({ success: true, message: MESSAGES.otpSent });
      },
    )
    .post(
      "/reset-password/verify-otp",
      rateLimit(L.otpVerifyIp, { validBody: VerifyOtpBody }),
      rateLimit(L.otpVerifyPair, { by: byEmailAndAddress, validBody: VerifyOtpBody }),
      async (c) => {
        const { email, otp } = await jsonBody(c, VerifyOtpBody);
        await c.var.services.passwordReset.verifyCode(email, otp);
        return c.json({ success: true, message: MESSAGES.otpVerified });
      },
    )
    .post(
      "/reset-password",
      rateLimit(L.otpVerifyIp, { validBody: ResetBody }),
      rateLimit(L.otpVerifyPair, { by: byEmailAndAddress, validBody: ResetBody }),
      async (c) => {
        const { email, otp, password } = await jsonBody(c, ResetBody);
        await c.var.services.passwordReset.resetPassword(email, otp, await hashPassword(password));
        return c.json({ success: true, message: MESSAGES.passwordReset });
      },
    )
    .get("/auth/google", async (c) => {
      try {
        const { url, binding, browserKey } = await c.var.services.googleLogin.start();
        const secure = c.var.config.publicUrl.startsWith("https:");
        setCookie(c, GOOGLE_COOKIE, binding, { path: GOOGLE_COOKIE_PATH, httpOnly: true, sameSite: "Lax", secure, maxAge: STATE_TTL_MS / 1000 });
        setCookie(c, BROWSER_COOKIE, browserKey, {
          path: BROWSER_COOKIE_PATH,
          httpOnly: true,
          sameSite: "Lax",
          secure,
          maxAge: (STATE_TTL_MS + LOGIN_CODE_TTL_MS) / 1000,
        });
        return c.redirect(url, 302);
      } catch (err) {
        c.var.logger.warn("google sign-in could not start", { error: err instanceof Error ? err.message : String(err) });
        return c.redirect(`/login?error=google-${googleErrorKey(err)}`, 302);
      }
    })
    .get("/auth/google/callback", async (c) => {
      const binding = getCookie(c, GOOGLE_COOKIE);
      deleteCookie(c, GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
      try {
        const code = await c.var.services.googleLogin.finish(new URL(c.req.url), binding);
        return c.redirect(`/login?code=${encodeURIComponent(code)}`, 302);
      } catch (err) {
        return c.redirect(`/login?error=google-${googleErrorKey(err)}`, 302);
      }
    })
    .get("/dev-mailbox", async (c) => {
      if (!devMailboxOpen(c)) return c.json({ success: false, message: DEV_MAILBOX_CLOSED }, 404);
      return c.json({ success: true, mails: await readOutbox(c.var.services.db) });
    })
    .post("/auth/exchange", async (c) => {
      const { code } = await jsonBody(c, ExchangeBody);
      const browserKey = getCookie(c, BROWSER_COOKIE);
      deleteCookie(c, BROWSER_COOKIE, { path: BROWSER_COOKIE_PATH });
      const token = await c.var.services.googleLogin.exchange(code, browserKey);
      return c.json({ success: true, token, message: "Logged in." });
    });
}
