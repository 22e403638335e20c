import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { grievances, mailOutbox } from "../../db/schema";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store?.close());

const complaint = { name: "Asha Verma", email: "asha@example.com", orderId: "", message: "My parcel arrived with a torn hoodie." };

describe("POST /api/grievance", () => {
  it("registers a complaint with a running ticket number, shown and mailed", async () => {
    const first = await store.post("/api/grievance", complaint);
    const second = await store.post("/api/grievance", { ...complaint, email: "ravi@example.com" });
    expect(first.status).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(first.json.ticket).toBe(`GRV-${year}-000001`);
    expect(second.json.ticket).toBe(`GRV-${year}-000002`);
    expect(first.json.message).toBe(INDIA_MESSAGES.grievanceTicket(first.json.ticket));
    const [row] = await store.db.select().from(grievances).where(eq(grievances.ticket, first.json.ticket));
    expect(row).toMatchObject({ name: "Asha Verma", message: complaint.message });
    const mails = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, "asha@example.com"));
    expect(mails[0]!.subject).toContain(first.json.ticket);
    expect(mails[0]!.text).toContain("acknowledge it within 48 hours");
  });

  it.each([
    [{ ...complaint, email: "not-an-email" }, "email"],
    [{ ...complaint, message: "bad" }, "message"],
    [{ ...complaint, name: " " }, "name"],
  ])("refuses %j naming the field %s, storing nothing", async (body, field) => {
    const before = (await store.db.select().from(grievances)).length;
    const r = await store.post("/api/grievance", body);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false, field });
    expect((await store.db.select().from(grievances)).length).toBe(before);
  });
});
