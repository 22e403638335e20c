import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { isLoopback } from "./dev-mailbox";

let proxied: TestStore;
let direct: TestStore;
beforeAll(async () => {
  proxied = await createTestStore({ seed: false, config: { trustProxy: true, devMailbox: true } });
  direct = await createTestStore({ seed: false, config: { devMailbox: true } });
  await proxied.services.mailer.send({ to: "dev@example.in", subject: "Your Dhaaga password reset code", text: "Your code is 123456" });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

describe("the development mailbox", () => {
  it("knows loopback addresses, IPv4-mapped ones included", () => {
    for (const a of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(a), a).toBe(true);
    for (const a of ["10.0.0.1", "::ffff:10.0.0.1", "128.0.0.1", "1270.0.0.1", "203.0.113.9", "local", "unknown", ""]) {
      expect(isLoopback(a), a).toBe(false);
    }
  });

  it("shows the outbox to a client on this machine", async () => {
    const res = await proxied.get("/api/user/dev-mailbox", { "x-forwarded-for": "127.0.0.1" });
    expect(res.status).toBe(200);
    expect(res.json.mails[0]).toMatchObject({ to: "dev@example.in", text: "Your code is 123456" });
  });

  it("answers 404 to any other client, even with DEV_MAILBOX on", async () => {
    for (const xff of ["203.0.113.9", "127.0.0.1, 203.0.113.9", "10.0.0.5"]) {
      const res = await proxied.get("/api/user/dev-mailbox", { "x-forwarded-for": xff });
      expect(res.status, xff).toBe(404);
      expect(res.json.success).toBe(false);
      expect(res.text).not.toContain("123456");
    }
  });

  it("answers only to a name of this store (localhost, a loopback address, PUBLIC_URL's host), against DNS rebinding", async () => {
    const ours = new URL(proxied.config.publicUrl).host;
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", ours]) {
      const res = await proxied.get("/api/user/dev-mailbox", { "x-forwarded-for": "127.0.0.1", host });
      expect(res.status, host).toBe(200);
    }
    for (const host of ["attacker.example", "attacker.example:3000", "127.0.0.1.attacker.example", "localhost.attacker.example"]) {
      const res = await proxied.get("/api/user/dev-mailbox", { "x-forwarded-for": "127.0.0.1", host });
      expect(res.status, host).toBe(404);
      expect(res.text).not.toContain("123456");
    }
  });

  it("refuses a forwarded request when no proxy is trusted, whatever the header says", async () => {
    expect((await direct.get("/api/user/dev-mailbox", { "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
    expect((await direct.get("/api/user/dev-mailbox")).status).toBe(404);
  });

  it("is off with DEV_MAILBOX off, even on this machine", async () => {
    const off = await createTestStore({ seed: false, config: { trustProxy: true, devMailbox: false } });
    try {
      expect((await off.get("/api/user/dev-mailbox", { "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
    } finally {
      await off.close();
    }
  }, 120_000);
});
