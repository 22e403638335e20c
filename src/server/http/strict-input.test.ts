import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { newsletterSubscribers, partnerInquiries, users } from "../db/schema";
import { PAYMENT_NOT_SET_UP } from "../modules/orders/payments.service";
import { INVISIBLE_ONLY, JSON_ONLY } from "./strict-input";

let store: TestStore;
let ipSeq = 0;
const from = () => ({ "x-forwarded-for": `10.80.0.${++ipSeq}` });

beforeAll(async () => {
  store = await createTestStore({ seed: false, config: { trustProxy: true } });
});
afterAll(async () => {
  await store.close();
});

const register = (body: Record<string, unknown>) => store.post("/api/user/register", body, from());
const usersNamed = (email: string) => store.db.select().from(users).where(eq(users.email, email));

describe("control characters in a JSON body", () => {
  it.each([
    ["a NUL byte", "Riya\u0000Shah"],
    ["an escape", "Riya\u001b[31mShah"],
    ["DEL", "Riya\u007f"],
    ["a line break in a one-line field", "Riya\r\nBcc: victim@example.in"],
    ["a C1 control (next line)", "Eve\u0085Shah"],
    ["a C1 control sequence introducer", "Eve\u009b31m"],
    ["a right-to-left override", "Riya\u202Egnp.exe"],
    ["a line separator", "Riya\u2028Shah"],
  ])("refuses %s in a name with a 400 naming the field, and creates no account", async (_, name) => {
    const email = `ctl-${randomUUID()}@example.in`;
    const res = await register({ name, email, password: "long-enough-pass-1" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field: "name" });
    expect(res.json.message).toMatch(/^name must be printable text/);
    expect(await usersNamed(email)).toHaveLength(0);
  });

  it("refuses a name of invisible characters only, and keeps the joiners Indian scripts are written with", async () => {
    const email = `zw-${randomUUID()}@example.in`;
    const invisible = await register({ name: "\u200b \u2060", email, password: "long-enough-pass-1" });
    expect(invisible.status).toBe(400);
    expect(invisible.json).toMatchObject({ success: false, field: "name", message: `name ${INVISIBLE_ONLY}` });
    expect(await usersNamed(email)).toHaveLength(0);
    // क्‍ष: ka, virama, zero-width joiner, ssa.
    const joined = await register({ name: "Ak\u0915\u094D\u200D\u0937ay", email, password: "long-enough-pass-1" });
    expect(joined.status).toBe(200);
    expect(await usersNamed(email)).toHaveLength(1);
  });

  it("names the path of a nested field", async () => {
    const res = await store.post("/api/order/quote", { items: [{ _id: "x", size: "M\u0000", color: "Black", quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field: "items.0.size" });
  });

  it("keeps line breaks and tabs in multi-line text, and refuses a NUL there", async () => {
    const ok = await store.post(
      "/api/partner",
      { firstName: "Riya", email: "riya@example.in", topic: "Inquiry", message: "Hello,\r\n\tfifty hoodies please.", acceptTerms: true },
      from(),
    );
    expect(ok.json).toMatchObject({ success: true });
    const bad = await store.post(
      "/api/partner",
      { firstName: "Riya", email: "nul@example.in", topic: "Inquiry", message: "Hello\u0000", acceptTerms: true },
      from(),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("message");
    expect(await store.db.select().from(partnerInquiries).where(eq(partnerInquiries.email, "nul@example.in"))).toHaveLength(0);
  });
});

describe("Content-Type", () => {
  it.each([
    ["a form post", "application/x-www-form-urlencoded", "email=someone%40example.in"],
    ["a text/plain post", "text/plain", '{"email":"someone@example.in"}'],
    ["a multipart post", "multipart/form-data; boundary=x", "--x\r\n"],
  ])("refuses %s to a JSON endpoint with 415 and subscribes nobody", async (_, type, body) => {
    const res = await store.call("POST", "/api/newsletter/subscribe", body, { "content-type": type, ...from() });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ success: false, message: JSON_ONLY, field: "Content-Type" });
    expect(await store.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "someone@example.in"))).toHaveLength(0);
  });

  it("accepts JSON with a charset, and an empty body with no type", async () => {
    const res = await store.call("POST", "/api/newsletter/subscribe", '{"email":"charset@example.in"}', {
      "content-type": "application/json; charset=utf-8",
      ...from(),
    });
    expect(res.status).toBe(200);
    const empty = await store.app.request("/api/cart/get", { method: "POST" });
    expect(empty.status).toBe(401);
  });
});

describe("a switched-off integration", () => {
  it.each(["/api/order/webhook/stripe", "/api/order/webhook/razorpay"])("answers %s without keys with a 4xx and its message", async (path) => {
    const res = await store.post(path, { id: "evt_1", type: "checkout.session.completed" }, { "stripe-signature": "t=1,v1=00" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: PAYMENT_NOT_SET_UP });
  });
});
