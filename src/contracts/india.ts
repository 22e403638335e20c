import * as z from "zod";
import { endpoints, ok } from "./endpoint";

/** India-first checkout's calls: what a PIN code gets, the order's GST invoice, and the Grievance Officer. */

export const GrievanceBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(80, "Name is too long."),
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").pipe(z.email("Please enter a valid email.")),
  orderId: z.string().trim().max(64, "Order number is too long.").optional().default(""),
  message: z
    .string({ error: "Please describe your complaint." })
    .trim()
    .min(10, "Please describe your complaint in a few words (10 characters or more).")
    .max(4000, "Please keep the complaint under 4,000 characters."),
});
export type GrievanceBody = z.input<typeof GrievanceBody>;

export const DELIVERY_VALUE_INVALID = "value must be an order value in rupees, like 1499 or 1499.50.";

export const DeliveryAnswer = ok({
  pin: z.string(),
  city: z.string(),
  state: z.string(),
  zone: z.string(),
  zoneLabel: z.string(),
  deliveryDate: z.string().describe("YYYY-MM-DD, in India time"),
  deliveryBy: z.string().describe('e.g. "Delivery by Thu, 27 Nov"'),
  cod: z.object({
    available: z.boolean(),
    message: z.string().nullable().describe("why cash on delivery is not offered there"),
    fee: z.number().describe("rupees"),
    maxOrder: z.number().describe("rupees"),
  }),
  noPayment: z
    .string()
    .nullable()
    .describe(
      "why an order (of the value asked, if any) to this PIN cannot be paid on this store: cash on delivery refused and no online payment set up",
    ),
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswer>;

export const indiaApi = endpoints({
  "GET /api/delivery/{pin}": {
    summary: "The city and state of an Indian PIN code, the delivery date from the store's dispatch, and whether cash on delivery is offered there.",
    params: z.object({ pin: z.string().describe("six digits, not starting with 0") }),
    query: z.object({ value: z.string().optional().describe("the order's value in rupees, before any COD fee: COD's cap is judged on it too") }),
    response: DeliveryAnswer,
    errors: [400, 404],
  },
  "GET /api/order/{orderId}/invoice": {
    summary:
      "The order's GST invoice as a PDF, to the order's shopper only (another shopper's order answers 404); there once the order is confirmed.",
    auth: "user",
    params: z.object({ orderId: z.string() }),
    produces: "application/pdf",
    response: z.string().describe("PDF, sent as an attachment named after the invoice number"),
    errors: [401, 404],
  },
  "GET /api/order/{orderId}/credit-notes/{noteId}": {
    summary:
      "A GST credit note of the order as a PDF (the original invoice named, the same tax split line by line), to the order's shopper only; another shopper's order answers 404.",
    auth: "user",
    params: z.object({ orderId: z.string(), noteId: z.string() }),
    produces: "application/pdf",
    response: z.string().describe("PDF, sent as an attachment named after the credit note's number"),
    errors: [401, 404],
  },
  "POST /api/grievance": {
    summary:
      "A complaint to the Grievance Officer (Consumer Protection (E-Commerce) Rules 2020): stored, acknowledged by mail, answered with its ticket number.",
    body: GrievanceBody,
    response: ok({ ticket: z.string().describe('e.g. "GRV-2026-000042"'), message: z.string() }),
    errors: [400, 429],
  },
});
