import type { MailStatus } from "../../../domain/console-messages";
import type { OrderStatus } from "../../../domain/order-states";
import type { orders } from "../../db/schema";
import type { Logger } from "../../http/logger";

type OrderRow = typeof orders.$inferSelect;

/**
 * What the shop tells a shopper about an order, as data: the order code says what happened, and
 * each channel (mail today; WhatsApp can join) words it its own way. A new channel is one more
 * NotificationChannel given to createNotifier; no order code changes.
 */
export type OrderNotice =
  /** The order is confirmed for the shop: a cash-on-delivery order placed (asking the shopper to confirm it), or an online order paid. */
  | {
      kind: "confirmation";
      order: OrderRow;
      lines: NoticeLine[];
      /** "Thu, 27 Nov": when the parcel is expected, from the delivery zone's days. */
      deliveryBy: string | null;
      /** A cash-on-delivery order waiting for the shopper's answer. */
      ask?: ConfirmationAsk;
      /** The GST invoice, drawn only by a channel that sends it. */
      invoice?: () => Promise<NoticeFile>;
    }
  /** The console moved the order one step on. */
  | {
      kind: "step";
      order: OrderRow;
      step: OrderStatus;
      /** A failed delivery's link for the shopper's answer (a new day, a correction, or cancel), and until when it works. */
      answer?: { url: string; until: Date };
    }
  /** The order was canceled, by whom; what becomes of the money follows from the order. */
  | { kind: "canceled"; order: OrderRow; by: "shopper" | "console" | "system-sweep"; lines: NoticeLine[]; confirmHours?: number }
  | { kind: "cod-paid"; order: OrderRow }
  | { kind: "refunded"; order: OrderRow }
  /** A return or exchange of the order reached a step. */
  | { kind: "return"; order: OrderRow; request: ReturnNotice };

/** A return or exchange request at the step it reached, with what the shopper needs to know of it. */
export interface ReturnNotice {
  kind: "return" | "exchange";
  status: string;
  /** The merchant's reason (rejected), the check's note (received), the payment's reference (refunded). */
  note: string | null;
  inspection: "accepted" | "refused" | null;
  refundPaise: number;
  refundTo: string | null;
  /** "Bank account ending 4321 (HDFC0001234)" or "UPI name@bank". */
  refundAccount: string | null;
  /** How the merchant paid it back: original (the provider), credit, manual. */
  refundVia: string | null;
  pickupOn: string | null;
  courier: string | null;
  trackingNumber: string | null;
  lines: { name: string; size: string; color: string; quantity: number; exchangeSize: string | null; exchangeColor: string | null }[];
}

export interface NoticeLine {
  name: string;
  size: string;
  color: string;
  quantity: number;
  unitPricePaise: number;
  /** The chosen colour's image, as the order line keeps it. */
  image?: string;
}

/** Links that answer a cash-on-delivery order without a login, and what happens without an answer. */
export interface ConfirmationAsk {
  confirmUrl: string;
  cancelUrl: string;
  dueAt: Date;
  ifUnanswered: "cancel" | "keep";
}

export interface NoticeFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Whom a notice goes to: each channel uses what it needs (the mail an address, WhatsApp a phone number). */
export interface Recipient {
  email?: string;
  phone?: string;
  firstName?: string;
}

/** What became of a notice on a channel; "none" when the channel has no way to reach this shopper. */
export type NoticeStatus = MailStatus | "none";

export interface NotificationChannel {
  name: string;
  deliver(to: Recipient, notice: OrderNotice): Promise<NoticeStatus>;
}

/** Best first: a notice counts as sent when any channel sent it. */
const RANK: NoticeStatus[] = ["sent", "stored", "failed", "none"];

/**
 * The one way order code tells a shopper something: every channel is tried, a failing one is
 * logged and never stops the others or the caller, and the answer is the best of what became of
 * it (the console says whether the shopper was told).
 */
export function createNotifier(channels: NotificationChannel[], logger: Logger) {
  return {
    async notify(to: Recipient, notice: OrderNotice): Promise<NoticeStatus> {
      const results = await Promise.all(
        channels.map((channel) =>
          channel.deliver(to, notice).then(
            (status) => {
              if (status === "failed")
                logger.warn("order notice not delivered", { channel: channel.name, kind: notice.kind, orderId: notice.order.id });
              return status;
            },
            (err: unknown) => {
              logger.warn("order notice failed", { channel: channel.name, kind: notice.kind, orderId: notice.order.id, error: String(err) });
              return "failed" as const;
            },
          ),
        ),
      );
      return RANK.find((status) => results.includes(status)) ?? "none";
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
