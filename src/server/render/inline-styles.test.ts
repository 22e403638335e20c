import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStylesheetInliner } from "./inline-styles";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-inline-css-"));
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "assets/root-a1.css"), "._a1{color:red}");
fs.writeFileSync(path.join(dir, "assets/shell-b2.css"), "._b2{margin:0}");
fs.writeFileSync(path.join(dir, "assets/big-c3.css"), `._c3{padding:0}${" ".repeat(200)}`);
fs.writeFileSync(path.join(dir, "assets/odd-d4.css"), '._d4::after{content:"</style><script>alert(1)</script>"}');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
/** The inliner over a page given whole, as one segment. */
const inlined = (page: string, inline = createStylesheetInliner(dir)) => inline([page]).join("");
const head = (...links: string[]) => `<!DOCTYPE html><html><head><title>Shop</title>${links.join("")}</head><body><p>Hi</p></body></html>`;

describe("createStylesheetInliner", () => {
  it("writes each stylesheet into the page and keeps its link, of a type no browser fetches, for React to hydrate", () => {
    const html = inlined(head(link("/assets/root-a1.css"), link("/assets/shell-b2.css#")));
    expect(html).toContain(
      '<style data-href="/assets/root-a1.css">._a1{color:red}</style><link rel="stylesheet" href="/assets/root-a1.css" type="text/x-written-in"/>',
    );
    // React Router's manifest may end an href with '#': the link keeps it as React rendered it.
    expect(html).toContain(
      '<style data-href="/assets/shell-b2.css">._b2{margin:0}</style><link rel="stylesheet" href="/assets/shell-b2.css#" type="text/x-written-in"/>',
    );
    expect(html).not.toContain("disabled");
    expect(html.indexOf("root-a1")).toBeLessThan(html.indexOf("shell-b2"));
    expect(html).toContain("<body><p>Hi</p></body>");
  });

  it("leaves a link as it is past the page's budget, for a missing file, and for rules that would close the element", () => {
    const html = inlined(
      head(link("/assets/root-a1.css"), link("/assets/big-c3.css"), link("/assets/gone-e5.css"), link("/assets/odd-d4.css")),
      createStylesheetInliner(dir, 100),
    );
    expect(html).toContain('<style data-href="/assets/root-a1.css">');
    for (const kept of ["/assets/big-c3.css", "/assets/gone-e5.css", "/assets/odd-d4.css"]) {
      expect(html).toContain(link(kept));
      expect(html).not.toContain(`<style data-href="${kept}"`);
    }
    expect(html).not.toContain("alert(1)");
  });

  it("touches nothing but stylesheet links of the build's assets", () => {
    const page = head(
      '<link rel="icon" href="/assets/logo.svg"/>',
      link("https://cdn.example/x.css"),
      '<link rel="preload" href="/assets/root-a1.css" as="style"/>',
    );
    expect(inlined(page)).toBe(page);
  });

  it("spends one budget on the whole page, whichever segment a link is in", () => {
    const inline = createStylesheetInliner(dir, 20);
    const html = inline([`<head>${link("/assets/root-a1.css")}`, `${link("/assets/shell-b2.css")}</head>`]).join("");
    expect(html).toContain('<style data-href="/assets/root-a1.css">');
    expect(html).toContain(`${link("/assets/shell-b2.css")}</head>`);
  });

  it("writes a stylesheet as a segment of its own, between the stretches of the segment before and after it", () => {
    const inline = createStylesheetInliner(dir);
    const page = [head(link("/assets/root-a1.css"))];
    const [before, style, after] = inline(page);
    expect(before).toBe("<!DOCTYPE html><html><head><title>Shop</title>");
    expect(after).toBe("</head><body><p>Hi</p></body></html>");
    expect(inline(page)[1]).toBe(style);
  });
});
