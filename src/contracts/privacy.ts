import * as z from "zod";
import { SHARE_PURCHASE_LABEL } from "../domain/messages";
import { Done, endpoints, ok } from "./endpoint";

/**
 * A shopper's rights over their data (DPDP Act 2023): their consents, a copy of what the store
 * keeps, and the end of their account (decision 252).
 */

/** The consents a shopper gives or withdraws, each with the words they were shown. */
export const CONSENT_WORDING = {
  marketing: "Mail me about new drops and offers. I can stop them at any time.",
  recent_purchases: SHARE_PURCHASE_LABEL,
} as const;
export type ConsentKind = keyof typeof CONSENT_WORDING;
export const CONSENT_KINDS = Object.keys(CONSENT_WORDING) as [ConsentKind, ...ConsentKind[]];

export const PRIVACY_MESSAGES = {
  marketingOn: "You will get mail about new drops and offers.",
  marketingOff: "You will get no more mail about drops and offers.",
  deleted: "Your account is deleted. A mail confirms it.",
  codeSent: "We have mailed you a code to confirm.",
  passwordWrong: "That password is not this account's.",
  passwordNeeded: "Enter your password to delete your account.",
  codeWrong: "That code is wrong or has expired. Ask for a new one.",
  codeNeeded: "Ask for a code by mail and enter it to delete your account.",
  noPassword: "This account signs in with Google: ask for a code by mail instead.",
  undelivered: (n: string) => `Order ${n} is not delivered yet. You can delete your account once it is delivered or canceled.`,
  refundDue: (n: string) => `A refund for order ${n} is still due. You can delete your account once it is paid.`,
  returnOpen: (n: string) => `A return for order ${n} is still open. You can delete your account once it is settled.`,
} as const;

export const ConsentBody = z.object({
  kind: z.literal("marketing", { error: 'kind must be "marketing".' }),
  granted: z.boolean({ error: "granted must be true or false." }),
});
export type ConsentBody = z.input<typeof ConsentBody>;

export const DeleteAccountBody = z.object({
  password: z.string().max(128, PRIVACY_MESSAGES.passwordWrong).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PRIVACY_MESSAGES.codeWrong)
    .optional(),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

export const ConsentView = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  wording: z.string(),
  source: z.string(),
  at: z.string().describe("ISO 8601"),
});
export type ConsentView = z.infer<typeof ConsentView>;

export const ConsentsAnswer = ok({
  /** The shopper's answer today: the latest of each kind; none given is not given. */
  marketing: z.boolean(),
  history: z.array(ConsentView),
});
export type ConsentsAnswer = z.infer<typeof ConsentsAnswer>;

export const privacyApi = endpoints({
  "GET /api/user/data": {
    summary:
      "A JSON file of everything the store keeps on the shopper: profile, addresses, saved cards (brand and last 4), orders, reviews, consents, store credit and queries.",
    auth: "user",
    response: z.record(z.string(), z.unknown()),
    errors: [401, 429],
  },
  "GET /api/user/consents": {
    summary: "The shopper's consents today and every one given or withdrawn, with its time and wording.",
    auth: "user",
    response: ConsentsAnswer,
    errors: [401],
  },
  "POST /api/user/consents": {
    summary: "Gives or withdraws the marketing consent; each change is kept with its time and wording.",
    auth: "user",
    body: ConsentBody,
    response: Done,
    errors: [400, 401],
  },
  "POST /api/user/delete/code": {
    summary: "Mails a 6-digit code that confirms deleting an account that signs in with Google only.",
    auth: "user",
    response: Done,
    errors: [401, 409, 429],
  },
  "POST /api/user/delete": {
    summary:
      "Deletes the shopper's account with their password (or the mailed code): name, phone, addresses, cards and reviews' names are erased and every session ends; orders and invoices stay, without the buyer's details. Refused with 409 while an order is undelivered, a refund is due or a return is open.",
    auth: "user",
    body: DeleteAccountBody,
    response: Done,
    errors: [400, 401, 409, 429],
  },
});
