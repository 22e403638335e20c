import { Hono } from "hono";
import { requireUser, tokenOf } from "../../http/auth";
import { jsonBody } from "../../http/validate";
import type { AppEnv } from "../../http/types";
import { LoginSchema, RegisterSchema } from "./users.service";

export function userRoutes() {
  return new Hono<AppEnv>()
    .post("/register", async (c) => {
      const input = await jsonBody(c, RegisterSchema);
      const { token } = await c.var.services.users.register(input);
      return c.json({ success: true, token, message: "Account created." });
    })
    .post("/login", async (c) => {
      const input = await jsonBody(c, LoginSchema);
      const { token } = await c.var.services.users.login(input);
      return c.json({ success: true, token, message: "Logged in." });
    })
    .post("/logout", async (c) => {
      const token = tokenOf(c);
      if (token) await c.var.services.sessions.revoke(token);
      return c.json({ success: true, message: "Logged out successfully!" });
    })
    .get("/profile", requireUser, async (c) => {
      const user = await c.var.services.users.profile(c.var.user.id);
      if (!user) return c.json({ success: false, message: "No user data found." }, 404);
      return c.json({ success: true, user });
    });
}
