import * as z from "zod";
import { CONSENT_KINDS, PRIVACY_MESSAGES } from "../domain/privacy";
import { Done, endpoints, ok } from "./endpoint";

/**
 * A shopper's rights over their data (DPDP Act 2023): their consents, a copy of what the store
 * keeps, and the end of their account (decision 252).
 */

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
