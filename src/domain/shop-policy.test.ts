import { describe, expect, it } from "vitest";
import { loggedOutBanner } from "./messages";
import {
  bannerText,
  codPromise,
  codReachText,
  DEFAULT_SHOP_POLICY,
  deliveryFeeFor,
  freeShippingText,
  NOT_RETURNABLE,
  returnsPromise,
  shopPromises,
} from "./shop-policy";

describe("the shop's policy, as every page states it", () => {
  it("by default is the spec's shop: the banner's exact words, free delivery, COD everywhere", () => {
    expect(bannerText(DEFAULT_SHOP_POLICY.delivery)).toBe(loggedOutBanner);
    expect(freeShippingText(DEFAULT_SHOP_POLICY.delivery)).toBe("Free shipping above ₹500");
    expect(codReachText(DEFAULT_SHOP_POLICY.cod)).toBe("Cash on delivery is available across India.");
    expect(codPromise(DEFAULT_SHOP_POLICY.cod)).toBe("Cash on delivery across India");
    expect(deliveryFeeFor(DEFAULT_SHOP_POLICY.delivery, 39_900)).toBe(0);
    expect(shopPromises(DEFAULT_SHOP_POLICY)).toBe("Free shipping above ₹500, 7-day returns, cash on delivery across India");
  });

  it("follows the merchant's threshold, fee and zones", () => {
    const delivery = { feePaise: 4900, freeFromPaise: 99_900 };
    expect(bannerText(delivery)).toBe("Free shipping all over India.At min order of ₹999 and above");
    expect(freeShippingText(delivery)).toBe("Free shipping above ₹999; ₹49 below it");
    expect(deliveryFeeFor(delivery, 99_899)).toBe(4900);
    expect(deliveryFeeFor(delivery, 99_900)).toBe(0);
    expect(freeShippingText({ feePaise: 4900, freeFromPaise: 0 })).toBe("Free shipping on every order");
    const narrowed = { ...DEFAULT_SHOP_POLICY.cod, zones: DEFAULT_SHOP_POLICY.cod.zones.filter((z) => z !== "remote") };
    expect(codReachText(narrowed)).toBe("Cash on delivery is available across India except in: Remote area. Checkout tells you for your PIN code.");
    expect(codPromise(narrowed)).toBe("Cash on delivery (check your PIN code)");
    expect(codPromise({ ...narrowed, zones: [] })).toBeNull();
    const noCod = { ...DEFAULT_SHOP_POLICY, delivery, cod: { ...narrowed, zones: [] }, returnWindowDays: 10 };
    expect(shopPromises(noCod)).toBe("Free shipping above ₹999; ₹49 below it, 10-day returns");
  });

  it("promises the return window on a returnable product's page, and says a sale or customised item is not returnable", () => {
    expect(returnsPromise({ ...DEFAULT_SHOP_POLICY, returnWindowDays: 10 })).toBe("10-day easy returns");
    expect(returnsPromise(DEFAULT_SHOP_POLICY, false)).toBe(NOT_RETURNABLE);
    expect(NOT_RETURNABLE).toBe("Not returnable: sale or customised item");
  });
});
