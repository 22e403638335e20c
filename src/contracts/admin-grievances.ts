import * as z from "zod";
import { Done, endpoints, ok } from "./endpoint";

/** The Grievance Officer's list in the console (decision 252): each complaint with its deadlines. */

export const RESOLUTION_MAX = 5000;

export const GrievanceRow = z.object({
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  orderId: z.string().nullable(),
  message: z.string(),
  filed: z.string().describe("ISO 8601"),
  acknowledgeBy: z.string().describe("ISO 8601"),
  resolveBy: z.string().describe("ISO 8601"),
  acknowledged: z.string().nullable(),
  resolved: z.string().nullable(),
  resolution: z.string().nullable(),
  state: z.enum(["to acknowledge", "to resolve", "resolved"]),
  overdue: z.boolean(),
});
export type GrievanceRow = z.infer<typeof GrievanceRow>;

export const GrievanceList = ok({ grievances: z.array(GrievanceRow), overdue: z.number() });
export type GrievanceList = z.infer<typeof GrievanceList>;

export const TicketParams = z.object({ ticket: z.string() });

export const ResolveBody = z.object({
  resolution: z
    .string({ error: "Say how the complaint was resolved." })
    .trim()
    .min(1, "Say how the complaint was resolved.")
    .max(RESOLUTION_MAX, `The resolution is at most ${RESOLUTION_MAX} characters.`),
});
export type ResolveBody = z.input<typeof ResolveBody>;

export const adminGrievancesApi = endpoints({
  "GET /api/admin/grievances": {
    summary: "Every complaint to the Grievance Officer with its 48-hour and one-month deadlines, overdue ones first.",
    auth: "console",
    response: GrievanceList,
    errors: [401],
  },
  "POST /api/admin/grievances/{ticket}/acknowledge": {
    summary: "Acknowledges a complaint; the complainant is mailed the date it will be resolved by.",
    auth: "console",
    params: TicketParams,
    response: Done,
    errors: [401, 404, 409],
  },
  "POST /api/admin/grievances/{ticket}/resolve": {
    summary: "Resolves a complaint with the words mailed to the complainant (acknowledging it too, if it was not).",
    auth: "console",
    params: TicketParams,
    body: ResolveBody,
    response: Done,
    errors: [400, 401, 404, 409],
  },
});

export const GRIEVANCE_CONSOLE_MESSAGES = {
  acknowledged: "Acknowledged. The complainant is mailed the date it will be resolved by.",
  resolved: "Resolved. The complainant is mailed the resolution.",
  notFound: "No such ticket.",
  alreadyAcknowledged: "This complaint is acknowledged already.",
  alreadyResolved: "This complaint is resolved already.",
} as const;
