import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { testConfig } from "../config";
import { compressHtml } from "./html-compression";
import { inlineScriptHashes, pageWithScriptHashes } from "./script-hashes";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("a rendered page's policy", () => {
  const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("base64");
  const context = 'window.__reactRouterContext = {"a":"<\\/script>"};';
  const loader = 'import "/assets/entry.js";';
  const page = `<!DOCTYPE html><html><head><script src="/assets/x.js"></script><script type="application/ld+json">{"@type":"Product"}</script></head><body><script>${context}</script><script type="module" async="">${loader}</script></body></html>`;

  it("hashes each inline script, skipping those loaded by src", () => {
    expect(inlineScriptHashes(page)).toEqual([sha('{"@type":"Product"}'), sha(context), sha(loader)]);
  });

  it("travels with the page, which is unchanged", async () => {
    const res = await pageWithScriptHashes(new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } }), testConfig());
    expect(await res.text()).toBe(page);
    const scripts = directive(res.headers.get("content-security-policy") ?? "", "script-src");
    expect(scripts).toBe(`script-src 'self' 'sha256-${sha('{"@type":"Product"}')}' 'sha256-${sha(context)}' 'sha256-${sha(loader)}'`);
  });

  it("is made from the pieces the renderer hands over, compressed from the same bytes", async () => {
    // The body is not what the renderer handed over: only the pieces given are read.
    const rendered = new Response("not the page", { headers: { "content-type": "text/html; charset=utf-8" } });
    // Past the size below which pages are sent as they are.
    const prices = "<p>₹1,299</p>".repeat(100);
    const pieces = page.split(/(?=<)/);
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
