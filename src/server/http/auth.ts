import type { Context, MiddlewareHandler } from "hono";
import { AppError, NOT_LOGGED_IN } from "./errors";
import type { AppEnv } from "./types";

/** The spec's client sends a `token` header; `Authorization: Bearer` is accepted too. */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header("token");
  if (header) return header.trim();
  const auth = c.req.header("authorization");
  return auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
}

/** Lets the request through only with a live session; the user is then at c.var.user. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await c.var.services.sessions.user(tokenOf(c));
  if (!user) throw new AppError("unauthorized", NOT_LOGGED_IN);
  c.set("user", user);
  await next();
};
