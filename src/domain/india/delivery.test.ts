import { describe, expect, it } from "vitest";
import { codAvailability, type DeliveryZone, deliveryZone, estimateDelivery } from "./delivery";
import type { PinPlace } from "./pincodes";

const place = (pin: string, city: string, state: string): PinPlace => ({ pin, city, state: state as PinPlace["state"], alsoIn: [] });
const STORE = place("411004", "Pune", "Maharashtra");

describe("delivery zone from the store's PIN", () => {
  it.each([
    [place("411057", "Pune", "Maharashtra"), "same-city"],
    [place("400070", "Mumbai", "Maharashtra"), "same-state"],
    [place("560001", "Bangalore", "Karnataka"), "metro"],
    [place("110001", "Delhi", "Delhi"), "metro"],
    [place("682001", "Ernakulam", "Kerala"), "rest-of-india"],
    [place("799001", "West Tripura", "Tripura"), "north-east-jk"],
    [place("190001", "Srinagar", "Jammu and Kashmir"), "north-east-jk"],
    [place("194101", "Leh", "Ladakh"), "north-east-jk"],
    [place("744101", "South Andaman", "Andaman and Nicobar Islands"), "remote"],
    [place("682555", "Lakshadweep", "Lakshadweep"), "remote"],
  ])("%o -> %s", (to, zone) => {
    expect(deliveryZone(STORE, to)).toBe(zone);
  });
});

describe("delivery date: cut-off in IST, Sundays and holidays skipped", () => {
  const rules = { cutoff: "14:00", holidays: ["01-26", "08-15", "10-02", "12-25"] };
  it.each([
    ["Tue 10:00 IST, same city", "2026-11-24T04:30:00Z", "same-city", rules, "2026-11-24", "Thu, 26 Nov"],
    ["Tue 15:00 IST, after the cut-off", "2026-11-24T09:30:00Z", "same-city", rules, "2026-11-25", "Fri, 27 Nov"],
    ["Tue 13:59 IST, just before it", "2026-11-24T08:29:00Z", "same-city", rules, "2026-11-24", "Thu, 26 Nov"],
    ["Wed 00:30 IST is already Wednesday in India", "2026-11-24T19:00:00Z", "same-city", rules, "2026-11-25", "Fri, 27 Nov"],
    ["Sat after the cut-off: Sunday skipped", "2026-11-28T10:00:00Z", "same-city", rules, "2026-11-30", "Wed, 2 Dec"],
    ["Sun morning: dispatched Monday", "2026-11-29T04:30:00Z", "metro", rules, "2026-11-30", "Fri, 4 Dec"],
    ["a listed date is skipped", "2026-11-24T04:30:00Z", "same-city", { ...rules, holidays: ["2026-11-26"] }, "2026-11-24", "Fri, 27 Nov"],
    ["Christmas every year, and the Sunday after", "2026-12-23T04:30:00Z", "rest-of-india", rules, "2026-12-23", "Thu, 31 Dec"],
    ["no dispatch on a holiday", "2027-01-26T04:30:00Z", "same-state", rules, "2027-01-27", "Sat, 30 Jan"],
    ["remote islands", "2026-11-24T04:30:00Z", "remote", rules, "2026-11-24", "Sat, 5 Dec"],
  ] as const)("%s", (_label, now, zone, r, dispatch, label) => {
    const e = estimateDelivery(zone, new Date(now), { cutoff: r.cutoff, holidays: [...r.holidays] });
    expect(e.dispatchDate).toBe(dispatch);
    expect(e.dateLabel).toBe(label);
  });
});

describe("cash on delivery: zones and cap", () => {
  const cod = { feePaise: 0, maxOrderPaise: 1_000_000, zones: ["same-city", "same-state", "metro", "rest-of-india"] as DeliveryZone[] };
  it.each([
    ["same city, ₹10,000.00", "same-city", 1_000_000, { available: true }],
    ["same city, ₹10,000.01", "same-city", 1_000_001, { available: false, reason: "cap" }],
    ["North-East", "north-east-jk", 89_900, { available: false, reason: "zone" }],
    ["remote", "remote", 89_900, { available: false, reason: "zone" }],
    ["no PIN yet: only the cap applies", null, 89_900, { available: true }],
  ] as const)("%s", (_label, zone, value, expected) => {
    expect(codAvailability(zone, value, cod)).toEqual(expected);
  });
});
