import { Hono } from "hono";
import { VISIT_LIMIT_PER_MINUTE } from "./visits.service";
import { VISIT_PAGES, visitPageProblem } from "../../../domain/visits";
import { AppError, badRequest } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { readJson } from "../../http/validate";

export function analyticsRoutes() {
  return new Hono<AppEnv>().post("/visit", async (c) => {
    const visits = c.var.services.visits;
    // Before reading the body: an address over its limit costs nothing more.
    if (!visits.allow(c.var.clientIp)) {
      throw new AppError("rate_limited", `Too many visits reported. At most ${VISIT_LIMIT_PER_MINUTE} a minute are counted.`);
    }
    const body = await readJson(c);
    const problem = visitPageProblem(body.page);
    if (problem) throw badRequest(problem, "page");
    const page = (body.page as string).trim();
    if (!(await visits.isKnownPage(page))) {
      throw badRequest(`page must be ${VISIT_PAGES.map((p) => `'${p}'`).join(", ")} or a product's name.`, "page");
    }
    visits.record(page);
    return c.json({ success: true });
  });
}
