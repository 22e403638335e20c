import { eq } from "drizzle-orm";
import type { GoodwillRequest } from "../../../contracts/admin-shoppers";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import type { MailMessage, Mailer } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { addCreditEntry, creditBalanceOf } from "./store-credit";

export const SHOPPER_NOT_FOUND = "No shopper with this id.";

/** The mail telling a shopper the credit is theirs; the merchant's note is the reason. */
function goodwillMail(name: string, amountPaise: number, balancePaise: number, note: string, publicUrl: string): Omit<MailMessage, "to"> {
  const text = (hello: string) =>
    [
      hello,
      "",
      `We have added ${formatINR(amountPaise)} to your store credit: ${note}`,
      "",
      `Your store credit is now ${formatINR(balancePaise)}. It is yours to spend on your next order, and your profile lists every entry: ${publicUrl}/profile`,
      "",
      "Dhaaga",
      "",
    ].join("\n");
  // The name is the shopper's own words: a mail to an address not yet proven leaves it out.
  return { subject: `${formatINR(amountPaise)} store credit from Dhaaga`, text: text(`Hello ${name},`), toUnverified: { text: text("Hello,") } };
}

/**
 * Goodwill credit from the console: one entry of the shopper's ledger and its audit line in one
 * transaction, then the mail.
 */
export async function giveGoodwill(deps: { db: Db; mailer: Mailer; publicUrl: string }, actor: Actor, userId: string, input: GoodwillRequest) {
  const amountPaise = rupeesToPaise(input.amount);
  const { shopper, before, after } = await deps.db.transaction(async (tx) => {
    const [shopper] = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    if (!shopper) throw new AppError("not_found", SHOPPER_NOT_FOUND, "id");
    const before = await creditBalanceOf(tx, userId);
    const after = await addCreditEntry(tx, { userId, amountPaise, kind: "goodwill", note: input.note, actorEmail: actor.email });
    await recordAudit(tx, actor, {
      action: "credit.goodwill",
      targetType: "user",
      targetId: userId,
      before: { balance: formatINR(before) },
      after: { balance: formatINR(after), given: formatINR(amountPaise), note: input.note },
    });
    return { shopper, before, after };
  });
  const mail = await deps.mailer.send({ to: shopper.email, ...goodwillMail(shopper.name, amountPaise, after, input.note, deps.publicUrl) });
  return { amountPaise, before, after, mail: mail.status };
}
