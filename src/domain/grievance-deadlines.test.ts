import { describe, expect, it } from "vitest";
import { grievanceDeadlines, grievanceOrder } from "./grievance-deadlines";

const at = (s: string) => new Date(s);
const filed = (createdAt: string, acknowledgedAt: string | null = null, resolvedAt: string | null = null) => ({
  createdAt: at(createdAt),
  acknowledgedAt: acknowledgedAt ? at(acknowledgedAt) : null,
  resolvedAt: resolvedAt ? at(resolvedAt) : null,
});

describe("a complaint's deadlines", () => {
  it("are 48 hours to acknowledge and one calendar month to resolve", () => {
    const d = grievanceDeadlines(filed("2026-03-10T09:00:00Z"), at("2026-03-10T10:00:00Z"));
    expect(d.acknowledgeBy.toISOString()).toBe("2026-03-12T09:00:00.000Z");
    expect(d.resolveBy.toISOString()).toBe("2026-04-10T09:00:00.000Z");
    expect(d).toMatchObject({ state: "to acknowledge", overdue: false });
  });

  it("end a month from 31 January on the last day of February", () => {
    expect(grievanceDeadlines(filed("2027-01-31T12:00:00Z"), at("2027-01-31T12:00:00Z")).resolveBy.toISOString()).toBe("2027-02-28T12:00:00.000Z");
  });

  it("make a complaint overdue when a step is missed, and not once it is resolved", () => {
    expect(grievanceDeadlines(filed("2026-03-10T09:00:00Z"), at("2026-03-12T09:00:01Z")).overdue).toBe(true);
    expect(grievanceDeadlines(filed("2026-03-10T09:00:00Z", "2026-03-13T09:00:00Z"), at("2026-03-20T00:00:00Z"))).toMatchObject({
      state: "to resolve",
      overdue: false,
    });
    expect(grievanceDeadlines(filed("2026-03-10T09:00:00Z", "2026-03-11T09:00:00Z"), at("2026-04-10T09:00:01Z")).overdue).toBe(true);
    expect(grievanceDeadlines(filed("2026-03-10T09:00:00Z", null, "2026-03-11T00:00:00Z"), at("2026-06-01T00:00:00Z"))).toMatchObject({
      state: "resolved",
      overdue: false,
    });
  });

  it("list overdue ones first, then by the next deadline, then resolved ones newest first", () => {
    const now = at("2026-03-20T00:00:00Z");
    const late = filed("2026-03-15T00:00:00Z");
    const soon = filed("2026-03-19T00:00:00Z");
    const later = filed("2026-03-19T12:00:00Z");
    const oldDone = filed("2026-03-01T00:00:00Z", "2026-03-01T01:00:00Z", "2026-03-02T00:00:00Z");
    const newDone = filed("2026-03-05T00:00:00Z", "2026-03-05T01:00:00Z", "2026-03-06T00:00:00Z");
    const sorted = [oldDone, later, newDone, soon, late].sort((a, b) => grievanceOrder(a, b, now));
    expect(sorted).toEqual([late, soon, later, newDone, oldDone]);
  });
});
