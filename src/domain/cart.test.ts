import { describe, expect, it } from "vitest";
import { type CartLine, type CartMap, cartAdd, cartCount, cartFromLines, cartLines, cartQuantity, cartSet, mergeCarts, sanitizeCart } from "./cart";

const deepFreeze = <T>(o: T): T => {
  if (o && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
};

const base: CartMap = deepFreeze({
  p1: { M: { "#151515": 2, "#F6F6F6": 1 }, L: { "#151515": 10 } },
  p2: { XL: { "#FAEEB2": 3 } },
});

describe("cartAdd", () => {
  it.each<[string, [string, string, string, number?, number?], number]>([
    ["new combination starts at 1", ["p3", "S", "#151515"], 1],
    ["existing combination goes up by 1", ["p1", "M", "#151515"], 3],
    ["by more than 1", ["p2", "XL", "#FAEEB2", 4], 7],
    ["capped at 10", ["p1", "L", "#151515"], 10],
    ["capped at 10 when adding many", ["p2", "XL", "#FAEEB2", 50], 10],
    ["custom cap", ["p2", "XL", "#FAEEB2", 5, 4], 4],
    ["negative by lowers", ["p1", "M", "#151515", -1], 1],
  ])("%s", (_name, [pid, size, color, by, cap], expected) => {
    const next = cartAdd(base, pid, size, color, by, cap);
    expect(cartQuantity(next, pid, size, color)).toBe(expected);
    expect(next).not.toBe(base);
  });

  it("removes the combination when lowered to zero", () => {
    expect(cartAdd(base, "p2", "XL", "#FAEEB2", -3)).toEqual({ p1: base.p1 });
  });
});

describe("cartSet", () => {
  it.each<[string, [string, string, string, number], CartMap]>([
    ["sets a quantity", ["p1", "M", "#151515", 5], { p1: { M: { "#151515": 5, "#F6F6F6": 1 }, L: { "#151515": 10 } }, p2: { XL: { "#FAEEB2": 3 } } }],
    ["0 removes the colour only", ["p1", "M", "#151515", 0], { p1: { M: { "#F6F6F6": 1 }, L: { "#151515": 10 } }, p2: { XL: { "#FAEEB2": 3 } } }],
    ["0 prunes an empty size", ["p1", "L", "#151515", 0], { p1: { M: { "#151515": 2, "#F6F6F6": 1 } }, p2: { XL: { "#FAEEB2": 3 } } }],
    ["0 prunes an empty product", ["p2", "XL", "#FAEEB2", 0], { p1: base.p1 }],
    ["0 on a missing combination changes nothing", ["p9", "S", "#000000", 0], base],
    ["above 10 is held at 10", ["p2", "XL", "#FAEEB2", 99], { p1: base.p1, p2: { XL: { "#FAEEB2": 10 } } }],
    ["fractions are truncated", ["p2", "XL", "#FAEEB2", 2.9], { p1: base.p1, p2: { XL: { "#FAEEB2": 2 } } }],
    ["NaN removes", ["p2", "XL", "#FAEEB2", Number.NaN], { p1: base.p1 }],
    ["negative removes", ["p2", "XL", "#FAEEB2", -1], { p1: base.p1 }],
    ["__proto__ ids are refused", ["__proto__", "M", "#151515", 1], base],
  ])("%s", (_name, [pid, size, color, q], expected) => {
    const next = cartSet(base, pid, size, color, q);
    expect(next).toEqual(expected);
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
  });

  it("does not read inherited members as cart entries", () => {
    expect(cartQuantity({}, "constructor", "name", "length")).toBe(0);
    expect(cartSet({}, "constructor", "M", "#151515", 2)).toEqual({ constructor: { M: { "#151515": 2 } } });
  });
});

describe("cartLines / cartFromLines / cartCount", () => {
  const lines: CartLine[] = [
    { productId: "p1", size: "M", color: "#151515", quantity: 2 },
    { productId: "p1", size: "M", color: "#F6F6F6", quantity: 1 },
    { productId: "p1", size: "L", color: "#151515", quantity: 10 },
    { productId: "p2", size: "XL", color: "#FAEEB2", quantity: 3 },
  ];

  it("lists lines in insertion order", () => {
    expect(cartLines(base)).toEqual(lines);
  });

  it("round-trips", () => {
    expect(cartFromLines(cartLines(base))).toEqual(base);
  });

  it("adds repeated lines together, capped, and skips empty ones", () => {
    expect(
      cartFromLines([
        { productId: "a", size: "S", color: "#1", quantity: 6 },
        { productId: "a", size: "S", color: "#1", quantity: 6 },
        { productId: "b", size: "S", color: "#1", quantity: 0 },
      ]),
    ).toEqual({ a: { S: { "#1": 10 } } });
  });

  it.each<[CartMap, number]>([
    [{}, 0],
    [base, 16],
    [{ a: { S: { "#1": 1 } } }, 1],
  ])("cartCount(%j) = %s", (cart, n) => {
    expect(cartCount(cart)).toBe(n);
  });
});

describe("mergeCarts", () => {
  const guest: CartMap = { p1: { M: { "#151515": 9 } }, p3: { S: { "#C5DDAC": 1 } } };

  it.each<[string, CartMap, CartMap, ((l: CartLine) => number) | undefined, CartMap]>([
    ["empty guest keeps the account cart", base, {}, undefined, base],
    ["empty account takes the guest cart", {}, guest, undefined, guest],
    [
      "adds quantities, capped at 10",
      base,
      guest,
      undefined,
      {
        p1: { M: { "#151515": 10, "#F6F6F6": 1 }, L: { "#151515": 10 } },
        p2: { XL: { "#FAEEB2": 3 } },
        p3: { S: { "#C5DDAC": 1 } },
      },
    ],
    [
      "capFor limits each line; a cap of 0 drops it",
      base,
      guest,
      (l) => (l.productId === "p2" ? 0 : l.productId === "p1" ? 4 : 10),
      { p1: { M: { "#151515": 4, "#F6F6F6": 1 }, L: { "#151515": 4 } }, p3: { S: { "#C5DDAC": 1 } } },
    ],
    ["capFor above 10 still caps at 10", {}, { a: { S: { "#1": 10 } } }, () => 50, { a: { S: { "#1": 10 } } }],
  ])("%s", (_name, account, g, capFor, expected) => {
    expect(mergeCarts(account, g, capFor)).toEqual(expected);
  });

  it("passes the merged quantity to capFor", () => {
    const seen: number[] = [];
    mergeCarts({ a: { S: { "#1": 3 } } }, { a: { S: { "#1": 4 } } }, (l) => {
      seen.push(l.quantity);
      return 10;
    });
    expect(seen).toEqual([7]);
  });
});

describe("sanitizeCart", () => {
  it.each<[string, unknown, CartMap]>([
    ["a good cart passes", base, base],
    ["null", null, {}],
    ["a string", "p1", {}],
    ["an array", [1, 2], {}],
    ["a number", 3, {}],
    ["undefined", undefined, {}],
    ["product not an object", { p1: 5 }, {}],
    ["size not an object", { p1: { M: [1] } }, {}],
    [
      "bad quantities dropped, good kept",
      { p1: { M: { a: 0, b: -1, c: 11, d: 2.5, e: "3", f: null, g: Number.NaN, h: 10, i: 1 } } },
      { p1: { M: { h: 10, i: 1 } } },
    ],
    ["empty sizes and products pruned", { p1: { M: { a: 0 } }, p2: {} }, {}],
    ["empty keys dropped", { "": { M: { a: 1 } }, p1: { "": { a: 1 }, M: { "": 1 } } }, {}],
  ])("%s", (_name, value, expected) => {
    expect(sanitizeCart(value)).toEqual(expected);
  });

  it("survives JSON with __proto__ keys without changing prototypes", () => {
    const parsed = JSON.parse('{"__proto__": {"M": {"#1": 1}}, "p1": {"__proto__": {"#1": 1}, "M": {"__proto__": 1, "#1": 2}}}');
    const clean = sanitizeCart(parsed);
    expect(clean).toEqual({ p1: { M: { "#1": 2 } } });
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(clean.p1)).toBe(Object.prototype);
  });
});
