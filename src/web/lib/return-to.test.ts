import { describe, expect, it } from "vitest";
import { readSignInParams, safeReturnPath, signInPath } from "./return-to";

describe("safeReturnPath accepts this store's paths only", () => {
  it.each([
    ["/place-order", "/place-order"],
    ["/orders?tab=orders", "/orders?tab=orders"],
    ["/product/magma_black_tiger_hoodie#reviews", "/product/magma_black_tiger_hoodie#reviews"],
    ["/collection/../orders", "/orders"],
  ])("%s → %s", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "place-order",
    "/\u0000x",
    "/login",
    "/signup?next=/orders",
    "/reset-password",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  // Paths that become protocol-relative (another site) only once their dot segments are resolved.
  it.each([
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e//evil.example/x",
    "/%2E//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/.%2e//evil.example/x",
    "/././/evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example/x?y#z",
    "/.///evil.example",
    "/%2e/%2e//evil.example",
  ])("refuses %j, which resolves to another host", (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it.each([
    ["/./orders", "/orders"],
    ["/%2e/orders", "/orders"],
    ["/a/../place-order", "/place-order"],
  ])("keeps %j, which resolves to this store's %j", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe("signInPath and readSignInParams round-trip", () => {
  it("carries the reason and the way back", () => {
    const path = signInPath("checkout", "/place-order");
    expect(path).toBe("/login?reason=checkout&next=%2Fplace-order");
    const url = new URL(path, "http://x");
    expect(readSignInParams(url.searchParams)).toEqual({ reason: "checkout", returnTo: "/place-order" });
  });

  it("drops an unknown reason and a foreign target", () => {
    expect(signInPath(null, "https://evil.example/", "/signup")).toBe("/signup");
    expect(readSignInParams(new URLSearchParams("reason=__proto__&next=//evil.example"))).toEqual({ reason: null, returnTo: null });
  });
});
