import { describe, expect, it } from "vitest";
import { chooseCourier, orderStatusForCourier, parcelWeightKg } from "./shipping";

const options = [
  { courierId: 1, pricePaise: 5400, days: 4, cod: true },
  { courierId: 2, pricePaise: 8950, days: 2, cod: true },
  { courierId: 3, pricePaise: 4100, days: 6, cod: false },
];

describe("the courier chosen first", () => {
  it("is the cheapest for a prepaid order, the cheapest that takes cash for a COD one, and the fastest when so set", () => {
    expect(chooseCourier(options, false, "cheapest")?.courierId).toBe(3);
    expect(chooseCourier(options, true, "cheapest")?.courierId).toBe(1);
    expect(chooseCourier(options, true, "fastest")?.courierId).toBe(2);
    expect(chooseCourier([options[2]!], true, "cheapest")).toBeNull();
  });
});

describe("a courier's status", () => {
  it.each([
    [18, "In transit"],
    [17, "Out for Delivery"],
    [7, "Delivered"],
    [21, "Failed delivery"],
    [10, "Returned to seller"],
    [6, null],
    [9, null],
    [null, null],
  ])("code %s moves the order to %s", (code, status) => {
    expect(orderStatusForCourier(code)).toBe(status);
  });
});

describe("the parcel", () => {
  it("weighs 0.35 kg a garment, at least 0.5 kg", () => {
    expect([1, 2, 3].map(parcelWeightKg)).toEqual([0.5, 0.7, 1.05]);
  });
});
