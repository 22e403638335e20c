import * as z from "zod";
import { endpoints, ok } from "./endpoint";

export const DemandRow = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  size: z.string(),
  color: z.string(),
  /** Units in stock now. */
  stock: z.number().int(),
  /** Shoppers whose mail will go when the variant is back: accounts and confirmed guests. */
  waiting: z.number().int(),
  /** Guests who have not yet confirmed their address. */
  unconfirmed: z.number().int(),
  /** When the first of them signed up. */
  since: z.string(),
});
export type DemandRow = z.infer<typeof DemandRow>;

/** The restock list: how many shoppers wait for each sold-out size and colour (decision 261). */
export const adminDemandApi = endpoints({
  "GET /api/admin/demand": {
    summary: "Per product, size and colour, how many shoppers wait for it to be back, most wanted first.",
    auth: "console",
    response: ok({ rows: z.array(DemandRow) }),
    errors: [401, 403],
  },
});
