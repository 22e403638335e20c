import * as z from "zod";
import { VISIT_PAGES, visitPageProblem } from "../domain/visits";
import { endpoints, ok } from "./endpoint";

/** The page's name, checked by the same rule as ever (domain/visits.ts), with its own messages. */
export const VisitBody = z.object({
  page: z
    .unknown()
    .superRefine((page, ctx) => {
      const problem = visitPageProblem(page);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((page) => String(page).trim())
    .meta({ type: "string", description: `${VISIT_PAGES.join(", ")} or a product's name` }),
});
export type VisitBody = z.input<typeof VisitBody>;

export const analyticsApi = endpoints({
  "POST /api/analytics/visit": {
    summary: "Counts a page view: one of the named pages or a product's name.",
    body: VisitBody,
    response: ok({ counted: z.boolean().describe("false when this address sent too many visits (answered 202)") }),
    errors: [400],
  },
});
