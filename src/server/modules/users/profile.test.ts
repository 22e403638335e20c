import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardDataInLogs, cardDataInTables } from "../../../../tests/support/card-scan";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { CARD_BRAND_MISSING, CARD_NUMBER_REFUSED, CVV_REFUSED } from "../../../contracts/users";
import { ACCOUNT_MESSAGES } from "../../../domain/messages";

let store: TestStore;
let token: string;
let otherToken: string;

const card = { brand: "Visa", last4: "1111", nameOnCard: "Meera Iyer", expiryMonth: 12, expiryYear: new Date().getFullYear() + 2 };
const address = { street: "12 FC Road", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" };

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  token = (await store.post("/api/user/register", { name: "Meera Iyer", email: "meera@example.in", password: "filter-coffee-9" })).json.token;
  otherToken = (await store.post("/api/user/register", { name: "Kabir Das", email: "kabir@example.in", password: "doha-and-verse-7" })).json.token;
});
afterAll(() => store.close());

const profileOf = async (t: string) => (await store.get("/api/user/profile", { token: t })).json.user;

describe("profile writes", () => {
  it("require the token", async () => {
    const res = await store.post("/api/user/profile", { address });
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
    expect((await store.post("/api/user/profile", { card }, { token: "forged-token" })).status).toBe(401);
  });

  it("add an address, checking Indian PIN codes", async () => {
    const before = (await profileOf(token)).addresses.length;
    const bad = await store.post("/api/user/profile", { address: { ...address, zip: "41100" } }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, field: "address.zip", message: "Please enter a valid 6-digit PIN code." });
    const abroad = await store.post("/api/user/profile", { address: { ...address, zip: "SW1A 1AA", country: "United Kingdom" } }, { token });
    expect(abroad.status).toBe(200);
    const ok = await store.post("/api/user/profile", { address }, { token });
    expect(ok.json).toMatchObject({ success: true, message: "Address added successfully!" });
    const user = await profileOf(token);
    expect(user.addresses).toHaveLength(before + 2);
    expect(user.addresses.at(-1)).toMatchObject(address);
  });

  it("refuse an empty body and a missing street, naming the field", async () => {
    expect((await store.post("/api/user/profile", {}, { token })).json.message).toBe("Send either a card or an address.");
    const res = await store.post("/api/user/profile", { address: { ...address, street: " " } }, { token });
    expect(res.json).toMatchObject({ success: false, field: "address.street", message: "Street is required." });
  });

  it("keep a card's brand, last 4, expiry and name: all the form asks for", async () => {
    const res = await store.post("/api/user/profile", { card }, { token });
    expect(res.json).toMatchObject({ success: true, message: "Card added successfully!" });
    const user = await profileOf(token);
    expect(user.creditCards).toContainEqual({
      _id: expect.any(String),
      brand: "Visa",
      last4: "1111",
      nameOnCard: "Meera Iyer",
      expiryMonth: 12,
      expiryYear: card.expiryYear,
    });
    for (const saved of user.creditCards) {
      expect(Object.keys(saved).sort()).toEqual(["_id", "brand", "expiryMonth", "expiryYear", "last4", "nameOnCard"]);
    }
  });

  it.each([
    ["an expired card", { expiryMonth: 1, expiryYear: 2020 }, "card.expiryYear", "This card has expired."],
    // In UTC, as the server judges expiry: local time would name another month at a month's edge.
    [
      "last month",
      { expiryMonth: new Date().getUTCMonth() || 12, expiryYear: new Date().getUTCFullYear() - (new Date().getUTCMonth() ? 0 : 1) },
      "card.expiryYear",
      "This card has expired.",
    ],
    ["three last digits", { last4: "111" }, "card.last4", "Please enter the last 4 digits of the card."],
    ["last digits with a letter", { last4: "11a1" }, "card.last4", "Please enter the last 4 digits of the card."],
    ["a network the store does not name", { brand: "Diners" }, "card.brand", CARD_BRAND_MISSING],
    ["no network", { brand: "" }, "card.brand", CARD_BRAND_MISSING],
    ["a month of 13", { expiryMonth: 13 }, "card.expiryMonth", "Please enter a valid expiry month."],
    ["a month that is true", { expiryMonth: true }, "card.expiryMonth", "Please enter a valid expiry month."],
    ["a year in a list", { expiryYear: [2030] }, "card.expiryYear", "Please enter a valid expiry year."],
    ["a month of 1.5", { expiryMonth: 1.5 }, "card.expiryMonth", "Please enter a valid expiry month."],
    ["an empty month", { expiryMonth: "" }, "card.expiryMonth", "Expiry month is required."],
  ])("refuse %s", async (_name, change, field, message) => {
    const res = await store.post("/api/user/profile", { card: { ...card, ...change } }, { token });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field, message });
  });

  it.each([
    ["a full card number", { cardNumber: "4111 1111 1111 1111" }, "card.cardNumber", CARD_NUMBER_REFUSED],
    ["a CVV", { cvv: "123" }, "card.cvv", CVV_REFUSED],
    ["a CVV sent as a number", { cvv: 123 }, "card.cvv", CVV_REFUSED],
    ["an empty CVV", { cvv: "" }, "card.cvv", CVV_REFUSED],
  ])("refuse a card sent with %s (400, naming it), and save nothing", async (_name, extra, field, message) => {
    const before = (await profileOf(token)).creditCards.length;
    const res = await store.post("/api/user/profile", { card: { ...card, ...extra } }, { token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, field, message });
    expect((await profileOf(token)).creditCards).toHaveLength(before);
  });

  it("keep the networks the shopper names", async () => {
    for (const [brand, last4] of [
      ["Mastercard", "4444"],
      ["RuPay", "0007"],
      ["Amex", "0005"],
      ["Card", "9999"],
    ]) {
      expect((await store.post("/api/user/profile", { card: { ...card, brand, last4 } }, { token: otherToken })).status).toBe(200);
    }
    const brands = (await profileOf(otherToken)).creditCards.map((c: { brand: string; last4: string }) => `${c.brand} ${c.last4}`);
    expect(brands).toEqual(["Mastercard 4444", "RuPay 0007", "Amex 0005", "Card 9999"]);
  });

  it("leave no card number and no CVV in any table or log line, even when a client sends them", async () => {
    const sent = { cardNumbers: ["5105 1051 0510 5100", "5105105105105101", "4111 1111 1111 1111"], cvvs: ["987"] };
    const before = store.logLines.length;
    for (const cardNumber of sent.cardNumbers) {
      await store.post("/api/user/profile", { card: { ...card, cardNumber, cvv: "987" } }, { token });
    }
    expect(await cardDataInTables(store.db, sent)).toEqual([]);
    // The scan reads at least the lines these requests wrote, whatever ran before.
    expect(store.logLines.length).toBeGreaterThanOrEqual(before + sent.cardNumbers.length);
    expect(cardDataInLogs(store.logLines, sent)).toEqual([]);
  });
});

describe("removing", () => {
  it("refuses an address saved already (409, naming it), however it is spaced or cased; another account may save it", async () => {
    const place = { street: "7 Lane Five, Koregaon Park", city: "Pune", state: "Maharashtra", zip: "411001", country: "India" };
    expect((await store.post("/api/user/profile", { address: place }, { token })).status).toBe(200);
    const count = (await profileOf(token)).addresses.length;
    const again = await store.post("/api/user/profile", { address: { ...place, street: "7 lane five ,koregaon  park", city: "PUNE" } }, { token });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      success: false,
      field: "address",
      message: ACCOUNT_MESSAGES.addressAlreadySaved("7 Lane Five, Koregaon Park, Pune, Maharashtra 411001, India"),
    });
    // Without a state, the PIN's state is filled in first: still the same address.
    expect((await store.post("/api/user/profile", { address: { ...place, state: "" } }, { token })).status).toBe(409);
    // Sent twice at once, it is saved once.
    const twin = { ...place, street: "9 Lane Five, Koregaon Park" };
    const both = await Promise.all([1, 2].map(() => store.post("/api/user/profile", { address: twin }, { token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await profileOf(token)).addresses).toHaveLength(count + 1);
    expect((await store.post("/api/user/profile", { address: place }, { token: otherToken })).status).toBe(200);
  });

  it("removes only the owner's address and card", async () => {
    await store.post("/api/user/profile", { address: { ...address, street: "3 Removal Lane" } }, { token });
    await store.post("/api/user/profile", { card: { ...card, brand: "RuPay", last4: "0007" } }, { token });
    const mine = await profileOf(token);
    const addressId = mine.addresses.find((a: { street: string }) => a.street === "3 Removal Lane")._id;
    const cardId = mine.creditCards.find((c: { last4: string }) => c.last4 === "0007")._id;
    const byOther = await store.post("/api/user/profile/address/remove", { id: addressId }, { token: otherToken });
    expect(byOther.status).toBe(404);
    expect((await store.post("/api/user/profile/card/remove", { id: cardId }, { token: otherToken })).status).toBe(404);
    expect((await profileOf(token)).addresses.map((a: { _id: string }) => a._id)).toContain(addressId);

    expect((await store.post("/api/user/profile/address/remove", { id: addressId }, { token })).json.success).toBe(true);
    expect((await store.post("/api/user/profile/card/remove", { id: cardId }, { token })).json.success).toBe(true);
    const after = await profileOf(token);
    expect(after.addresses.map((a: { _id: string }) => a._id)).not.toContain(addressId);
    expect(after.creditCards.map((c: { _id: string }) => c._id)).not.toContain(cardId);
  });

  it("answers a malformed id with 400 and no token with 401", async () => {
    expect((await store.post("/api/user/profile/card/remove", { id: "1 or 1=1" }, { token })).status).toBe(400);
    expect((await store.post("/api/user/profile/card/remove", { id: "00000000-0000-4000-8000-000000000000" })).status).toBe(401);
  });
});
