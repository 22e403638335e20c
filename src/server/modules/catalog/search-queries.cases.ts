import { demoCatalog } from "../../db/seed/demo-catalog";

/**
 * The committed query set (decision 260): what shoppers type, and the demo catalog's products
 * they mean. A query is answered well when one of its products is in the first three results.
 */
export interface SearchQueryCase {
  query: string;
  /** What the query is a test of. */
  kind: "typo" | "synonym" | "hinglish" | "colour and kind" | "exact or prefix";
  /** Names of demo products any of which answers it. */
  expected: string[];
}

const names = demoCatalog().map((p) => p.name);
const named = (...words: string[]) => names.filter((n) => words.every((w) => n.toLowerCase().includes(w)));
const hoodies = named("hoodie");
const sweatshirts = named("sweatshirt");
const tees = named("tee");
const kidsTees = named("kids tee");

export const SEARCH_QUERY_CASES: SearchQueryCase[] = [
  // Typos
  { query: "hodie", kind: "typo", expected: hoodies },
  { query: "hoodei", kind: "typo", expected: hoodies },
  { query: "swetshirt", kind: "typo", expected: sweatshirts },
  { query: "sweatshrit", kind: "typo", expected: sweatshirts },
  { query: "tee shrit", kind: "typo", expected: tees },
  { query: "tigr", kind: "typo", expected: named("tiger") },
  { query: "peacok", kind: "typo", expected: named("peacock") },
  { query: "mandla", kind: "typo", expected: named("mandala") },
  { query: "elefant", kind: "typo", expected: named("elephant") },
  { query: "paisly", kind: "typo", expected: named("paisley") },
  { query: "mountian hoodie", kind: "typo", expected: ["Moss Green Mountain Hoodie"] },
  { query: "magma blak tiger tee", kind: "typo", expected: ["Magma Black Tiger Oversized Tee"] },
  { query: "midnite blue moon", kind: "typo", expected: ["Midnight Blue Moon Hoodie", "Midnight Blue Moon Sweatshirt"] },
  { query: "lotas sweatshirt", kind: "typo", expected: ["Ivory Ember Lotus Sweatshirt"] },
  { query: "bone whte", kind: "typo", expected: named("bone white") },
  { query: "elephent kids", kind: "typo", expected: ["Moss Green Elephant Kids Tee", "Bone White Elephant Kids Sweatshirt"] },
  // The shop's other words
  { query: "hoody", kind: "synonym", expected: hoodies },
  { query: "hoodies", kind: "synonym", expected: hoodies },
  { query: "tshirt", kind: "synonym", expected: tees },
  { query: "t-shirt", kind: "synonym", expected: tees },
  { query: "t shirt", kind: "synonym", expected: tees },
  { query: "teeshirt", kind: "synonym", expected: tees },
  { query: "sweat shirt", kind: "synonym", expected: sweatshirts },
  { query: "sweater", kind: "synonym", expected: sweatshirts },
  { query: "oversize tshirt", kind: "synonym", expected: named("oversized tee") },
  { query: "oversize", kind: "synonym", expected: named("oversized tee") },
  { query: "lightning bolt", kind: "synonym", expected: named("bolt") },
  { query: "coconut tree", kind: "synonym", expected: named("palm") },
  // Colour and kind
  { query: "black hoodie", kind: "colour and kind", expected: ["Magma Black Tiger Hoodie", "Magma Black Peacock Hoodie"] },
  { query: "black tshirt", kind: "colour and kind", expected: named("magma black", "tee") },
  { query: "white tee", kind: "colour and kind", expected: named("bone white", "tee") },
  { query: "green hoodie", kind: "colour and kind", expected: named("moss green", "hoodie") },
  { query: "blue sweatshirt", kind: "colour and kind", expected: named("midnight blue", "sweatshirt") },
  { query: "brown hoodie", kind: "colour and kind", expected: named("amber crust", "hoodie") },
  { query: "yellow tee", kind: "colour and kind", expected: named("ivory ember", "tee") },
  { query: "navy hoodie", kind: "colour and kind", expected: named("midnight blue", "hoodie") },
  { query: "kids tee", kind: "colour and kind", expected: kidsTees },
  { query: "kids hoodie", kind: "colour and kind", expected: named("kids hoodie") },
  { query: "kids sweatshirt", kind: "colour and kind", expected: named("kids sweatshirt") },
  { query: "moon sweatshirt", kind: "colour and kind", expected: ["Midnight Blue Moon Sweatshirt"] },
  { query: "chai tee", kind: "colour and kind", expected: named("chai", "tee") },
  { query: "sun hoodie", kind: "colour and kind", expected: ["Ivory Ember Sun Hoodie"] },
  { query: "star kids", kind: "colour and kind", expected: named("star kids") },
  { query: "tee for kids", kind: "colour and kind", expected: kidsTees },
  // Hinglish
  { query: "kala hoodie", kind: "hinglish", expected: ["Magma Black Tiger Hoodie", "Magma Black Peacock Hoodie"] },
  { query: "kaala tshirt", kind: "hinglish", expected: named("magma black", "tee") },
  { query: "safed tee", kind: "hinglish", expected: named("bone white", "tee") },
  { query: "sher tshirt", kind: "hinglish", expected: named("tiger", "tee") },
  { query: "baagh hoodie", kind: "hinglish", expected: ["Magma Black Tiger Hoodie"] },
  { query: "mor", kind: "hinglish", expected: named("peacock") },
  { query: "hathi", kind: "hinglish", expected: named("elephant") },
  { query: "chand hoodie", kind: "hinglish", expected: ["Midnight Blue Moon Hoodie"] },
  { query: "patang", kind: "hinglish", expected: named("kite") },
  { query: "kamal sweatshirt", kind: "hinglish", expected: ["Ivory Ember Lotus Sweatshirt"] },
  { query: "bacchon ki tshirt", kind: "hinglish", expected: kidsTees },
  { query: "ladies hoodie", kind: "hinglish", expected: ["Bone White Lotus Hoodie", "Ivory Ember Sun Hoodie", "Magma Black Peacock Hoodie"] },
  { query: "pahad sweatshirt", kind: "hinglish", expected: ["Midnight Blue Mountain Sweatshirt"] },
  { query: "suraj tee", kind: "hinglish", expected: named("sun", "tee") },
  { query: "deepak tshirt", kind: "hinglish", expected: ["Magma Black Diya Oversized Tee"] },
  { query: "neela hoodie", kind: "hinglish", expected: named("midnight blue", "hoodie") },
  { query: "hara tshirt", kind: "hinglish", expected: named("moss green", "tee") },
  { query: "taara kids", kind: "hinglish", expected: named("star kids") },
  { query: "lehar hoodie", kind: "hinglish", expected: ["Amber Crust Wave Hoodie"] },
  // Exact names and what a shopper has typed so far
  { query: "Magma Black Tiger Hoodie", kind: "exact or prefix", expected: ["Magma Black Tiger Hoodie"] },
  { query: "amber crust wave", kind: "exact or prefix", expected: ["Amber Crust Wave Oversized Tee", "Amber Crust Wave Hoodie"] },
  { query: "ivory ember lot", kind: "exact or prefix", expected: named("ivory ember lotus") },
  { query: "swe", kind: "exact or prefix", expected: sweatshirts },
  { query: "hoo", kind: "exact or prefix", expected: hoodies },
  { query: "wordmark", kind: "exact or prefix", expected: ["Magma Black Oversized Tee", "Bone White Oversized Tee"] },
  { query: "himalayan", kind: "exact or prefix", expected: named("mountain") },
];
