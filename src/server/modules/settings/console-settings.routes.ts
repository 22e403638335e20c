import { Hono } from "hono";
import { SettingsInput } from "../../../contracts/admin-settings";
import { SETTING_LABELS } from "../../../domain/shop-settings";
import { requireOwner } from "../../http/console-gate";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";

/** The owner's Settings: read them, change them; the storefront shows a change at once. */
export function settingsRoutes() {
  return new Hono<AppEnv>()
    .use(requireOwner)
    .get("/", async (c) => {
      const { settings } = c.var.services;
      return c.json({ success: true, settings: settings.current(), changedInConsole: await settings.changedInConsole() });
    })
    .put("/", async (c) => {
      const input = await jsonBody(c, SettingsInput);
      const { settings } = c.var.services;
      const { settings: now, changed } = await settings.change(actorOf(c.var.admin), input);
      if (changed.length > 0) refreshStorefront(c.var.services);
      const message = changed.length === 0 ? "Nothing changed." : `Saved: ${changed.map((f) => SETTING_LABELS[f]).join(", ")}.`;
      return c.json({ success: true, message, settings: now, changedInConsole: await settings.changedInConsole() });
    });
}
