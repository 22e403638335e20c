import { clientAddressKey } from "../../http/address-block";
import { Hono } from "hono";
import { VISIT_LIMIT_PER_MINUTE } from "./visits.service";
import { VisitBody } from "../../../contracts/analytics";
import { VISIT_PAGES } from "../../../domain/visits";
import { badRequest } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";

export function analyticsRoutes() {
  return new Hono<AppEnv>().post("/visit", async (c) => {
    const visits = c.var.services.visits;
    const { page } = await jsonBody(c, VisitBody);
    // Over the limit the visit is accepted and not counted: a refusal would show as an error in
    // the shopper's browser, and many shoppers may share one carrier address (decision 022).
    // Nothing past this point touches the database, so a flood stays cheap.
    if (!visits.allow(clientAddressKey(c), VISIT_LIMIT_PER_MINUTE * c.var.config.ipRateLimitScale)) {
      return c.json({ success: true, counted: false }, 202);
    }
    if (!(await visits.isKnownPage(page))) {
      throw badRequest(`page must be ${VISIT_PAGES.map((p) => `'${p}'`).join(", ")} or a product's name.`, "page");
    }
    visits.record(page);
    return c.json({ success: true, counted: true });
  });
}
