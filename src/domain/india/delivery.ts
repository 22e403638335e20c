import { INDIA_MESSAGES } from "../messages";
import { formatINR, type Paise } from "../money";
import type { PinPlace } from "./pincodes";

/** Where a parcel goes, seen from the store's own PIN: decides the days on the road and whether COD is offered. */
export const DELIVERY_ZONES = ["same-city", "same-state", "metro", "rest-of-india", "north-east-jk", "remote"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export interface ZoneRule {
  label: string;
  /** Working days from dispatch to the door. */
  days: number;
}

export const ZONE_TABLE: Record<DeliveryZone, ZoneRule> = {
  "same-city": { label: "Same city", days: 2 },
  "same-state": { label: "Same state", days: 3 },
  metro: { label: "Metro city", days: 4 },
  "rest-of-india": { label: "Rest of India", days: 6 },
  "north-east-jk": { label: "North-East and Jammu & Kashmir", days: 8 },
  remote: { label: "Remote area", days: 10 },
};

const METRO_CITIES = new Set(["mumbai", "delhi", "bangalore", "bengaluru", "chennai", "kolkata", "hyderabad", "pune", "ahmedabad"]);
const NORTH_EAST_JK = new Set([
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Sikkim",
  "Tripura",
  "Jammu and Kashmir",
  "Ladakh",
]);
const REMOTE = new Set(["Andaman and Nicobar Islands", "Lakshadweep"]);

export function deliveryZone(from: PinPlace, to: PinPlace): DeliveryZone {
  const sameState = from.state === to.state;
  if (sameState && from.city.toLowerCase() === to.city.toLowerCase()) return "same-city";
  if (sameState) return "same-state";
  if (REMOTE.has(to.state)) return "remote";
  if (NORTH_EAST_JK.has(to.state)) return "north-east-jk";
  if (METRO_CITIES.has(to.city.toLowerCase())) return "metro";
  return "rest-of-india";
}

export interface DispatchRules {
  /** "HH:MM" in India Standard Time: orders after it leave the next working day. */
  cutoff: string;
  /** "MM-DD" every year or "YYYY-MM-DD" once: no dispatch, no delivery. */
  holidays: string[];
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A calendar day in India as a UTC midnight, so day arithmetic never meets a time zone. */
const istDay = (instant: Date) => new Date(Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function isWorkingDay(d: Date, holidays: Set<string>): boolean {
  const iso = isoDay(d);
  return d.getUTCDay() !== 0 && !holidays.has(iso) && !holidays.has(iso.slice(5));
}

export interface DeliveryEstimate {
  zone: DeliveryZone;
  dispatchDate: string;
  /** YYYY-MM-DD */
  date: string;
  /** "Thu, 27 Nov" */
  dateLabel: string;
}

/** The day a parcel ordered at `now` reaches a zone: dispatch on the first working day (cut-off permitting), then its days, skipping Sundays and holidays. */
export function estimateDelivery(zone: DeliveryZone, now: Date, rules: DispatchRules): DeliveryEstimate {
  const holidays = new Set(rules.holidays);
  const [h, m] = rules.cutoff.split(":").map(Number) as [number, number];
  let day = istDay(now);
  const minutesIntoDay = Math.floor((now.getTime() + IST_OFFSET_MS - day.getTime()) / 60_000);
  if (minutesIntoDay >= h * 60 + m) day = new Date(day.getTime() + DAY_MS);
  while (!isWorkingDay(day, holidays)) day = new Date(day.getTime() + DAY_MS);
  const dispatch = day;
  for (let left = ZONE_TABLE[zone].days; left > 0; ) {
    day = new Date(day.getTime() + DAY_MS);
    if (isWorkingDay(day, holidays)) left--;
  }
  return {
    zone,
    dispatchDate: isoDay(dispatch),
    date: isoDay(day),
    dateLabel: `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
  };
}

export interface CodRules {
  feePaise: Paise;
  maxOrderPaise: Paise;
  zones: readonly DeliveryZone[];
}

export type CodAvailability = { available: true } | { available: false; reason: "zone" | "cap" };

/** Whether COD may be chosen for this zone and order value (the value before the COD fee). */
export function codAvailability(zone: DeliveryZone | null, orderPaise: Paise, rules: CodRules): CodAvailability {
  if (zone && !rules.zones.includes(zone)) return { available: false, reason: "zone" };
  if (orderPaise > rules.maxOrderPaise) return { available: false, reason: "cap" };
  return { available: true };
}

/** Why COD is greyed out, in the words the page and the server both use. */
export function codUnavailableMessage(reason: "zone" | "cap", maxOrderPaise: Paise): string {
  return reason === "cap" ? INDIA_MESSAGES.codOverCap(formatINR(maxOrderPaise)) : INDIA_MESSAGES.codNotInZone;
}
