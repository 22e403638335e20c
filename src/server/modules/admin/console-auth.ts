import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { tokenOf } from "../../http/auth";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { CONSOLE_SESSION_ABSOLUTE_MS } from "./console-accounts.service";

export const CONSOLE_COOKIE = "dhaaga_console";

export function setConsoleCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, CONSOLE_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.config.publicUrl.startsWith("https:"),
    maxAge: CONSOLE_SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearConsoleCookie(c: Context<AppEnv>) {
  deleteCookie(c, CONSOLE_COOKIE, { path: "/", secure: c.var.config.publicUrl.startsWith("https:") });
}

export const consoleToken = (c: Context<AppEnv>) => getCookie(c, CONSOLE_COOKIE);

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
  const { consoleAccounts, sessions } = c.var.services;
  const admin = await consoleAccounts.sessionAdmin(consoleToken(c));
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
