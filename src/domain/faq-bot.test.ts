import { describe, expect, it } from "vitest";
import { CHAT_FUZZY_THRESHOLD } from "./constants";
import { faqByCategory, faqFor, CANNED_QUERIES } from "./faq";
import { coverageScore, replyTo, wordSimilarity, words } from "./faq-bot";
import { FAQ_CATEGORIES, MESSAGES } from "./messages";
import { DEFAULT_SHOP_POLICY, type ShopPolicy } from "./shop-policy";

const CARE = "care@shop.example";
const FAQ = faqFor(DEFAULT_SHOP_POLICY, CARE);

describe("the FAQ", () => {
  it("has questions in each of the six categories and nine canned queries", () => {
    const groups = faqByCategory(FAQ);
    expect(groups.map((g) => g.category)).toEqual([...FAQ_CATEGORIES]);
    for (const g of groups) expect(g.entries.length).toBeGreaterThan(0);
    expect(CANNED_QUERIES).toHaveLength(9);
  });

  it("states the spec's policy facts", () => {
    const all = FAQ.map((e) => e.answer).join(" ");
    for (const fact of ["7 days", "3–5 business days", "48 hours", "One exchange", "Customised items", "COD fee", "2 hours"]) {
      expect(all).toContain(fact);
    }
  });

  it("says what checkout does about delivery, cash on delivery and returns, from the shop's policy", () => {
    const answer = (faq: ReturnType<typeof faqFor>, id: string) => faq.find((e) => e.id === id)?.answer;
    expect(answer(FAQ, "free-delivery")).toContain("Free shipping above ₹500");
    expect(answer(FAQ, "cod-fee")).toContain("Cash on delivery is available across India.");
    const narrowed: ShopPolicy = {
      delivery: { feePaise: 4900, freeFromPaise: 99_900 },
      cod: { feePaise: 2900, maxOrderPaise: 500_000, zones: ["same-city", "same-state", "metro", "rest-of-india"] },
      returnWindowDays: 10,
    };
    const faq = faqFor(narrowed, CARE);
    expect(answer(faq, "free-delivery")).toContain("Free shipping above ₹999; ₹49 below it");
    expect(answer(faq, "cod-fee")).toContain("except in: North-East and Jammu & Kashmir, Remote area");
    expect(answer(faq, "cod-fee")).toContain("A COD fee of ₹29 applies");
    expect(answer(faq, "cod-fee")).toContain("up to ₹5,000");
    expect(answer(faq, "return-window")).toContain("within 10 days of delivery");
    // The chat bot answers from the same list: asked about COD in Manipur, it does not say "Yes".
    const reply = replyTo("is cash on delivery available in manipur", faq);
    expect(reply.kind === "answer" && reply.text).toContain("except in: North-East");
  });
});

describe("the FAQ's address", () => {
  it("is customer care's, the one setting, wherever an answer says where to write", () => {
    const all = FAQ.map((e) => e.answer).join(" ");
    expect(all).toContain(`Write to ${CARE}`);
    expect(all).toContain(`write to ${CARE}`);
    expect(all).not.toMatch(/@dhaaga/);
  });
});

describe("wordSimilarity", () => {
  it.each([
    ["refund", "refund", 1],
    ["shiping", "shipping", 12 / 13],
    ["cod", "cash", 0],
  ])("%s ~ %s = %d", (a, b, want) => {
    expect(wordSimilarity(a, b)).toBeCloseTo(want, 5);
  });
});

describe("coverageScore", () => {
  it("is the mean of each asked word's best match", () => {
    expect(coverageScore(["refund", "pizza"], ["refund", "money"])).toBeCloseTo(0.5, 5);
    expect(coverageScore([], ["refund"])).toBe(0);
  });
});

describe("replyTo: matches", () => {
  it.each([
    ["How long does delivery take?", "delivery-time"],
    ["when will i get my refund", "refund-time"],
    ["Is cash on delivery available", "cod-fee"],
    ["track my order", "track-order"],
    ["how does an exchange work", "exchange"],
    ["coupon code", "coupons"],
    ["what is your return policy", "return-window"],
    ["size guide for hoodie", "size-guide"],
    ["size chart", "size-guide"],
    ["which size fits me", "size-guide"],
    ["sizing of the oversized tee", "size-guide"],
    // typos still match
    ["refnd plz", "refund-time"],
    ["exchnage", "exchange"],
    ["cuopon", "coupons"],
  ])("%j answers from %s", (question, id) => {
    const r = replyTo(question, FAQ);
    expect(r.kind).toBe("answer");
    if (r.kind === "answer") {
      expect(r.entry.id).toBe(id);
      expect(r.text).toBe(r.entry.answer);
      expect(r.score).toBeGreaterThanOrEqual(CHAT_FUZZY_THRESHOLD);
    }
  });
});

describe("replyTo: the size guide", () => {
  it("points a shopper asking for a size guide to the product page's size chart, not to 'Please ask a valid question.'", () => {
    const r = replyTo("size guide for hoodie", FAQ);
    expect(r.kind).toBe("answer");
    expect(r.kind === "answer" && r.text).toMatch(/^Every product page has a Size chart beside its sizes/);
  });
});

describe("replyTo: the contact page's canned queries and their everyday phrasings", () => {
  const topics: Record<(typeof CANNED_QUERIES)[number], string> = {
    "Where is my order?": "track-order",
    "I want to return an item": "return-window",
    "I want to exchange a size": "exchange",
    "When will I get my refund?": "refund-time",
    "I want to cancel my order": "cancel-order",
    "I want to change my delivery address": "change-address",
    "My payment failed": "payment-failed",
    "I received a damaged or wrong item": "damaged-item",
    "I have a bulk or custom order": "bulk-custom",
  };

  const cases: [string, string][] = [
    ...CANNED_QUERIES.map((q): [string, string] => [q, topics[q]]),
    ["my order", "track-order"],
    ["where's my order", "track-order"],
    ["order", "track-order"],
    ["can I return sale items", "sale-returns"],
    ["payment", "payment-methods"],
  ];
  it.each(cases)("%j answers from %s", (question, id) => {
    const r = replyTo(question, FAQ);
    expect(r).toMatchObject({ kind: "answer", entry: { id } });
  });

  it("a tie goes to the entry that lists the word among its keywords, not to the first one", () => {
    const mentions = { ...FAQ[0], id: "mentions", question: "How do I cancel my order?", keywords: ["cancel"] };
    const claims = { ...FAQ[0], id: "claims", question: "How can I track my parcel?", keywords: ["track", "order"] };
    expect(replyTo("my order", [mentions, claims])).toMatchObject({ kind: "answer", entry: { id: "claims" }, score: 1 });
  });
});

describe("replyTo: near-misses and nonsense", () => {
  it.each(["What is the weather in Pune today?", "pizza", "asdfghjkl", "what is it", "??!!"])("%j gets the fallback", (question) => {
    const r = replyTo(question, FAQ);
    expect(r).toMatchObject({ kind: "no-match", text: MESSAGES.chatNoMatch });
    if (r.kind === "no-match") expect(r.score).toBeLessThan(CHAT_FUZZY_THRESHOLD);
  });

  it("a question scoring just under the threshold is refused, and at the threshold accepted", () => {
    const entry = { ...FAQ[0], id: "t", keywords: ["abcd"] };
    // "abxy" shares one of three letter pairs with "abcd": Dice = 2·1 / (3+3) ≈ 0.333
    expect(replyTo("abxy", [entry]).kind).toBe("no-match");
    // "abcx" shares two of three: Dice = 4/6 ≈ 0.667; with one unknown word the mean is 0.333
    expect(replyTo("abcx", [entry]).kind).toBe("answer");
    expect(replyTo("abcx zzzz", [entry]).kind).toBe("no-match");
    // mean of 1 and 0 is exactly 0.5, above 0.4
    expect(replyTo("abcd zzzz", [entry]).kind).toBe("answer");
  });
});

describe("replyTo: empty input", () => {
  it.each(["", "   ", "\n\t"])("%j is ignored", (question) => {
    expect(replyTo(question, FAQ)).toEqual({ kind: "ignored" });
  });
});

describe("words", () => {
  it("drops punctuation, case and stop words", () => {
    expect(words("What is MY Order?!")).toEqual(["order"]);
    expect(words("Where is my order?")).toEqual(["where", "order"]);
  });
});
