import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { SEARCH_QUERY_CASES } from "./search-queries.cases";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

/** The share of the query set that must have an expected product in the first three results. */
const TOP_THREE_SHARE = 0.9;

describe("the committed query set on the demo catalog", () => {
  it(`has an expected product in the first three results for ${TOP_THREE_SHARE * 100} % of its queries at least`, async () => {
    expect(SEARCH_QUERY_CASES.length).toBeGreaterThanOrEqual(60);
    const missed: string[] = [];
    for (const c of SEARCH_QUERY_CASES) {
      expect(c.expected.length, c.query).toBeGreaterThan(0);
      const res = await store.get(`/api/product/search?q=${encodeURIComponent(c.query)}`);
      expect(res.status).toBe(200);
      const top = (res.json.products as { name: string }[]).slice(0, 3).map((p) => p.name);
      if (!top.some((name) => c.expected.includes(name))) missed.push(`${c.query} (${c.kind}): ${top.join(", ") || "nothing"}`);
    }
    const share = (SEARCH_QUERY_CASES.length - missed.length) / SEARCH_QUERY_CASES.length;
    console.log(
      `search query set: ${SEARCH_QUERY_CASES.length - missed.length} of ${SEARCH_QUERY_CASES.length} (${(share * 100).toFixed(1)} %) with an expected product in the top 3${missed.length ? `; missed: ${missed.join("; ")}` : ""}`,
    );
    expect(share).toBeGreaterThanOrEqual(TOP_THREE_SHARE);
  });
});
