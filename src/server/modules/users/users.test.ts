import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store.close());

const signup = { name: "Asha Patil", email: "Asha@Example.in ", password: "chai-and-code-42", gender: "Female" };

/** An account of the test's own, so no test needs another to have run first. */
async function account(email: string) {
  const res = await store.post("/api/user/register", { ...signup, email });
  expect(res.status).toBe(200);
}

describe("sign up, log in, profile, log out", () => {
  it("signs up and returns a token that reads the profile", async () => {
    const res = await store.post("/api/user/register", signup);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const profile = await store.get("/api/user/profile", { token: res.json.token });
    expect(profile.json).toMatchObject({ success: true, user: { name: "Asha Patil", email: "asha@example.in" } });
    expect(JSON.stringify(profile.json)).not.toMatch(/argon2|password/i);
  });

  it("refuses a second account for the same email in another case", async () => {
    await account("Bela@Example.in");
    const res = await store.post("/api/user/register", { ...signup, email: "BELA@example.IN" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, message: "An account with this email already exists." });
  });

  it("names the field of a bad sign-up", async () => {
    const res = await store.post("/api/user/register", { ...signup, email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field: "email" });
  });

  it("answers an unknown email and a wrong password alike", async () => {
    await account("chitra@example.in");
    const unknown = await store.post("/api/user/login", { email: "nobody@example.in", password: "whatever-123" });
    const wrong = await store.post("/api/user/login", { email: "chitra@example.in", password: "wrong-password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("logs in with the email in any case, and a token stops working after logout", async () => {
    await account("Devi@Example.in");
    const login = await store.post("/api/user/login", { email: " DEVI@EXAMPLE.IN", password: signup.password });
    expect(login.json.success).toBe(true);
    const token = login.json.token as string;
    expect((await store.post("/api/user/logout", {}, { token })).json.success).toBe(true);
    const after = await store.get("/api/user/profile", { token });
    expect(after.status).toBe(401);
    expect(after.json.success).toBe(false);
  });
});
