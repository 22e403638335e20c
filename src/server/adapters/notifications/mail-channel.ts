import type { Mailer } from "../mail/mailer";
import type { NotificationChannel } from "./notifier";
import { orderMail } from "./order-mails";

/** Order notices by mail: written in the outbox first, then sent (see mailer.ts); no address, no mail. */
export function mailChannel(deps: { mailer: Mailer; publicUrl: string }): NotificationChannel {
  return {
    name: "mail",
    async deliver(to, notice) {
      if (!to.email) return "none";
      const sent = await deps.mailer.send({ to: to.email, ...orderMail(notice, deps.publicUrl, to.firstName) });
      return sent.status;
    },
  };
}
