import * as z from "zod";
import { DELIVERY_ZONES } from "../domain/india/delivery";
import { INDIAN_STATES } from "../domain/indian-states";
import { GSTIN_PATTERN } from "../domain/shop-settings";
import { endpoints, ok } from "./endpoint";

/** The owner's Settings (decision 219). Money in rupees, as on the shop's wire. */

/** Rupees with at most 2 decimals (as typed, so 0.1 × 100 counts as 10). */
const inPaise = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const money = (label: string, max: number, maxWords: string) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${maxWords}.`)
    .refine(inPaise, `${label} can have at most 2 decimals.`);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

/** Every setting the form sends; a setting left out stays as it is. */
export const SettingsInput = z
  .object({
    legalName: text("Legal name", 200),
    address: text("Address", 300),
    gstin: z
      .string({ error: "GSTIN is required." })
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, "GSTIN must be 15 characters: the state's 2 digits, the PAN, then 3 more, like 27AABCD1234E1Z8."),
    state: z.enum(INDIAN_STATES, { error: "State must be one of India's states or union territories." }),
    pin: z
      .string({ error: "PIN code is required." })
      .trim()
      .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits, not starting with 0."),
    carePhone: z
      .string({ error: "Care phone is required." })
      .trim()
      .regex(/^\+?\d[\d -]{8,18}\d$/, "Care phone must be a phone number, like +91 98765 43210."),
    careEmail: z.string({ error: "Care email is required." }).trim().pipe(z.email("Care email must be an email address, like care@dhaaga.in.")),
    whatsappNumber: z
      .string({ error: "WhatsApp number is required." })
      .trim()
      .regex(/^\d{10,15}$/, "WhatsApp number must be 10 to 15 digits with the country code and nothing else, like 919876543210."),
    deliveryFee: money("Delivery fee", 10_000, "₹10,000"),
    freeDeliveryFrom: money("Free delivery from", 1_000_000, "₹10,00,000"),
    codFee: money("COD fee", 10_000, "₹10,000"),
    codMaxOrder: money("COD limit", 1_000_000, "₹10,00,000"),
    codZones: z
      .array(z.enum(DELIVERY_ZONES, { error: `COD zones must come from: ${DELIVERY_ZONES.join(", ")}.` }), { error: "COD zones must be a list." })
      .transform((zones) => DELIVERY_ZONES.filter((zone) => zones.includes(zone))),
    returnWindowDays: z
      .number({ error: "Return window must be a whole number of days." })
      .int("Return window must be a whole number of days.")
      .min(0, "Return window cannot be negative.")
      .max(90, "Return window is at most 90 days."),
  })
  .partial()
  .strict();
export type SettingsInput = z.input<typeof SettingsInput>;

export const SettingsView = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string(),
  state: z.string(),
  pin: z.string(),
  carePhone: z.string(),
  careEmail: z.string(),
  whatsappNumber: z.string(),
  deliveryFee: z.number(),
  freeDeliveryFrom: z.number(),
  codFee: z.number(),
  codMaxOrder: z.number(),
  codZones: z.array(z.enum(DELIVERY_ZONES)),
  returnWindowDays: z.number(),
});

/** The settings in force, and which of them the console set (the rest are the environment's). */
export const SettingsAnswer = ok({ settings: SettingsView, changedInConsole: z.array(z.string()) });
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

export const adminSettingsApi = endpoints({
  "GET /api/admin/settings": {
    summary: "The shop's settings in force: seller, contact, delivery and COD, returns. Owner only.",
    auth: "console",
    response: SettingsAnswer,
    errors: [401, 403],
  },
  "PUT /api/admin/settings": {
    summary:
      "Changes settings (those left out stay): checked as the environment's were, audit-logged field by field, and applied at once on every process, with the pages that show them drawn afresh. Owner only.",
    auth: "console",
    body: SettingsInput,
    response: SettingsAnswer.extend({ message: z.string() }),
    errors: [400, 401, 403],
  },
});
