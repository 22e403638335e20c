import * as z from "zod";
import { DELIVERY_ACTIONS } from "../domain/delivery-failures";
import { endpoints, ok } from "./endpoint";

/** Failed deliveries (decision 235): the console's queue and answers, and the shopper's mailed link. */

const dayRule = "date must be a day, like 2026-12-09.";
const phoneRule = "phone must be a 10-digit Indian mobile number.";
const lineRule = "line must be at most 200 characters.";
const landmarkRule = "landmark must be at most 120 characters.";

/** What a reattempt may carry: the day, and a corrected phone, address line or landmark. */
const Correction = {
  date: z.string({ error: dayRule }).regex(/^\d{4}-\d{2}-\d{2}$/, dayRule),
  phone: z
    .string({ error: phoneRule })
    .trim()
    .transform((v) => v.replace(/^(\+91|0)/, "").replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^([6-9]\d{9})?$/, phoneRule))
    .optional(),
  line: z.string({ error: lineRule }).trim().max(200, lineRule).optional(),
  landmark: z.string({ error: landmarkRule }).trim().max(120, landmarkRule).optional(),
};

export const ReattemptRequest = z.object(Correction);
export type ReattemptRequest = z.infer<typeof ReattemptRequest>;

const tokenRule = "Token is required.";
const token = z.string({ error: tokenRule }).trim().min(1, tokenRule).max(200);
export const DeliveryLinkBody = z.object({ token });

const choiceRule = "choice must be reattempt or cancel.";
export const DeliveryAnswerBody = z.discriminatedUnion(
  "choice",
  [z.object({ token, choice: z.literal("reattempt"), ...Correction }), z.object({ token, choice: z.literal("cancel") })],
  { error: choiceRule },
);
export type DeliveryAnswerBody = z.infer<typeof DeliveryAnswerBody>;

export const DeliveryFailureView = z.object({
  id: z.string(),
  orderId: z.string(),
  number: z.string(),
  customer: z.string(),
  phone: z.string(),
  city: z.string(),
  pin: z.string(),
  paymentMethod: z.string(),
  awb: z.string(),
  courier: z.string().nullable(),
  reason: z.string(),
  attempts: z.number(),
  failedAt: z.string(),
  action: z.enum(DELIVERY_ACTIONS).nullable(),
  actionBy: z.string().nullable(),
  reattemptOn: z.string().nullable(),
  /** Unanswered for more than 24 hours. */
  overdue: z.boolean(),
});
export type DeliveryFailureView = z.infer<typeof DeliveryFailureView>;

export const DeliveryFailureList = z.object({
  success: z.literal(true),
  failures: z.array(DeliveryFailureView),
  /** The days a reattempt may be asked for now. */
  days: z.array(z.string()),
});
export type DeliveryFailureList = z.infer<typeof DeliveryFailureList>;

/** What the shopper's link page shows. */
export const DeliveryAnswerView = z.object({
  success: z.literal(true),
  number: z.string(),
  reason: z.string(),
  days: z.array(z.string()),
  phone: z.string(),
  line: z.string(),
});
export type DeliveryAnswerView = z.infer<typeof DeliveryAnswerView>;

const FailureId = z.object({ id: z.uuid("id is no failed delivery's.") });
export const DeliveryFailureId = FailureId;

export const adminDeliveryFailuresApi = endpoints({
  "GET /api/admin/delivery-failures": {
    summary:
      "Parcels the courier could not deliver: unanswered first (oldest first, overdue after 24 hours), then the answered, with the courier's reason and attempts.",
    auth: "console",
    response: DeliveryFailureList,
    errors: [401, 403],
  },
  "POST /api/admin/delivery-failures/{id}/reattempt": {
    summary:
      "Asks the courier to try again on a day of the next three, with a corrected phone, address line or landmark if given (Shiprocket's NDR re-attempt).",
    auth: "console",
    params: FailureId,
    body: ReattemptRequest,
    response: ok({ failure: DeliveryFailureView, message: z.string() }),
    errors: [400, 401, 403, 404, 409, 502],
  },
  "POST /api/admin/delivery-failures/{id}/return": {
    summary: "Asks the courier to bring the parcel back (Shiprocket's NDR return).",
    auth: "console",
    params: FailureId,
    response: ok({ failure: DeliveryFailureView, message: z.string() }),
    errors: [400, 401, 403, 404, 409, 502],
  },
});

export const deliveryAnswerApi = endpoints({
  "POST /api/order/delivery-answer/open": {
    summary: "The shopper's mailed link (no login): the failed delivery it answers and the days offered; 400 forged, 409 answered, 410 expired.",
    body: DeliveryLinkBody,
    response: DeliveryAnswerView,
    errors: [400, 409, 410, 429],
  },
  "POST /api/order/delivery-answer": {
    summary:
      "The shopper's answer by the mailed link: a new day (and a corrected phone, line or landmark) or cancel; sent to the courier as its NDR action. Once only.",
    body: DeliveryAnswerBody,
    response: ok({ message: z.string() }),
    errors: [400, 409, 410, 429, 502],
  },
});
