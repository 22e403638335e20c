import { z } from "zod";
import { VISIT_PAGES, visitPageProblem } from "../domain/visits";
import { endpoints, ok } from "./endpoint";

export const analyticsApi = endpoints({
  "POST /api/analytics/visit": {
    summary: "Counts a page view: one of the named pages or a product's name.",
    body: z.object({
      page: z
        .unknown()
        .superRefine((page, ctx) => {
          const problem = visitPageProblem(page);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .transform((page) => String(page).trim())
        .describe(`${VISIT_PAGES.join(", ")} or a product's name`),
    }),
    response: ok({ counted: z.boolean().describe("false when this address sent too many visits (answered 202)") }),
    errors: [400],
  },
});
