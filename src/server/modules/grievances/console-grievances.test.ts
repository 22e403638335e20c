import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerConsole } from "../../../../tests/support/console-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { GRIEVANCE_CONSOLE_MESSAGES as M } from "../../../contracts/admin-grievances";
import { auditLog, grievances, mailOutbox } from "../../db/schema";

/** Decision 252: the Grievance Officer's list with its deadlines, acknowledged and resolved in the console. */

let store: TestStore;
let cookie: string;
let call: (method: string, path: string, body?: unknown) => ReturnType<TestStore["call"]>;
beforeAll(async () => {
  const c = await ownerConsole({ seed: false });
  store = c.store;
  cookie = c.cookie;
  call = (method, path, body) => c.kit.call(method, path, cookie, body);
});
afterAll(() => store?.close());

const HOUR = 3_600_000;
async function complaint(email: string, hoursAgo: number) {
  const r = await store.post("/api/grievance", { name: "Asha Verma", email, orderId: "", message: "The hoodie's zip broke in a week." });
  await store.db
    .update(grievances)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(grievances.ticket, r.json.ticket));
  return r.json.ticket as string;
}
const mailsTo = (to: string) => store.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("the console's grievances", () => {
  it("lists overdue complaints first with their 48-hour and one-month deadlines; acknowledging and resolving each mails the complainant", async () => {
    const fresh = await complaint("fresh@example.com", 1);
    const late = await complaint("late@example.com", 50);
    const list = await call("GET", "/api/admin/grievances");
    expect(list.status).toBe(200);
    expect(list.json.overdue).toBe(1);
    expect(list.json.grievances.map((g: { ticket: string }) => g.ticket)).toEqual([late, fresh]);
    const [first] = list.json.grievances;
    expect(first).toMatchObject({ state: "to acknowledge", overdue: true });
    expect(new Date(first.acknowledgeBy).getTime() - new Date(first.filed).getTime()).toBe(48 * HOUR);

    const ack = await call("POST", `/api/admin/grievances/${late}/acknowledge`);
    expect(ack.json).toEqual({ success: true, message: M.acknowledged });
    expect((await call("POST", `/api/admin/grievances/${late}/acknowledge`)).json).toEqual({ success: false, message: M.alreadyAcknowledged });
    expect((await mailsTo("late@example.com")).map((m) => m.subject)).toContain(`Complaint ${late}: acknowledged`);
    const after = (await call("GET", "/api/admin/grievances")).json;
    expect(after.overdue).toBe(0);
    expect(after.grievances.find((g: { ticket: string }) => g.ticket === late)).toMatchObject({ state: "to resolve", overdue: false });

    const resolved = await call("POST", `/api/admin/grievances/${fresh}/resolve`, { resolution: "A new zip was fitted and the hoodie sent back." });
    expect(resolved.json).toEqual({ success: true, message: M.resolved });
    const mail = (await mailsTo("fresh@example.com")).find((m) => m.subject === `Complaint ${fresh}: resolved`);
    expect(mail?.text).toContain("A new zip was fitted");
    const row = (await call("GET", "/api/admin/grievances")).json.grievances.at(-1);
    expect(row).toMatchObject({ ticket: fresh, state: "resolved", resolution: "A new zip was fitted and the hoodie sent back." });
    expect(row.acknowledged).not.toBeNull();
    const audit = await store.db.select().from(auditLog).where(eq(auditLog.targetType, "grievance"));
    expect(audit.map((a) => a.action).sort()).toEqual(["grievance.acknowledge", "grievance.resolve"]);
  });

  it("refuses an empty resolution naming it, an unknown ticket with 404, and a stranger with 401", async () => {
    const ticket = await complaint("empty@example.com", 2);
    const empty = await call("POST", `/api/admin/grievances/${ticket}/resolve`, { resolution: "  " });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ success: false, field: "resolution" });
    expect((await call("POST", "/api/admin/grievances/GRV-2020-999999/acknowledge")).status).toBe(404);
    expect((await call("POST", "/api/admin/grievances/not-a-ticket/acknowledge")).status).toBe(404);
    expect((await store.get("/api/admin/grievances")).status).toBe(401);
  });
});
