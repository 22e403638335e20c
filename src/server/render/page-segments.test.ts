import { describe, expect, it } from "vitest";
import { bytesOf, segmentsOf } from "./page-segments";

/** Pieces as React's string build writes them: a tag's name, each attribute in five, a text, a closing tag. */
function element(name: string, attrs: Record<string, string>, ...inner: string[]): string[] {
  const open = [`<${name}`, ...Object.entries(attrs).flatMap(([k, v]) => [" ", k, '="', v, '"']), ">"];
  return [...open, ...inner, `</${name}>`];
}

const script = (text: string) => element("script", {}, text);
/** The text of each whole script in the given texts: a script cut in two is found in neither half. */
const scriptsIn = (texts: readonly string[]) => texts.flatMap((t) => [...t.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]));
const card = (i: number) => element("div", { class: "card" }, ...element("p", {}, `Oversized tee ₹${i},299 ★★★★☆`));

describe("a page in segments", () => {
  const pieces = [
    "<!DOCTYPE html>",
    ...element("head", {}, ...element("link", { rel: "stylesheet", href: "/assets/root.css" })),
    "<body>",
    ...Array.from({ length: 400 }, (_, i) => card(i)).flat(),
    // A script whose text opens with markup: no segment starts inside it.
    ...script("<!-- -->window.__ctx = {}"),
    ...Array.from({ length: 400 }, (_, i) => card(i)).flat(),
    ...script(`window.__data = "${"x".repeat(3000)}"`),
    "</body>",
  ];
  const page = pieces.join("");
  const segments = segmentsOf(pieces, 1024);

  it("joins back to the page, in more than one segment of about the size asked", () => {
    expect(segments.join("")).toBe(page);
    expect(segments.length).toBeGreaterThan(10);
    for (const segment of segments.slice(0, -1)) expect(segment.length).toBeLessThan(1024 + 200);
  });

  it("starts each segment at an element's start tag, keeping every script whole", () => {
    for (const segment of segments.slice(1)) expect(segment).toMatch(/^<[a-z]/);
    expect(scriptsIn(segments)).toEqual(scriptsIn([page]));
    expect(scriptsIn(segments)).toHaveLength(2);
    // Cut wherever it may be: still no script is split.
    const finest = segmentsOf(pieces, 1);
    expect(finest.join("")).toBe(page);
    expect(scriptsIn(finest)).toEqual(scriptsIn([page]));
  });

  it("is written as the page's UTF-8 bytes, in a buffer of its own", () => {
    const bytes = bytesOf(segments);
    expect(bytes.equals(Buffer.from(page))).toBe(true);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
