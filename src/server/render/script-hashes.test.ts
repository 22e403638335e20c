import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { testConfig } from "../config";
import { compressHtml } from "./html-compression";
import { pageWithScriptHashes, renderedScriptHashes } from "./script-hashes";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("a rendered page's policy", () => {
  const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("base64");
  /** Pieces as React's string build writes an element: its name, each attribute in five, `>`, its text, its end tag. */
  const element = (name: string, attrs: Record<string, string>, ...inner: string[]) => [
    `<${name}`,
    ...Object.entries(attrs).flatMap(([k, v]) => [" ", k, '="', v, '"']),
    ">",
    ...inner,
    `</${name}>`,
  ];
  const context = 'window.__reactRouterContext = {"a":"\\u003c/script>"};';
  const loader = 'import "/assets/entry.js";';
  const jsonLd = '{"@type":"Product"}';
  const pieces = [
    "<!DOCTYPE html>",
    "<html",
    ">",
    ...element("head", {}, ...element("script", { src: "/assets/x.js" }), ...element("script", { type: "application/ld+json" }, jsonLd)),
    "<body",
    ">",
    // A part written in as markup: whatever it holds, React did not write it as a script.
    ...element("div", { "data-kept": "footer" }, "<p>Kept</p><script>steal(localStorage.token)</script>"),
    ...element("script", {}, context),
    ...element("script", { type: "module", async: "" }, loader),
    "</body>",
    "</html>",
  ];
  const page = pieces.join("");
  const html = { "content-type": "text/html; charset=utf-8" };

  it("lists each script React wrote as an element, skipping those loaded by src, and none inside markup", () => {
    expect(renderedScriptHashes(pieces)).toEqual([sha(jsonLd), sha(context), sha(loader)]);
  });

  it("travels with the page, which is unchanged, and lists the page step's own scripts beside React's", async () => {
    const res = await pageWithScriptHashes(new Response("not the page", { headers: html }), testConfig(), undefined, pieces, [sha("own()")]);
    expect(await res.text()).toBe(page);
    const scripts = directive(res.headers.get("content-security-policy") ?? "", "script-src");
    expect(scripts).toBe(`script-src 'self' 'sha256-${sha(jsonLd)}' 'sha256-${sha(context)}' 'sha256-${sha(loader)}' 'sha256-${sha("own()")}'`);
  });

  it("allows no script of a page handed over without React's pieces but the page step's own", async () => {
    const res = await pageWithScriptHashes(new Response(page, { headers: html }), testConfig(), undefined, undefined, [sha("own()")]);
    expect(await res.text()).toBe(page);
    expect(directive(res.headers.get("content-security-policy") ?? "", "script-src")).toBe(`script-src 'self' 'sha256-${sha("own()")}'`);
  });

  it("is made from the pieces the renderer hands over, compressed from the same bytes", async () => {
    // The body is not what the renderer handed over: only the pieces given are read.
    const rendered = new Response("not the page", { headers: html });
    // Past the size below which pages are sent as they are.
    const prices = "<p>₹1,299</p>".repeat(100);
    const rewrite = (segments: readonly string[]) => segments.map((s) => s.replace("<body>", `<body>${prices}`));
    const res = await pageWithScriptHashes(rendered, testConfig(), rewrite, pieces);
    const sent = page.replace("<body>", `<body>${prices}`);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(sent)));
    expect(directive(res.headers.get("content-security-policy") ?? "", "script-src")).toContain(`'sha256-${sha(loader)}'`);
    const compressed = await compressHtml(new Request("http://store/", { headers: { "accept-encoding": "br" } }), res);
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString("utf8")).toBe(sent);
  });
});
