import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { DELIVERY_VALUE_INVALID } from "../../../contracts/india";
import { INDIA_MESSAGES, MESSAGES } from "../../../domain/messages";
import { testConfig } from "../../config";
import { compactFromPackage } from "./pin-directory";
import { pinLookup } from "../../../domain/india/pincodes";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store.close());

describe("GET /api/delivery/:pin", () => {
  it("names Pune and Maharashtra for 411004, with a delivery date and COD", async () => {
    const res = await store.get("/api/delivery/411004");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      city: "Pune",
      state: "Maharashtra",
      zone: "same-city",
      cod: { available: true, fee: 0, maxOrder: 10000 },
    });
    expect(res.json.deliveryBy).toMatch(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/);
  });

  it.each([
    ["560001", "Bangalore", "Karnataka", "metro"],
    ["110001", "Delhi", "Delhi", "metro"],
    ["194101", "Leh", "Ladakh", "north-east-jk"],
    ["795001", "Imphal West", "Manipur", "north-east-jk"],
    ["190001", "Srinagar", "Jammu and Kashmir", "north-east-jk"],
    ["744101", "South Andaman", "Andaman and Nicobar Islands", "remote"],
  ])("%s is %s, %s (%s), and takes cash on delivery: COD reaches every zone unless the merchant narrows it", async (pin, city, state, zone) => {
    const res = await store.get(`/api/delivery/${pin}`);
    expect(res.json).toMatchObject({ city, state, zone, cod: { available: true, message: null } });
  });

  describe("where the merchant narrowed COD", () => {
    const narrowed = (online: boolean) =>
      createTestStore({
        seed: false,
        config: {
          policy: { ...testConfig().policy, cod: { ...testConfig().policy.cod, zones: ["same-city", "same-state", "metro", "rest-of-india"] } },
          ...(online ? { stripe: { secretKey: "sk_test_x", webhookSecret: "whsec_x", apiBase: "http://127.0.0.1:9" } } : {}),
        },
      });

    it("a PIN outside the COD zones says COD does not reach it; with no online payment, that nothing can be paid there", async () => {
      const offline = await narrowed(false);
      const online = await narrowed(true);
      try {
        const none = await offline.get("/api/delivery/795001");
        expect(none.json.cod).toMatchObject({ available: false, message: INDIA_MESSAGES.noPaymentForPin });
        expect(none.json.noPayment).toBe(INDIA_MESSAGES.noPaymentForPin);
        const card = await online.get("/api/delivery/795001");
        expect(card.json.cod).toMatchObject({ available: false, message: INDIA_MESSAGES.codNotInZone });
        expect(card.json.noPayment).toBeNull();
        expect((await offline.get("/api/delivery/411004")).json).toMatchObject({ cod: { available: true, message: null }, noPayment: null });
      } finally {
        await offline.close();
        await online.close();
      }
    });
  });

  it("with the cart's value, says when cash on delivery's cap leaves no way of paying for it", async () => {
    const under = await store.get("/api/delivery/411004?value=10000");
    expect(under.json).toMatchObject({ cod: { available: true, message: null }, noPayment: null });
    const over = await store.get("/api/delivery/411004?value=10000.50");
    expect(over.json).toMatchObject({ cod: { available: false, message: MESSAGES.noPaymentMethod }, noPayment: MESSAGES.noPaymentMethod });
  });

  it.each(["-1", "1e5", "abc", "", "123456789"])("refuses the order value %j with 400, naming it", async (value) => {
    const res = await store.get(`/api/delivery/411004?value=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: DELIVERY_VALUE_INVALID, field: "value" });
  });

  it("answers an unknown PIN 404 and a malformed one 400, naming the field", async () => {
    const unknown = await store.get("/api/delivery/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: INDIA_MESSAGES.pinInvalid, field: "pin" });
    const malformed = await store.get("/api/delivery/41100x");
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: INDIA_MESSAGES.pinInvalid, field: "pin" });
  });
});

describe("the compacted directory", () => {
  it("knows every PIN of India Post's directory and reads back the same places", () => {
    const compact = compactFromPackage();
    expect(compact.pins.length / 2).toBeGreaterThan(19_000);
    const lookup = pinLookup(compact);
    expect(lookup("411004")).toMatchObject({ city: "Pune", state: "Maharashtra" });
    expect(JSON.stringify(compact).length).toBeLessThan(200_000);
  });
});
