import { inArray } from "drizzle-orm";
import type * as z from "zod";
import type { SettingsInput } from "../../../contracts/admin-settings";
import { type PinPlace, pinMatchesState } from "../../../domain/india/pincodes";
import { changedFields, gstinProblem, SETTING_FIELDS, type SettingField, type ShopSettings } from "../../../domain/shop-settings";
import type { Db } from "../../db/client";
import { shopSettings } from "../../db/schema";
import { badRequest } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { type Actor, recordAudit } from "../audit/audit.service";
import { applySettings, type SettingsConfig, settingsOf } from "./live-config";

/** The database channel on which migration 0023's trigger announces a committed change of settings. */
export const SETTINGS_CHANNEL = "shop_settings_changed";

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The console's Settings (decision 219). The environment's values, as read at start, are the
 * defaults; a stored row overrides its setting; `load` applies the stored ones to the running
 * configuration (at start, and whenever any process announces a change).
 */
export function createShopSettings(deps: {
  db: Db;
  config: SettingsConfig;
  logger: Logger;
  /** The delivery module's PIN directory. */
  placeOf(pin: string): PinPlace | null;
}) {
  const { db, config } = deps;
  const defaults = settingsOf(config);

  /** The stored rows as settings; a row this version cannot read is left to the environment's value, and logged. */
  async function stored(): Promise<Partial<ShopSettings>> {
    const rows = await db.select().from(shopSettings);
    const known: Partial<Record<SettingField, unknown>> = {};
    for (const row of rows) {
      const field = row.key as SettingField;
      const value = jsonOf(row.value);
      if (!SETTING_FIELDS.includes(field) || typeof value !== typeof defaults[field] || Array.isArray(value) !== Array.isArray(defaults[field])) {
        deps.logger.warn("a stored setting is not read", { key: row.key });
        continue;
      }
      known[field] = value;
    }
    return known as Partial<ShopSettings>;
  }

  /**
   * Why the settings cannot be the shop's, on the field to fix. What changes is checked; a value
   * put back to the environment's is taken as the environment's was at start.
   */
  function refuseWrong(before: ShopSettings, after: ShopSettings) {
    const changed = new Set(changedFields(before, after).filter((f) => JSON.stringify(after[f]) !== JSON.stringify(defaults[f])));
    if (changed.has("pin") || changed.has("state")) {
      const place = deps.placeOf(after.pin);
      if (!place) throw badRequest(`PIN code ${after.pin} is not in India Post's directory.`, "pin");
      if (!pinMatchesState(place, after.state)) {
        throw badRequest(
          `PIN code ${after.pin} is in ${place.state}, not ${after.state}: the state must be the PIN code's.`,
          changed.has("state") ? "state" : "pin",
        );
      }
    }
    if (changed.has("gstin") || changed.has("state")) {
      const problem = gstinProblem(after.gstin, after.state);
      if (problem) throw badRequest(problem, "gstin");
    }
  }

  return {
    /** The settings in force. */
    current: (): ShopSettings => settingsOf(config),

    /** The settings the console set (the others are the environment's). */
    async changedInConsole(): Promise<SettingField[]> {
      return Object.keys(await stored()) as SettingField[];
    },

    /** Reads the stored settings and applies them over the environment's. */
    async load(): Promise<void> {
      applySettings(config, { ...defaults, ...(await stored()) });
    },

    /**
     * Changes the settings sent (the rest stay), checked, stored and audit-logged with each
     * field's before and after in one transaction, then applied on this process. A setting put
     * back to the environment's value loses its row, so the environment is its default again.
     */
    async change(actor: Actor, input: z.output<typeof SettingsInput>): Promise<{ settings: ShopSettings; changed: SettingField[] }> {
      const before = settingsOf(config);
      const after: ShopSettings = { ...before, ...input };
      refuseWrong(before, after);
      const changed = changedFields(before, after);
      if (changed.length === 0) return { settings: before, changed };
      await db.transaction(async (tx) => {
        const toDefault = changed.filter((f) => JSON.stringify(after[f]) === JSON.stringify(defaults[f]));
        const toStore = changed.filter((f) => !toDefault.includes(f));
        if (toDefault.length > 0) await tx.delete(shopSettings).where(inArray(shopSettings.key, toDefault));
        for (const key of toStore) {
          const value = JSON.stringify(after[key]);
          await tx
            .insert(shopSettings)
            .values({ key, value })
            .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
        }
        await recordAudit(tx, actor, {
          action: "settings.change",
          targetType: "settings",
          before: Object.fromEntries(changed.map((f) => [f, before[f]])),
          after: Object.fromEntries(changed.map((f) => [f, after[f]])),
        });
      });
      applySettings(config, after);
      return { settings: settingsOf(config), changed };
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettings>;
