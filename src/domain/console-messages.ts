/** A console password's shortest and longest length. */
export const CONSOLE_PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** What the merchant console says, named once for the server, the console pages and the tests. */
export const CONSOLE_MESSAGES = {
  signInRequired: "Please sign in to the console.",
  shopperNotAllowed: "A shopper's sign-in does not open the console.",
  ownerOnly: "Only the shop owner can do this.",
  crossOrigin: "This request must come from the console's own pages.",
  invalidLogin: "Invalid email or password.",
  invalidCode: "That code is not right. Please try again.",
  codeUsed: "This code was just used. Please wait for the next code in your authenticator app.",
  recoveryCodeUsed: "This recovery code was already used. Each one works once.",
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  setupLinkInvalid: "This setup link is not valid any more.",
  ownerExists: "The shop already has an owner. Please sign in.",
  inviteInvalid: "This invitation link is not valid any more. Ask the owner for a new one.",
  emailTaken: "A console account with this email already exists.",
  noInvitation: "No invitation to this email is waiting.",
  passwordTooShort: `Password must be at least ${CONSOLE_PASSWORD_LENGTH.min} characters.`,
  passwordTooLong: `Password must be at most ${CONSOLE_PASSWORD_LENGTH.max} characters.`,
  /** The hint under a new password's field. */
  passwordHint: `At least ${CONSOLE_PASSWORD_LENGTH.min} characters.`,
  passwordCommon: "This password is too common. Please choose another.",
  nameRequired: "Name is required.",
  emailInvalid: "Please enter a valid email.",
  signedOut: "Signed out of the console.",
  currentPasswordWrong: "Your current password is not right.",
  passwordSame: "The new password must differ from the current one.",
  passwordChanged: "Your password is changed. Your other console sessions are signed out.",
  otherSessionsEnded: "Your other console sessions are signed out.",
  accountNotFound: "No console account with this id.",
  noAccountWithEmail: "No console account has this email.",
  notYourself: "You cannot do this to your own account.",
  lastOwner: "The last active owner cannot be disabled.",
  imageEmpty: "Please choose an image to upload.",
  imageTooBig: "Images can be at most 10 MB.",
  imageNotImage: "Please upload a JPEG, PNG, WebP or AVIF image.",
  imageAlreadyThere: "This photo is already on the product, so nothing was added.",
  imageTooManyPixels: "This image has too many pixels (at most 40 megapixels).",
  productNotFound: "No product with this id.",
  slugTaken: "Another product already has this slug.",
  skuTaken: "Another product already has this SKU.",
  productArchived: "Orders refer to this product, so it was archived instead of deleted.",
  threadNotFound: "No message with this id.",
  threadAlreadyAnswered: "This message is already marked answered.",
  threadAlreadyOpen: "This message is already open.",
  replySent: "Reply sent.",
  replyNotSent: "The reply is kept in the thread, but the mail could not be sent. Please try again later.",
  ownerLinkLog: "Create the shop owner's account:",
  csvEmpty: "The CSV file has no products.",
  csvTooBig: "The CSV file can be at most 2 MB.",
  csvTooManyLines: (max: number, lines: number) =>
    `The CSV file can hold at most ${max.toLocaleString("en-IN")} products; this one has ${lines.toLocaleString("en-IN")}. Split it into smaller files.`,
  csvMoreLines: (listed: number, more: number) =>
    `The first ${listed} lines that change something are shown; ${more.toLocaleString("en-IN")} more change too, and are applied with them.`,
  csvStoppedAt: (line: number, done: number) =>
    `The import stopped at line ${line}: the ${done} changes before it are made. Check the file again to see what is left.`,
  csvNothingToApply: "Nothing to change: every product in the file is as the shop has it.",
  csvSemicolons: 'This file separates its columns with semicolons. Save it as CSV with commas (in Excel: "CSV UTF-8 (Comma delimited)").',
} as const;

/** Said to the owner who reset a lost authenticator. */
export const authenticatorReset = (email: string) =>
  `The authenticator of ${email} is reset and their sessions are signed out. They set up a new one at their next sign-in.`;

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * What a merchant reads first when an import is refused for several problems: how many lines need
 * fixing, and, when the list stops short, how many problems it leaves out.
 */
export function csvLinesToFix(problems: number, lines: number, listed: number): string {
  const what = `${counted(lines, "line")} ${lines === 1 ? "needs" : "need"} fixing${problems > lines ? ` (${counted(problems, "problem")})` : ""}.`;
  const rest =
    problems > listed ? ` The first ${listed} problems are listed; fix them and check the file again to see the other ${problems - listed}.` : "";
  return `${what} Nothing is imported until every line is right.${rest}`;
}

/** What became of a mail: sent through SMTP, kept only in the outbox (no SMTP_URL), or failed. */
export type MailStatus = "sent" | "stored" | "failed";

/**
 * The one wording of what became of a mail the console sent, for every page that sends one
 * (order steps, inbox replies, staff invitations): a merchant is never told "sent" when the
 * mail only sits in the outbox. `none` is an order with no address to mail.
 */
export function mailNote(status: MailStatus | "none", to: string): string {
  switch (status) {
    case "sent":
      return `${to} was mailed`;
    case "stored":
      return `no mail server is set up (SMTP_URL), so ${to} was not mailed`;
    case "failed":
      return `the mail to ${to} could not be sent`;
    case "none":
      return `there is no email address to mail ${to}`;
  }
}

/** A mail note as a sentence of its own. */
export function mailSentence(status: MailStatus | "none", to: string): string {
  const note = mailNote(status, to);
  return `${note[0].toUpperCase()}${note.slice(1)}.`;
}
