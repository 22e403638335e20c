import { SHARE_PURCHASE_LABEL } from "./messages";

/**
 * A shopper's rights over their data (DPDP Act 2023; decision 252): the consents they give, each
 * with the words they were shown, and what the store says when they use those rights.
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
  undelivered: (n: string) => `Order ${n} is not delivered yet. You can delete your account once it is delivered or canceled.`,
  refundDue: (n: string) => `A refund for order ${n} is still due. You can delete your account once it is paid.`,
  returnOpen: (n: string) => `A return for order ${n} is still open. You can delete your account once it is settled.`,
} as const;
