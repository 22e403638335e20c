import * as z from "zod";
import { RETURN_STATUSES } from "../domain/return-states";
import { RETURN_REASONS } from "../domain/returns";
import { endpoints, ok } from "./endpoint";
import { ReturnView } from "./returns";

/** The console's returns: the queue, one request, and its moves along the return-states table. Amounts in rupees. */

const empty = z.literal("").transform(() => undefined);

export const ReturnQueueQuery = z.object({
  status: z.enum(RETURN_STATUSES, { error: "status is not one of the return statuses." }).optional().or(empty),
  reason: z.enum(RETURN_REASONS, { error: "reason is not one of the return reasons." }).optional().or(empty),
});
export type ReturnQueueQuery = z.infer<typeof ReturnQueueQuery>;

export const ReturnIdParam = z.object({ id: z.uuid("No return request with this id.") });

export const ConsoleReturn = ReturnView.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  email: z.string(),
  paymentMethod: z.string(),
  /** The moves the console may make now: its buttons. */
  moves: z.array(z.string()),
  /** The order can be refunded through its provider's refund API here. */
  refundVia: z.enum(["razorpay", "stripe"]).nullable(),
});
export type ConsoleReturn = z.infer<typeof ConsoleReturn>;

export const RejectReturnRequest = z.object({
  reason: z.string({ error: "Say why the request is rejected." }).trim().min(1, "Say why the request is rejected.").max(300),
});
export const NoteRequest = z.object({ note: z.string().trim().max(300, "Note is at most 300 characters.").optional().default("") });
export const PickupRequest = z.object({
  date: z.iso.date("Give the pickup date as YYYY-MM-DD."),
});
export const ReceiveRequest = z
  .object({
    result: z.enum(["accepted", "refused"], { error: "result must be accepted or refused." }),
    note: z.string().trim().max(300, "Note is at most 300 characters.").optional().default(""),
  })
  .refine((v) => v.result === "accepted" || v.note.length > 0, { message: "Say why the item is refused.", path: ["note"] });
export const ReturnRefundRequest = z
  .object({
    via: z.enum(["original", "credit", "manual"], { error: "via must be original, credit or manual." }),
    reference: z.string().trim().max(120, "Reference is at most 120 characters.").optional().default(""),
  })
  .refine((v) => v.via !== "manual" || v.reference.length > 0, {
    message: "Say how it was paid back (e.g. a UPI or bank reference).",
    path: ["reference"],
  });
export type ReturnRefundRequest = z.infer<typeof ReturnRefundRequest>;
export const ShipExchangeRequest = z.object({
  courier: z.string({ error: "Courier is required." }).trim().min(1, "Courier is required.").max(60),
  trackingNumber: z.string({ error: "Tracking number is required." }).trim().min(1, "Tracking number is required.").max(60),
});

const Moved = ok({ message: z.string(), request: ConsoleReturn });
const move = (summary: string, body: z.ZodType) => ({
  summary,
  auth: "console" as const,
  params: ReturnIdParam,
  body,
  response: Moved,
  errors: [400, 401, 403, 404, 409],
});

export const adminReturnsApi = endpoints({
  "GET /api/admin/returns": {
    summary: "The returns queue: open requests first (oldest first), then the closed ones; filtered by status and reason, with the photos.",
    auth: "console",
    query: ReturnQueueQuery,
    response: ok({ requests: z.array(ConsoleReturn), open: z.number().int() }),
    errors: [400, 401],
  },
  "GET /api/admin/returns/{id}": {
    summary: "One return or exchange request.",
    auth: "console",
    params: ReturnIdParam,
    response: ok({ request: ConsoleReturn }),
    errors: [400, 401, 404],
  },
  "POST /api/admin/returns/{id}/approve": move("Approves a request; the shopper is mailed.", NoteRequest),
  "POST /api/admin/returns/{id}/reject": move(
    "Rejects a request with a reason mailed to the shopper; an exchange's reserved size goes back on sale.",
    RejectReturnRequest,
  ),
  "POST /api/admin/returns/{id}/pickup": move("Schedules (or moves) the pickup for a day; the shopper is mailed the day.", PickupRequest),
  "POST /api/admin/returns/{id}/picked-up": move("The courier has the item.", NoteRequest),
  "POST /api/admin/returns/{id}/receive": move(
    "The item arrived and was checked: accepted (its units go back on sale) or refused with a note (the request ends; an exchange's reserved size goes back on sale).",
    ReceiveRequest,
  ),
  "POST /api/admin/returns/{id}/refund": move(
    "Pays a received return back: to the original payment through Razorpay or Stripe, to store credit, or recorded as paid to the shopper's bank or UPI with a reference.",
    ReturnRefundRequest,
  ),
  "POST /api/admin/returns/{id}/ship-exchange": move("Sends the exchange with its own courier and tracking number.", ShipExchangeRequest),
  "POST /api/admin/returns/{id}/exchange-delivered": move("The exchange reached the shopper.", NoteRequest),
});
