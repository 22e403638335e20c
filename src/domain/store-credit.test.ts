import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceAfter, creditBalance } from "./store-credit";

describe("the store-credit ledger", () => {
  it("adds credits, takes uses up to the balance, and refuses a use beyond it or an empty entry", () => {
    expect(balanceAfter(0, 500_00)).toBe(500_00);
    expect(balanceAfter(500_00, -500_00)).toBe(0);
    expect(balanceAfter(500_00, -500_01)).toBeNull();
    expect(balanceAfter(500_00, 0)).toBeNull();
    expect(balanceAfter(500_00, 0.5)).toBeNull();
  });

  it("never goes below zero, whatever credits and uses are tried in whatever order, and its balance is the sum of what was kept", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5000_00, max: 5000_00 }), { maxLength: 60 }), (tries) => {
        const kept: { amountPaise: number }[] = [];
        let balance = 0;
        for (const amountPaise of tries) {
          const after = balanceAfter(balance, amountPaise);
          if (after === null) continue;
          expect(after).toBeGreaterThanOrEqual(0);
          balance = after;
          kept.push({ amountPaise });
          expect(creditBalance(kept)).toBe(balance);
        }
        expect(balance).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
