import * as z from "zod";
import { QUERY_MAX_CHARS } from "../domain/constants";
import { MESSAGES, PARTNER_TOPICS } from "../domain/messages";
import { Done, endpoints } from "./endpoint";

export const QueryBody = z.object({
  query: z.string({ error: MESSAGES.queryEmpty }).trim().min(1, MESSAGES.queryEmpty).max(QUERY_MAX_CHARS, MESSAGES.queryTooLong),
});
export type QueryBody = z.input<typeof QueryBody>;

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(60, `${label} is too long.`);

/** The partner form's Email route; the terms come first, as the form asks for them before anything is sent. */
export const PartnerBody = z.object({
  acceptTerms: z
    .unknown()
    .refine((v) => v === true, MESSAGES.partnerTerms)
    .meta({ type: "boolean", const: true }),
  firstName: name("First name"),
  lastName: z.string().trim().max(60, "Last name is too long.").default(""),
  email: z.string({ error: "Email is required." }).trim().max(254).pipe(z.email("Please enter a valid email.")),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{10,15}$/, "Phone number must be 10 to 15 digits.")
    .or(z.literal(""))
    .default(""),
  topic: z.enum(PARTNER_TOPICS, { error: `Topic must be one of: ${PARTNER_TOPICS.join(", ")}.` }),
  message: z.string({ error: "Message is required." }).trim().min(1, "Message is required.").max(2000, "Message is too long."),
});
export type PartnerBody = z.input<typeof PartnerBody>;

export const NewsletterBody = z.object({
  email: z.string({ error: MESSAGES.newsletterInvalid }).trim().max(254, MESSAGES.newsletterInvalid).pipe(z.email(MESSAGES.newsletterInvalid)),
});
export type NewsletterBody = z.input<typeof NewsletterBody>;

export const contactApi = endpoints({
  "POST /api/query": {
    summary: "A logged-in shopper's question, mailed to the team with a confirmation back (502 when the mail failed; the question is kept).",
    auth: "user",
    body: QueryBody,
    response: Done,
    errors: [400, 401, 429, 502],
  },
  "POST /api/partner": {
    summary: "The partner, print-on-demand and bulk-order form (502 when the mail failed; the inquiry is kept).",
    body: PartnerBody,
    response: Done,
    errors: [400, 429, 502],
  },
  "POST /api/newsletter/subscribe": {
    summary: "The footer's newsletter box; a repeated address is answered kindly.",
    body: NewsletterBody,
    response: Done,
    errors: [400, 429],
  },
});
