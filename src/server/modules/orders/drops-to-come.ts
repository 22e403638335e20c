import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { dropNotYetOrder } from "../../../domain/drop-time";
import type { PricedLine } from "../../../domain/pricing";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";
import { AppError } from "../../http/errors";

/**
 * An order naming a product whose drop is still to come is refused with its time (409), not as a
 * product that is gone (decision 270). Read only when some line is unavailable, so an order that
 * can be placed pays nothing for it.
 */
export async function refuseDropsToCome(exec: Executor, lines: readonly PricedLine[], now: Date): Promise<void> {
  const ids = [...new Set(lines.filter((l) => l.status === "unavailable").map((l) => l.productId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return;
  const [drop] = await exec
    .select({ name: products.name, goesLiveAt: products.goesLiveAt })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, false), eq(products.status, "published"), isNotNull(products.goesLiveAt)))
    .limit(1);
  if (drop?.goesLiveAt) throw new AppError("conflict", dropNotYetOrder(drop.name, drop.goesLiveAt, now), "items");
}
