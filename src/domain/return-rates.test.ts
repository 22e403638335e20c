import { describe, expect, it } from "vitest";
import { returnRates } from "./return-rates";

const line = (id: string, productId: string, size: string, quantity: number) => ({ id, productId, name: `Tee ${productId}`, size, quantity });

describe("returnRates", () => {
  it("lists sizes in size order, products by their rate, and reasons in the form's order", () => {
    const r = returnRates(
      [line("a", "p1", "XL", 2), line("b", "p1", "M", 2), line("c", "p2", "M", 4), line("d", "p3", "S", 1)],
      [
        { orderItemId: "a", quantity: 2, reason: "Size too large" },
        { orderItemId: "c", quantity: 1, reason: "Size too small" },
        { orderItemId: "zzz", quantity: 5, reason: "Damaged" },
      ],
    );
    expect(r).toMatchObject({ delivered: 9, back: 3, rate: 33.3 });
    expect(r.bySize.map((s) => [s.size, s.back, s.delivered, s.rate])).toEqual([
      ["S", 0, 1, 0],
      ["M", 1, 6, 16.7],
      ["XL", 2, 2, 100],
    ]);
    expect(r.byProduct.map((p) => [p.productId, p.rate])).toEqual([
      ["p1", 50],
      ["p2", 25],
    ]);
    expect(r.byReason.map((x) => x.reason)).toEqual(["Size too small", "Size too large"]);
  });

  it("never counts more units back than a line delivered, and has no rate without deliveries", () => {
    expect(returnRates([line("a", "p1", "M", 1)], [{ orderItemId: "a", quantity: 3, reason: "Damaged" }]).rate).toBe(100);
    expect(returnRates([], []).rate).toBeNull();
  });
});
