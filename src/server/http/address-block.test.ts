import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/support/test-store";
import { ACCOUNT_LIMITS } from "../modules/users/account-limits";
import { addressBlock } from "./address-block";

describe("the address a per-address limit counts", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2::1", "2001:0db8:0001:0002::/64"],
    ["2001:DB8:1:2:ffff::9", "2001:0db8:0001:0002::/64"],
    ["2001:db8::1", "2001:0db8:0000:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });

  it("keeps neighbouring /64s apart", () => {
    expect(addressBlock("2001:db8:1:2::1")).not.toBe(addressBlock("2001:db8:1:3::1"));
  });
});

describe("a per-address limit over IPv6", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ seed: false, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await store.close();
  });

  it("counts every address of one /64 together, and another /64 apart", async () => {
    const limit = ACCOUNT_LIMITS.loginIp.limit;
    for (let i = 0; i < limit; i++) {
      const res = await store.post(
        "/api/user/login",
        { email: `v6-${i}@example.in`, password: "password-1" },
        { "x-forwarded-for": `2001:db8:77:1::${(i + 1).toString(16)}` },
      );
      expect(res.status).toBe(401);
    }
    const same = await store.post(
      "/api/user/login",
      { email: "v6-x@example.in", password: "password-1" },
      { "x-forwarded-for": "2001:db8:77:1:ffff:1:2:3" },
    );
    expect(same.status).toBe(429);
    const other = await store.post(
      "/api/user/login",
      { email: "v6-x@example.in", password: "password-1" },
      { "x-forwarded-for": "2001:db8:77:2::1" },
    );
    expect(other.status).toBe(401);
  });
});

describe("where the caller's address is read", () => {
  // Every limit names the caller through clientAddressKey (its /64); only these read the address
  // itself: the helper, and the development mailbox's loopback check.
  const allowed = new Set(["src/server/http/address-block.ts", "src/server/adapters/mail/dev-mailbox.ts"]);

  it("is clientAddressKey, in every route that limits by address", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("src/server", { recursive: true })).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const readers: string[] = [];
    for (const f of files) {
      const path = `src/server/${f}`;
      if (!allowed.has(path) && /\bvar\.clientIp\b|get\("clientIp"\)/.test(await readFile(path, "utf8"))) readers.push(path);
    }
    expect(readers).toEqual([]);
  });
});
