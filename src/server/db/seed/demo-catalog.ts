/**
 * The demo catalogue: a fixed, hand-shaped set of products plus seeded-random detail
 * (reviews, stock, ages, extra colours). Pure and deterministic so the seed, the demo
 * images and the tests all agree on the same data without storing it anywhere.
 */

export interface DemoReview {
  userName: string;
  rating: number;
  comment: string;
  daysAgo: number;
}

export type DemoCategory = "Oversized T-Shirts" | "Hoodies" | "Sweatshirts";
export type DemoSubCategory = "M" | "F" | "K" | "B";
export type DemoGarment = "tee" | "hoodie" | "sweatshirt";

export interface DemoProduct {
  /** Kebab id used for image file names, e.g. 'magma-black-oversized-tee'. */
  key: string;
  name: string;
  pricePaise: number;
  originalPricePaise: number;
  category: DemoCategory;
  subCategory: DemoSubCategory;
  sizes: string[];
  /** Hex codes; the first is the colour the images are drawn in. */
  colors: string[];
  rank: number | null;
  bestseller: boolean;
  sku: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  garment: DemoGarment;
  color: string;
  /** Motif drawn on the chest; see tools/demo-art/motifs.ts for the list it can draw. */
  graphic: string;
  reviews: DemoReview[];
  /** Stock for every size × colour variant of the product. */
  stock: number;
  /** createdAt = seed time - ageDays, so "newest" sorting has something to sort. */
  ageDays: number;
}

export interface DemoTestimonial {
  /** A shopper's name, as a testimonial is signed. */
  name: string;
  /** The drawing on the testimonial's round picture (tools/demo-art): the demo has no photos of people. */
  animal: string;
  city: string;
  quote: string;
  rating: number;
}

/** The spec palette. Two codes exist for Midnight Blue and Amber Crust; both are used. */
export const DEMO_PALETTE = {
  bone: { hex: "#F6F6F6", name: "Bone White" },
  black: { hex: "#151515", name: "Magma Black" },
  moss: { hex: "#C5DDAC", name: "Moss Green" },
  royal: { hex: "#2C2CBD", name: "Midnight Blue" },
  navy: { hex: "#242E44", name: "Midnight Blue" },
  amber: { hex: "#745539", name: "Amber Crust" },
  stone: { hex: "#90867D", name: "Amber Crust" },
  ivory: { hex: "#FAEEB2", name: "Ivory Ember" },
} as const;

type Shade = keyof typeof DEMO_PALETTE;

export const ADULT_SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export const KIDS_SIZES = ["2-4 yr", "4-6 yr", "6-8 yr", "8-12 yr"] as const;

/** Motifs the art module can draw, with the words used in names and copy. */
const MOTIFS: Record<string, { title: string; blurb: string }> = {
  wordmark: { title: "", blurb: "a clean DHAAGA chest wordmark" },
  tiger: { title: "Tiger", blurb: "a bold tiger-face print" },
  lotus: { title: "Lotus", blurb: "a blooming lotus print" },
  mountain: { title: "Mountain", blurb: "a Himalayan peaks print" },
  wave: { title: "Wave", blurb: "a rolling sea-wave print" },
  sun: { title: "Sun", blurb: "a rising-sun print" },
  peacock: { title: "Peacock", blurb: "a peacock-feather print" },
  bolt: { title: "Bolt", blurb: "a lightning-bolt print" },
  mandala: { title: "Mandala", blurb: "a hand-drawn mandala print" },
  moon: { title: "Moon", blurb: "a crescent moon and stars print" },
  chai: { title: "Chai", blurb: "a cutting-chai glass print" },
  kite: { title: "Kite", blurb: "a Sankranti kite print" },
  elephant: { title: "Elephant", blurb: "a festive elephant print" },
  eye: { title: "Eye", blurb: "a third-eye print" },
  palm: { title: "Palm", blurb: "a coastal palm print" },
  diya: { title: "Diya", blurb: "a glowing diya print" },
  paisley: { title: "Paisley", blurb: "a paisley print" },
  star: { title: "Star", blurb: "a shooting-stars print" },
};

export const DEMO_GRAPHICS = Object.keys(MOTIFS);

/**
 * [shade, extra shades, motif, subCategory, price in rupees, bestseller].
 * Hand-written rather than random so the coverage the shop needs (price bands, ₹899
 * bestsellers for the BUY2 coupon, kids lines, every palette colour) is guaranteed.
 */
type Row = [Shade, Shade[], string, DemoSubCategory, number, boolean];

const TEES: Row[] = [
  ["black", ["bone"], "wordmark", "B", 899, true],
  ["bone", ["black", "ivory"], "wordmark", "B", 899, true],
  ["black", ["amber"], "tiger", "M", 899, true],
  ["ivory", ["bone"], "lotus", "F", 899, true],
  ["moss", ["black"], "mountain", "M", 799, true],
  ["navy", ["bone", "moss"], "wave", "B", 999, true],
  ["amber", ["ivory"], "sun", "M", 699, true],
  ["bone", ["moss"], "peacock", "F", 1099, true],
  ["royal", ["black"], "bolt", "M", 599, true],
  ["stone", ["black", "bone"], "mandala", "B", 899, false],
  ["black", [], "moon", "F", 499, false],
  ["moss", ["ivory"], "chai", "B", 399, false],
  ["ivory", ["navy"], "kite", "M", 599, false],
  ["navy", [], "elephant", "M", 1099, false],
  ["bone", ["black"], "eye", "B", 699, false],
  ["amber", [], "palm", "F", 799, false],
  ["black", ["ivory"], "diya", "B", 999, false],
  ["royal", ["bone"], "paisley", "F", 699, false],
  ["stone", [], "wave", "M", 499, false],
  ["ivory", ["amber"], "sun", "B", 799, false],
  ["moss", [], "lotus", "F", 1099, false],
  ["black", ["stone"], "mandala", "M", 1299, false],
  ["bone", ["moss", "ivory"], "kite", "K", 399, false],
  ["moss", ["bone"], "elephant", "K", 499, false],
  ["ivory", [], "tiger", "K", 599, false],
  ["royal", ["ivory"], "star", "K", 399, false],
  ["amber", ["black"], "chai", "M", 599, false],
  ["navy", ["ivory"], "peacock", "F", 1299, false],
  ["bone", [], "mountain", "M", 1499, false],
  ["black", ["royal"], "star", "K", 699, false],
];

const HOODIES: Row[] = [
  ["black", ["bone"], "tiger", "M", 1999, false],
  ["navy", ["black"], "moon", "B", 1799, false],
  ["moss", [], "mountain", "B", 1499, false],
  ["bone", ["ivory"], "lotus", "F", 1499, false],
  ["amber", ["black", "ivory"], "wave", "M", 2499, false],
  ["ivory", [], "sun", "F", 1299, false],
  ["stone", ["navy"], "elephant", "M", 2999, false],
  ["royal", ["bone"], "bolt", "B", 2499, false],
  ["moss", ["ivory"], "star", "K", 1099, false],
  ["black", [], "peacock", "F", 2999, false],
  ["ivory", ["moss"], "kite", "K", 999, false],
  ["navy", ["stone"], "mandala", "M", 1999, false],
];

const SWEATSHIRTS: Row[] = [
  ["ivory", ["black"], "lotus", "F", 1299, false],
  ["black", ["bone", "stone"], "wave", "M", 1499, false],
  ["bone", [], "sun", "B", 1099, false],
  ["moss", ["ivory"], "paisley", "F", 1099, false],
  ["navy", [], "mountain", "M", 1799, false],
  ["amber", ["ivory"], "diya", "B", 1299, false],
  ["stone", ["black"], "eye", "M", 999, false],
  ["royal", [], "moon", "F", 1499, false],
  ["bone", ["moss"], "elephant", "K", 899, false],
  ["black", ["ivory"], "chai", "B", 1799, false],
  ["moss", [], "tiger", "K", 799, false],
  ["ivory", ["amber"], "palm", "M", 1999, false],
];

/** The one product shown as sold out everywhere. */
const SOLD_OUT_KEY = "amber-crust-wave-oversized-tee";

const SLIDE_KEYS = ["magma-black-tiger-oversized-tee", "ivory-ember-lotus-oversized-tee", "magma-black-tiger-hoodie", "ivory-ember-lotus-sweatshirt"];

const REVIEWERS = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Ishaan",
  "Arjun",
  "Kabir",
  "Rohan",
  "Siddharth",
  "Karan",
  "Rahul",
  "Nikhil",
  "Yash",
  "Dev",
  "Pranav",
  "Harsh",
  "Aniket",
  "Tanmay",
  "Varun",
  "Manav",
  "Om",
  "Ananya",
  "Diya",
  "Saanvi",
  "Aadhya",
  "Isha",
  "Kavya",
  "Meera",
  "Priya",
  "Riya",
  "Sneha",
  "Tanvi",
  "Neha",
  "Pooja",
  "Shruti",
  "Nandini",
  "Aditi",
  "Khushi",
  "Ira",
  "Zoya",
  "Fatima",
  "Imran",
  "Farhan",
  "Gurpreet",
  "Simran",
  "Harpreet",
  "Joseph",
  "Anjali",
  "Lakshmi",
  "Arvind",
  "Deepa",
];

const COMMENTS_5 = [
  "Fabric is thick and soft, exactly what I wanted.",
  "Perfect oversized fit, the drop shoulder looks great.",
  "Print quality is excellent, no cracking after many washes.",
  "Colour is the same as the photos. Very happy.",
  "Best {g} I own right now. Ordering another colour.",
  "Delivered in four days and the packaging was neat.",
  "Got so many compliments at college for this one.",
  "Worth every rupee. The cotton feels premium.",
  "Gifted it to my brother and he loved it.",
  "True to size and super comfortable for all day wear.",
];
const COMMENTS_4 = [
  "Good quality {g}, slightly longer than I expected.",
  "Nice fabric and print. Took a week to arrive.",
  "Comfortable and looks good, sizing runs a little big.",
  "Solid everyday {g}. Colour faded a tiny bit after washing.",
  "Really like the design, wish there were more colours.",
  "Good value for the price. Would buy again.",
  "Fits well, the neck rib holds its shape.",
];
const COMMENTS_3 = [
  "Decent {g}, but the fit was looser than I wanted.",
  "Fabric is nice, the print is smaller than in the photo.",
  "Okay quality. Exchange for a smaller size was easy.",
  "Average. Expected the colour to be a bit brighter.",
];
const COMMENTS_2 = ["Size chart was off for me, had to exchange.", "Print is nice but the delivery was late."];

const t = (name: string, animal: string, city: string, rating: number, quote: string): DemoTestimonial => ({ name, animal, city, rating, quote });

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  t("Rajat Singh", "tiger", "Jaipur", 5, "Finally a tee that fits my broad shoulders. The Magma Black one is my new favourite."),
  t("Gayatri Menon", "elephant", "Kochi", 5, "The XXL hoodie is roomy without looking sloppy. Thick, warm and the print has not faded."),
  t("Mayuri Patel", "peacock", "Ahmedabad", 5, "I am picky about colours. Midnight Blue is exactly the shade I was after."),
  t("Chinmay Kulkarni", "fox", "Pune", 4, "Picked it up at the FC Road store. Sizing runs a little big, which is what I wanted."),
  t("Gaurav Mishra", "owl", "Varanasi", 5, "Perfect for late nights. The sweatshirt is soft and the cuffs keep their shape."),
  t("Priyanka Thakur", "rabbit", "Shimla", 4, "The Bone White tee washes well, even after a muddy weekend in the garden."),
  t("Pema Bhutia", "panda", "Gangtok", 5, "Black and white is my whole wardrobe, and these oversized tees fit right in."),
  t("Bidisha Sen", "cat", "Kolkata", 4, "Soft enough to nap in. I have claimed the Moss Green hoodie and nobody gets it back."),
  t("Sahil Khanna", "dog", "Delhi", 5, "My order reached the doorstep in four days. The cotton is thick and comfy."),
  t("Bhavna Negi", "bear", "Manali", 5, "Survived a whole winter in the Amber Crust hoodie. Still looks new."),
  t("Bhavesh Shah", "monkey", "Mumbai", 4, "Saw the offer, used FLAT10 and got two tees. The prints are super fun."),
  t("Meenakshi Iyer", "parrot", "Chennai", 5, "I keep telling everyone: the best streetwear for the price."),
];

/** mulberry32: tiny, fast and good enough for demo data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each product's random detail depends only on its own key. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const between = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const unique = (xs: string[]): string[] => [...new Set(xs)];

/**
 * A demo product image's file base name (without `-<width>.<format>`): the first colour keeps the
 * plain name, every other colour is drawn too and named by its hex code.
 */
export function demoImageBase(p: Pick<DemoProduct, "key" | "colors">, color: string, view: "front" | "back"): string {
  const isDefault = color.toUpperCase() === (p.colors[0] ?? "").toUpperCase();
  return isDefault ? `products/${p.key}-${view}` : `products/${p.key}-${color.replace("#", "").toLowerCase()}-${view}`;
}

export function kebab(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const CATEGORY_INFO: Record<
  DemoGarment,
  { category: DemoCategory; code: string; noun: string; kidsNoun: string; fit: string; cut: string; word: string }
> = {
  tee: {
    category: "Oversized T-Shirts",
    code: "OT",
    noun: "Oversized Tee",
    kidsNoun: "Kids Tee",
    fit: "oversized fit",
    cut: "an oversized fit with dropped shoulders",
    word: "tee",
  },
  hoodie: {
    category: "Hoodies",
    code: "HD",
    noun: "Hoodie",
    kidsNoun: "Kids Hoodie",
    fit: "relaxed fit",
    cut: "a relaxed fit with a lined hood and kangaroo pocket",
    word: "hoodie",
  },
  sweatshirt: {
    category: "Sweatshirts",
    code: "SW",
    noun: "Sweatshirt",
    kidsNoun: "Kids Sweatshirt",
    fit: "relaxed fit",
    cut: "a relaxed fit with ribbed cuffs and hem",
    word: "sweatshirt",
  },
};

const AUDIENCE: Record<DemoSubCategory, string> = {
  M: "Cut for men",
  F: "Cut for women",
  B: "Unisex, made for men and women",
  K: "Made for kids",
};

function productName(garment: DemoGarment, shade: Shade, motif: string, sub: DemoSubCategory): string {
  const info = CATEGORY_INFO[garment];
  const title = MOTIFS[motif].title;
  return [DEMO_PALETTE[shade].name, title, sub === "K" ? info.kidsNoun : info.noun].filter(Boolean).join(" ");
}

/** Nearest "x99" rupee price to `rupees`, as the shop never shows round MRPs. */
function x99(rupees: number): number {
  return Math.max(1, Math.round((rupees + 1) / 100)) * 100 - 1;
}

function adultSizes(rand: () => number): string[] {
  const r = rand();
  if (r < 0.65) return [...ADULT_SIZES];
  if (r < 0.8) return ["S", "M", "L", "XL"];
  if (r < 0.92) return ["M", "L", "XL", "XXL"];
  return ["M", "L", "XL"];
}

const COMMENTS: Record<number, string[]> = { 5: COMMENTS_5, 4: COMMENTS_4, 3: COMMENTS_3, 2: COMMENTS_2 };

/** The comments of `rating` not yet said, or of the nearest rating that has some (there are more comments than reviews a product gets). */
function unsaid(rating: number, said: Set<string>): [number, string[]] {
  for (const r of [rating, rating - 1, rating + 1, rating - 2, rating + 2, rating - 3, rating + 3]) {
    const left = (COMMENTS[r] ?? []).filter((c) => !said.has(c));
    if (left.length) return [r, left];
  }
  throw new Error("more demo reviews than demo comments");
}

function reviewsFor(rand: () => number, garmentWord: string): DemoReview[] {
  const count = between(rand, 0, 20);
  const out: DemoReview[] = [];
  const said = new Set<string>();
  for (let i = 0; i < count; i++) {
    const r = rand();
    const rating = r < 0.52 ? 5 : r < 0.86 ? 4 : r < 0.97 ? 3 : 2;
    // A comment is said once per product: the nearest rating with one left unsaid speaks instead.
    const [stars, pool] = unsaid(rating, said);
    const comment = pick(rand, pool);
    said.add(comment);
    out.push({
      userName: pick(rand, REVIEWERS),
      rating: stars,
      comment: comment.replace("{g}", garmentWord),
      daysAgo: between(rand, 1, 240),
    });
  }
  // Newest first, the order a product page lists them in.
  return out.sort((a, b) => a.daysAgo - b.daysAgo);
}

function build(): DemoProduct[] {
  const groups: [DemoGarment, Row[]][] = [
    ["tee", TEES],
    ["hoodie", HOODIES],
    ["sweatshirt", SWEATSHIRTS],
  ];
  const products: DemoProduct[] = [];
  for (const [garment, rows] of groups) {
    const info = CATEGORY_INFO[garment];
    rows.forEach(([shade, extras, motif, sub, rupees, bestseller], i) => {
      const name = productName(garment, shade, motif, sub);
      const key = kebab(name);
      const rand = prng(hashString(key));
      const colorName = DEMO_PALETTE[shade].name;
      const priceText = `₹${rupees}`;
      const markup = 1.25 + rand() * 0.6;
      const original = Math.max(x99(rupees * markup), rupees + 100);
      const sizes = sub === "K" ? [...KIDS_SIZES] : adultSizes(rand);
      const kind = sub === "K" ? info.kidsNoun.toLowerCase() : info.noun.toLowerCase();
      const motifInfo = MOTIFS[motif];
      products.push({
        key,
        name,
        pricePaise: rupees * 100,
        originalPricePaise: original * 100,
        category: info.category,
        subCategory: sub,
        sizes,
        colors: [shade, ...extras].map((s) => DEMO_PALETTE[s].hex),
        rank: null,
        bestseller,
        sku: `DH-${info.code}-${String(i + 1).padStart(3, "0")}`,
        description:
          `${capitalise(motifInfo.blurb)} on ${colorName}. Knitted from 240 GSM 100% cotton that is heavy, soft and breathable, ` +
          `cut in ${info.cut}. ${AUDIENCE[sub]}. Pre-washed to keep its shape, printed in Pune and finished with durable stitching. ` +
          `Machine wash cold inside out. Sizes ${sizes[0]} to ${sizes[sizes.length - 1]}.`,
        metaTitle: `${name} | Dhaaga`,
        metaDescription: `Buy the ${name} online at ${priceText}. 240 GSM 100% cotton, ${info.fit}.`,
        keywords: unique([
          name.toLowerCase(),
          `${colorName.toLowerCase()} ${kind}`,
          info.category.toLowerCase(),
          motif === "wordmark" ? "minimal streetwear" : `${motifInfo.title.toLowerCase()} print ${info.word}`,
          sub === "K" ? "kids streetwear" : sub === "F" ? "women streetwear" : sub === "M" ? "men streetwear" : "unisex streetwear",
          "240 gsm cotton",
          "dhaaga",
        ]).join(", "),
        garment,
        color: DEMO_PALETTE[shade].hex,
        graphic: motif,
        reviews: reviewsFor(rand, info.word),
        stock: key === SOLD_OUT_KEY ? 0 : between(rand, 5, 40),
        ageDays: between(rand, 1, 180),
      });
    });
  }
  assignRanks(products);
  return products;
}

/**
 * About half the catalogue gets a rank (the "Relevant" sort order). Bestsellers get
 * ranks first so they lead that sort; the rest is a seeded shuffle.
 */
function assignRanks(products: DemoProduct[]): void {
  const rand = prng(0xd4aa6a);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const rankCount = Math.round(products.length / 2);
  const ranks = shuffle(Array.from({ length: 30 }, (_, i) => i + 1))
    .slice(0, rankCount)
    .sort((a, b) => a - b);
  const best = shuffle(products.filter((p) => p.bestseller));
  const rest = shuffle(products.filter((p) => !p.bestseller));
  [...best, ...rest].slice(0, rankCount).forEach((p, i) => {
    p.rank = ranks[i];
  });
}

/** A fresh copy each call, so callers may mutate what they get. */
export function demoCatalog(): DemoProduct[] {
  return build();
}

/** The four products the home page offer carousel advertises. */
export function demoSlideProductKeys(): string[] {
  return [...SLIDE_KEYS];
}
