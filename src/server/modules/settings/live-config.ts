import type { ShopSettings } from "../../../domain/shop-settings";
import { paiseToRupees, rupeesToPaise } from "../../../domain/money";
import type { Config } from "../../config";

/** The parts of the configuration the console's Settings change. */
export type SettingsConfig = Pick<Config, "store" | "policy" | "whatsappNumber">;

/** The settings in force, read from the configuration. */
export function settingsOf(config: SettingsConfig): ShopSettings {
  const { store, policy } = config;
  return {
    legalName: store.legalName,
    address: store.address,
    gstin: store.gstin,
    state: store.state,
    pin: store.pin,
    carePhone: store.carePhone,
    careEmail: store.careEmail,
    whatsappNumber: config.whatsappNumber,
    deliveryFee: paiseToRupees(policy.delivery.feePaise),
    freeDeliveryFrom: paiseToRupees(policy.delivery.freeFromPaise),
    codFee: paiseToRupees(policy.cod.feePaise),
    codMaxOrder: paiseToRupees(policy.cod.maxOrderPaise),
    codZones: [...policy.cod.zones],
    returnWindowDays: policy.returnWindowDays,
  };
}

/**
 * The one place the settings reach the running store (decision 219): the configuration's own
 * objects (`config.store`, `config.policy` and its `delivery` and `cod`) are written in place, so
 * every reader that was handed them at start (pricing, checkout, delivery, invoices, the page
 * settings) reads the new values on its next call. Nothing else writes them after start.
 */
export function applySettings(config: SettingsConfig, s: ShopSettings): void {
  Object.assign(config.store, {
    legalName: s.legalName,
    address: s.address,
    gstin: s.gstin,
    state: s.state,
    pin: s.pin,
    carePhone: s.carePhone,
    careEmail: s.careEmail,
  });
  config.whatsappNumber = s.whatsappNumber;
  Object.assign(config.policy.delivery, { feePaise: rupeesToPaise(s.deliveryFee), freeFromPaise: rupeesToPaise(s.freeDeliveryFrom) });
  Object.assign(config.policy.cod, { feePaise: rupeesToPaise(s.codFee), maxOrderPaise: rupeesToPaise(s.codMaxOrder), zones: [...s.codZones] });
  config.policy.returnWindowDays = s.returnWindowDays;
}
