import type { DeliveryZone } from "./india/delivery";
import { GST_STATE_CODES } from "./india/gst";

/**
 * What the merchant changes in the console's Settings while the shop runs (decision 219): the
 * seller as invoices and product pages name it, how shoppers reach the shop, and the shop's
 * promises. Money in rupees, as on the console's wire. A setting never changed in the console
 * keeps the environment's value.
 */
export interface ShopSettings {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  pin: string;
  carePhone: string;
  careEmail: string;
  whatsappNumber: string;
  deliveryFee: number;
  freeDeliveryFrom: number;
  codFee: number;
  codMaxOrder: number;
  codZones: DeliveryZone[];
  returnWindowDays: number;
}

export type SettingField = keyof ShopSettings;

/** Every setting, in the order the console's form shows them, with its label there and in the audit log. */
export const SETTING_LABELS: Record<SettingField, string> = {
  legalName: "Legal name",
  address: "Address",
  gstin: "GSTIN",
  state: "State",
  pin: "PIN code",
  carePhone: "Care phone",
  careEmail: "Care email",
  whatsappNumber: "WhatsApp number",
  deliveryFee: "Delivery fee (₹)",
  freeDeliveryFrom: "Free delivery from (₹)",
  codFee: "COD fee (₹)",
  codMaxOrder: "COD up to (₹)",
  codZones: "COD zones",
  returnWindowDays: "Return window (days)",
};

export const SETTING_FIELDS = Object.keys(SETTING_LABELS) as SettingField[];

/** The environment variable each setting overrides, as the README's configuration table lists it. */
export const SETTING_ENV: Record<SettingField, string> = {
  legalName: "STORE_LEGAL_NAME",
  address: "STORE_ADDRESS",
  gstin: "STORE_GSTIN",
  state: "STORE_STATE",
  pin: "STORE_PIN",
  carePhone: "STORE_CARE_PHONE",
  careEmail: "STORE_CARE_EMAIL",
  whatsappNumber: "WHATSAPP_NUMBER",
  deliveryFee: "DELIVERY_FEE",
  freeDeliveryFrom: "FREE_DELIVERY_FROM",
  codFee: "COD_FEE",
  codMaxOrder: "COD_MAX_ORDER",
  codZones: "COD_ZONES",
  returnWindowDays: "RETURN_WINDOW_DAYS",
};

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i] ?? "0") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** Why a GSTIN cannot be the seller's in `state`, in the merchant's words; null when it can. */
export function gstinProblem(gstin: string, state: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return "GSTIN must be 15 characters: the state's 2 digits, the PAN, then 3 more, like 27AABCD1234E1Z8.";
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check)
    return `GSTIN ${gstin} does not add up: its last character would be ${check}. Check it against the registration certificate.`;
  const code = GST_STATE_CODES[state];
  if (code && gstin.slice(0, 2) !== code) return `GSTIN ${gstin} is registered outside ${state}: a GSTIN of ${state} starts with ${code}.`;
  return null;
}

/** The settings that differ between two readings, in the form's order. */
export function changedFields(before: ShopSettings, after: ShopSettings): SettingField[] {
  return SETTING_FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}
