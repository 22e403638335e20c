import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";

/** Decision 216: the address an order goes to is kept in the profile when the checkout's box says so, never twice. */

let store: TestStore;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
beforeAll(async () => {
  store = await createTestStore({ config: { orderCaps: { ordersPerHour: 50, openCodOrders: 50, unitsOnHold: 50 } } });
  variant = await variantWithStock(store, 100);
});
afterAll(() => store?.close());

const items = () => [{ _id: variant.product.id, size: variant.size, color: variant.color, quantity: 1 }];
const place = (token: string, body: Record<string, unknown>, key = randomUUID()) =>
  store.post("/api/order/place", { address: ADDRESS, items: items(), ...body }, auth(token, key));
const savedAddresses = async (token: string) => (await store.get("/api/user/profile", { token })).json.user.addresses as Record<string, string>[];

describe("the checkout's 'Save this address to my profile'", () => {
  it("keeps the order's address, its state filled from the PIN, when the box is ticked", async () => {
    const { token } = await registerUser(store, "Nisha");
    expect(await savedAddresses(token)).toEqual([]);
    expect((await place(token, { address: { ...ADDRESS, state: "" }, saveAddress: true })).status).toBe(200);
    expect(await savedAddresses(token)).toEqual([
      { _id: expect.any(String), street: ADDRESS.street, city: ADDRESS.city, state: "Maharashtra", zip: ADDRESS.zipcode, country: "India" },
    ]);
  });

  it("never keeps it twice: the same place however typed, a retried order, or two orders", async () => {
    const { token } = await registerUser(store, "Kavya");
    const key = randomUUID();
    expect((await place(token, { saveAddress: true }, key)).status).toBe(200);
    expect((await place(token, { saveAddress: true }, key)).json.replayed).toBe(true);
    const retyped = { ...ADDRESS, street: ` ${ADDRESS.street.toLowerCase()} `, city: ADDRESS.city.toUpperCase() };
    expect((await place(token, { address: retyped, saveAddress: true })).status).toBe(200);
    expect(await savedAddresses(token)).toHaveLength(1);
  });

  it("keeps nothing when the box is not ticked", async () => {
    const { token } = await registerUser(store, "Ira");
    expect((await place(token, {})).status).toBe(200);
    expect((await place(token, { saveAddress: false })).status).toBe(200);
    expect(await savedAddresses(token)).toEqual([]);
  });

  it("refuses a box that is not true or false with a 400 naming it, and places nothing", async () => {
    const { token } = await registerUser(store, "Jai");
    const res = await place(token, { saveAddress: "yes" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, field: "saveAddress", message: "saveAddress must be true or false." });
    expect((await store.post("/api/order/userorders", {}, { token })).json.orders).toEqual([]);
  });
});
