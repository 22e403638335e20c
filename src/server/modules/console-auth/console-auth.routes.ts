import { Hono } from "hono";
import {
  AcceptInviteRequest,
  AdminLoginRequest,
  LinkTokenQuery as TokenQuery,
  OwnerSetupRequest,
  SecondFactorRequest,
} from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { clientAddressKey } from "../../http/address-block";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { clearConsoleCookie, consoleToken, sameOriginWrites, setConsoleCookie } from "../../http/console-gate";
import { CONSOLE_LIMITS as L } from "./console-limits";

/** Signing in to the console: the only console calls that need no console session. */
export function consoleAuthRoutes() {
  return new Hono<AppEnv>()
    .use(sameOriginWrites)
    .get("/setup", async (c) => {
      const { token } = parseWith(TokenQuery, c.req.query());
      return c.json({ success: true, valid: await c.var.services.consoleAuth.setupLinkValid(token) });
    })
    .post("/setup", async (c) => {
      const input = await jsonBody(c, OwnerSetupRequest);
      await c.var.services.rateLimiter.check(L.linkIp, clientAddressKey(c));
      const admin = await c.var.services.consoleAuth.createOwnerFromLink(input);
      return c.json({ success: true, admin, message: "The owner's account is ready. Please sign in." }, 201);
    })
    .get("/invite", async (c) => {
      const { token } = parseWith(TokenQuery, c.req.query());
      const email = await c.var.services.staff.inviteEmail(token);
      return c.json({ success: true, valid: email !== null, email });
    })
    .post("/invite", async (c) => {
      const input = await jsonBody(c, AcceptInviteRequest);
      await c.var.services.rateLimiter.check(L.linkIp, clientAddressKey(c));
      const admin = await c.var.services.staff.acceptInvite(input);
      return c.json({ success: true, admin, message: "Your console account is ready. Please sign in." }, 201);
    })
    .post("/login", async (c) => {
      const input = await jsonBody(c, AdminLoginRequest);
      const { rateLimiter, consoleAuth } = c.var.services;
      const address = clientAddressKey(c);
      await rateLimiter.check(L.loginIp, address);
      await rateLimiter.check(L.loginAccountIp, `${input.email}|${address}`);
      const { token, ...answer } = await consoleAuth.login(input);
      await rateLimiter.reset(L.loginAccountIp, `${input.email}|${address}`);
      setConsoleCookie(c, token);
      return c.json(answer);
    })
    .post("/second-factor", async (c) => {
      const { code } = await jsonBody(c, SecondFactorRequest);
      // Counted per sign-in and per account inside, never per address (CONSOLE_LIMITS).
      const result = await c.var.services.consoleAuth.secondFactor(consoleToken(c), code);
      return c.json({ success: true, ...result });
    })
    .post("/logout", async (c) => {
      await c.var.services.consoleAuth.logout(consoleToken(c));
      clearConsoleCookie(c);
      return c.json({ success: true, message: M.signedOut });
    });
}
