import { randomBytes } from "node:crypto";
import type { orderLinks } from "../../db/schema";
import { hashToken } from "../auth/sessions.service";

/** What a link mailed about an order does, and nothing else. */
export type OrderLinkPurpose = "cod-confirm" | "cod-cancel" | "delivery-answer";
/** A cash-on-delivery order's two links' tokens, by purpose. */
export type CodLinkTokens = Record<"cod-confirm" | "cod-cancel", string>;

/** The shop's pages a link opens; the page hands the token to the API from the browser. */
export const LINK_PAGES: Record<OrderLinkPurpose, string> = {
  "cod-confirm": "/order-confirm",
  "cod-cancel": "/order-cancel",
  "delivery-answer": "/delivery-answer",
};

export type OrderLinkRow = typeof orderLinks.$inferInsert;

/**
 * A cash-on-delivery order's two links, Confirm and Cancel: random tokens (32 bytes) that only
 * the mail carries; the database keeps their SHA-256, so neither a copy of it nor a guess opens
 * one. Each works for its own purpose, until the confirmation is due.
 */
export function codLinks(orderId: string, email: string, expiresAt: Date): { rows: OrderLinkRow[]; tokens: CodLinkTokens } {
  const tokens = { "cod-confirm": randomBytes(32).toString("base64url"), "cod-cancel": randomBytes(32).toString("base64url") };
  const rows = (Object.keys(tokens) as (keyof typeof tokens)[]).map((purpose) => ({
    tokenHash: hashToken(tokens[purpose]),
    orderId,
    purpose,
    email,
    expiresAt,
  }));
  return { rows, tokens };
}

/** The absolute link for a token. */
export const linkUrl = (publicUrl: string, purpose: OrderLinkPurpose, token: string) => `${publicUrl}${LINK_PAGES[purpose]}?token=${token}`;
