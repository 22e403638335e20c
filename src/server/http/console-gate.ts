import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CONSOLE_MESSAGES as M } from "../../domain/console-messages";
import { tokenOf } from "./auth";
import { AppError } from "./errors";
import type { AppEnv } from "./types";
import { CONSOLE_SESSION_ABSOLUTE_MS } from "../modules/console-auth/console-limits";

/**
 * The console cookie's name. On https it carries the __Host- prefix, so the browser keeps it
 * only if it is Secure, for the whole site and set by this host alone: no sibling subdomain or
 * plain-http page can plant or shadow it. On http (local use) browsers refuse that prefix.
 */
export const consoleCookieName = (c: Context<AppEnv>) => (secure(c) ? "__Host-dhaaga_console" : "dhaaga_console");

const secure = (c: Context<AppEnv>) => c.var.config.publicUrl.startsWith("https:");

export function setConsoleCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, consoleCookieName(c), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: secure(c),
    maxAge: CONSOLE_SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearConsoleCookie(c: Context<AppEnv>) {
  deleteCookie(c, consoleCookieName(c), { path: "/", secure: secure(c) });
}

export const consoleToken = (c: Context<AppEnv>) => getCookie(c, consoleCookieName(c));

const WRITE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Console writes must come from the console's own pages: the browser's Origin header names the
 * store itself (SameSite=Strict already keeps the cookie off other sites' requests; this is the
 * second lock).
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (WRITE.has(c.req.method)) {
    const origin = c.req.header("origin");
    const own = new Set([new URL(c.var.config.publicUrl).origin, new URL(c.req.url).origin]);
    if (!origin || !own.has(origin)) throw new AppError("forbidden", M.crossOrigin);
  }
  await next();
};

/**
 * The one gate of /api/admin/*: a verified console session, or 401; a shopper's token gets 403.
 * The signed-in console account is then at c.var.admin.
 */
export const requireConsole: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { consoleAuth, sessions } = c.var.services;
  const admin = await consoleAuth.sessionAdmin(consoleToken(c));
  if (!admin) {
    const shopperToken = tokenOf(c);
    if (shopperToken && (await sessions.user(shopperToken))) throw new AppError("forbidden", M.shopperNotAllowed);
    throw new AppError("unauthorized", M.signInRequired);
  }
  c.set("admin", admin);
  await sameOriginWrites(c, next);
};

/** For the owner's own pages (staff accounts). */
export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.admin.role !== "owner") throw new AppError("forbidden", M.ownerOnly);
  await next();
};
