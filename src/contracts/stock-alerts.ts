import * as z from "zod";
import { STOCK_ALERT_MESSAGES } from "../domain/messages";
import { endpoints, ok } from "./endpoint";

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} is too long.`);

export const StockAlertBody = z.object({
  productId: text("productId", 64),
  size: text("size", 32),
  color: text("color", 32),
  /** A guest's address; a logged-in shopper's alert goes to the account's. */
  email: z
    .string({ error: STOCK_ALERT_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, STOCK_ALERT_MESSAGES.emailInvalid)
    .pipe(z.email(STOCK_ALERT_MESSAGES.emailInvalid))
    .optional(),
});
export type StockAlertBody = z.input<typeof StockAlertBody>;

export const StockAlertLinkBody = z.object({ token: z.string({ error: "Token is required." }).trim().min(1, "Token is required.").max(200) });
export type StockAlertLinkBody = z.input<typeof StockAlertLinkBody>;

const Message = ok({ message: z.string() });

/** Notify me: a sold-out size and colour mails its waiting shoppers once when it is back (decision 261). */
export const stockAlertsApi = endpoints({
  "POST /api/stock-alerts": {
    summary:
      "Signs up for one mail when a sold-out size and colour is back. With a token, the account's address (one tap); without, the email given, confirmed by a mailed link. One signup per shopper and variant: repeating it changes nothing. An in-stock variant is 409, an unknown one 404.",
    auth: "optional",
    body: StockAlertBody,
    response: ok({ message: z.string(), confirmBy: z.enum(["none", "mail"]) }),
    errors: [400, 404, 409, 429],
  },
  "POST /api/stock-alerts/confirm": {
    summary: "The link mailed to a guest: confirms the signup. A forged link is 400 and changes nothing.",
    body: StockAlertLinkBody,
    response: Message,
    errors: [400, 429],
  },
  "POST /api/stock-alerts/unsubscribe": {
    summary:
      "The unsubscribe link in a back-in-stock mail (no login): ends the signup. A forged link is 400, a used one 409; neither changes anything.",
    body: StockAlertLinkBody,
    response: Message,
    errors: [400, 409, 429],
  },
  "POST /api/stock-alerts/one-click": {
    summary:
      "The mail's List-Unsubscribe address (RFC 8058): a mail program's one-click POST, the token in the query and the form body `List-Unsubscribe=One-Click`, ends the signup.",
    query: z.object({ token: z.string() }),
    body: "raw",
    response: Message,
    errors: [400, 409, 429],
  },
});
